import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { eventMessages, type Attendee, type CheckInRequest } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminEvents } from '@/features/events-admin/api/admin-events';
import { useAttendees, useCheckIn } from '@/features/events-admin/api/attendees';
import { AttendeeList } from '@/features/events-admin/components/attendee-list';
import { useDebouncedValue } from '@/features/events-admin/hooks/use-debounced-value';
import {
  browserScanner,
  useQrScanner,
  type ScannerSource,
} from '@/features/events-admin/hooks/use-qr-scanner';
import { clockTime, countsLabel, eventsSectionPath } from '@/features/events-admin/utils/door';
import styles from './check-in-page.module.css';

/** How long a result stays on screen once its ticket has left the camera (or was found by name). */
export const RESULT_MS = 2500;

export const NO_CAMERA = 'No podemos usar la cámara: permite el acceso o busca por nombre.';

/** A check-in's answer; `code` when it was scanned (it stays while that code is in view). */
type DoorResult = { seq: number; code?: string } & (
  { kind: 'admitted' | 'already'; attendee: Attendee } | { kind: 'refused'; message: string }
);

function ResultPanel({ result, timeZone }: { result: DoorResult; timeZone: string }) {
  if (result.kind === 'refused') {
    return (
      <div className={styles.result} data-result="refused">
        <p className={styles.resultTitle}>No puede entrar</p>
        <p className={styles.resultText}>{result.message}</p>
      </div>
    );
  }
  const { attendee } = result;
  const title =
    result.kind === 'admitted'
      ? 'Adelante'
      : `Ya entró a las ${attendee.checkedInAt ? clockTime(attendee.checkedInAt, timeZone) : '—'}`;
  return (
    <div className={styles.result} data-result={result.kind}>
      <p className={styles.resultTitle}>{title}</p>
      <p className={styles.resultText}>
        {attendee.holderName}
        {result.kind === 'admitted' && <span> · {attendee.ticketTypeName}</span>}
      </p>
    </div>
  );
}

/** 'Buscar por nombre': for a ticket whose screen will not scan. */
function NameSearch({
  eventId,
  timeZone,
  pendingTicketId,
  onAdmit,
}: {
  eventId: string;
  timeZone: string;
  pendingTicketId: string | null;
  onAdmit: (attendee: Attendee) => void;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const found = useAttendees(eventId, q, q !== '');
  const id = useId();
  return (
    <section className={styles.search} aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} className={formStyles.label} htmlFor={id}>
        Buscar por nombre
      </label>
      <input
        id={id}
        className={formStyles.input}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Nombre, email o referencia"
        maxLength={120}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {q === '' ? null : found.isPending ? (
        <Spinner label="Buscando..." />
      ) : found.isError ? (
        <p className={styles.note} role="alert">
          {messageFrom(found.error, 'No se pudo buscar.')}
        </p>
      ) : found.data.attendees.length === 0 ? (
        <p className={styles.note}>Nadie coincide con «{q}».</p>
      ) : (
        <AttendeeList
          compact
          attendees={found.data.attendees.slice(0, 30)}
          timeZone={timeZone}
          pendingTicketId={pendingTicketId}
          onAdmit={onAdmit}
        />
      )}
    </section>
  );
}

/**
 * The door of an event, for a phone (docs/rules/events.md#the-door): the camera scans each
 * ticket's QR and the result fills the width — green 'Adelante', amber 'Ya entró', red with
 * the reason — while the ticket is held in front of it and a moment after; holders are found
 * by name when a code will not scan. `scanner`, `resultMs` and `goneMs` are the tests' to
 * replace.
 */
export function CheckInPage({
  scanner = browserScanner,
  resultMs = RESULT_MS,
  goneMs,
}: {
  scanner?: ScannerSource;
  resultMs?: number;
  goneMs?: number;
}) {
  const { eventId = '' } = useParams();
  const events = useAdminEvents();
  const event = events.data?.find((e) => e._id === eventId);
  const timeZone = event?.timeZone ?? 'Europe/Madrid';
  const counts = useAttendees(eventId, '');
  const checkIn = useCheckIn(eventId);
  const [result, setResult] = useState<DoorResult | null>(null);
  const seq = useRef(0);
  const videoRef = useRef<HTMLVideoElement>(null);
  usePageTitle(event ? `Check-in · ${event.name}` : 'Check-in');

  const { mutateAsync } = checkIn;
  const admit = useCallback(
    async (body: CheckInRequest) => {
      seq.current += 1;
      const scanned = 'code' in body ? { code: body.code } : {};
      try {
        const { outcome, attendee } = await mutateAsync(body);
        // A short buzz on success, where the phone can (not iPhones).
        if (outcome === 'admitted' && 'vibrate' in navigator) navigator.vibrate(120);
        setResult({
          kind: outcome === 'admitted' ? 'admitted' : 'already',
          attendee,
          seq: seq.current,
          ...scanned,
        });
      } catch (error) {
        if ('vibrate' in navigator) navigator.vibrate([60, 60, 60]);
        setResult({
          kind: 'refused',
          message: messageFrom(error, 'No se pudo registrar la entrada.'),
          seq: seq.current,
          ...scanned,
        });
      }
    },
    [mutateAsync],
  );
  const onCode = useCallback((code: string) => admit({ code }), [admit]);
  const { camera, inView } = useQrScanner({ videoRef, source: scanner, onCode, goneMs });

  // A scanned ticket's result stays while it is held in front of the camera (it is not
  // scanned again), then for `resultMs`.
  const held = result?.code !== undefined && result.code === inView;
  useEffect(() => {
    if (!result || held) return;
    const timer = setTimeout(() => setResult(null), resultMs);
    return () => clearTimeout(timer);
  }, [result, held, resultMs]);

  if (events.isSuccess && !event) {
    return (
      <main className={styles.page}>
        <p className={styles.note} role="alert">
          {eventMessages.notFound}
        </p>
        <Link className={formStyles.secondaryButton} to={eventsSectionPath()}>
          Volver a los eventos
        </Link>
      </main>
    );
  }

  const pendingTicketId =
    checkIn.isPending && 'ticketId' in checkIn.variables ? checkIn.variables.ticketId : null;

  return (
    <main className={styles.page}>
      <header className={styles.bar}>
        <Link className={styles.back} to={eventsSectionPath()} aria-label="Volver a los eventos">
          ←
        </Link>
        <div className={styles.titles}>
          <h1 className={styles.title}>Check-in</h1>
          <p className={styles.eventName}>{event?.name ?? ' '}</p>
        </div>
        <p className={styles.counts}>{counts.data ? countsLabel(counts.data) : ''}</p>
      </header>

      <div className={styles.camera} data-state={camera}>
        <video ref={videoRef} className={styles.video} muted playsInline autoPlay />
        {camera === 'unavailable' ? (
          <p className={styles.cameraMessage} role="alert">
            {NO_CAMERA}
          </p>
        ) : (
          <>
            <div className={styles.frame} aria-hidden="true" />
            <p className={styles.cameraHint}>
              {camera === 'starting' ? 'Abriendo la cámara…' : 'Apunta al código QR de la entrada'}
            </p>
          </>
        )}
        {/* The result, over the bottom of the camera; announced as it comes. */}
        <div className={styles.resultSlot} role="status" aria-live="polite">
          {result && result.kind !== 'refused' && (
            <ResultPanel key={result.seq} result={result} timeZone={timeZone} />
          )}
        </div>
        <div className={styles.resultSlot} role="alert">
          {result?.kind === 'refused' && (
            <ResultPanel key={result.seq} result={result} timeZone={timeZone} />
          )}
        </div>
      </div>

      <NameSearch
        eventId={eventId}
        timeZone={timeZone}
        pendingTicketId={pendingTicketId}
        onAdmit={(attendee) => void admit({ ticketId: attendee.ticketId })}
      />
    </main>
  );
}
