import { useEffect, useId, useRef, useState } from 'react';
import type { AdminEvent, Attendee } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import {
  useAttendees,
  useCheckIn,
  useDownloadAttendeesCsv,
} from '@/features/events-admin/api/attendees';
import { useDebouncedValue } from '@/features/events-admin/hooks/use-debounced-value';
import { clockTime, countsLabel } from '@/features/events-admin/utils/door';
import { eventWhen } from '@/features/events-admin/utils/event-labels';
import { AttendeeList } from './attendee-list';
import { CheckInLink } from './check-in-link';
import { WaitlistSection } from './waitlist-section';
import styles from './attendees.module.css';
import adminStyles from './events-admin.module.css';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * 'Asistentes' of an event (docs/rules/events.md#the-door): how many have come in, the
 * tickets (searchable by name, email or reference), 'Registrar entrada' for one not yet in,
 * the list as CSV, the way to the door's page; under them, its waitlists.
 */
export function AttendeesView({ event, onBack }: { event: AdminEvent; onBack: () => void }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const all = useAttendees(event._id, '');
  const found = useAttendees(event._id, q, q !== '');
  const shown = q ? found : all;
  const checkIn = useCheckIn(event._id);
  const download = useDownloadAttendeesCsv();
  const [notice, setNotice] = useState<Notice>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const searchId = useId();
  useEffect(() => heading.current?.focus(), []);

  const admit = (attendee: Attendee) => {
    setNotice(null);
    checkIn.mutate(
      { ticketId: attendee.ticketId },
      {
        onSuccess: ({ outcome, attendee: now }) =>
          setNotice({
            kind: 'success',
            text:
              outcome === 'admitted' || !now.checkedInAt
                ? `Entrada registrada: ${now.holderName}.`
                : `${now.holderName} ya había entrado a las ${clockTime(now.checkedInAt, event.timeZone)}.`,
          }),
        onError: (error) =>
          setNotice({
            kind: 'error',
            text: messageFrom(error, 'No se pudo registrar la entrada.'),
          }),
      },
    );
  };

  return (
    <div className={adminStyles.section}>
      <div className={adminStyles.editorHeader}>
        <div className={adminStyles.backRow}>
          <button type="button" className={formStyles.secondaryButton} onClick={onBack}>
            Volver a los eventos
          </button>
        </div>
        <h3 ref={heading} tabIndex={-1} className={adminStyles.editorTitle}>
          Asistentes · {event.name}
        </h3>
        <p className={adminStyles.muted}>{eventWhen(event)}</p>
      </div>

      <div className={styles.summaryRow}>
        <p className={styles.counts}>
          {all.data ? countsLabel(all.data) : all.isError ? '' : 'Contando…'}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={formStyles.secondaryButton}
            disabled={download.isPending}
            onClick={() =>
              download.mutate(
                { id: event._id, name: event.name },
                {
                  onError: (error) =>
                    setNotice({
                      kind: 'error',
                      text: messageFrom(error, 'No se pudo descargar el CSV.'),
                    }),
                },
              )
            }
          >
            {download.isPending ? 'Descargando…' : 'Descargar CSV'}
          </button>
          {event.status === 'published' && (
            <CheckInLink className={formStyles.button} eventId={event._id}>
              Abrir check-in
            </CheckInLink>
          )}
        </div>
      </div>

      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={searchId}>
          Buscar por nombre, email o referencia
        </label>
        <input
          id={searchId}
          className={formStyles.input}
          type="search"
          autoComplete="off"
          value={search}
          maxLength={120}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>

      <FormMessage kind={notice?.kind ?? 'info'}>{notice?.text}</FormMessage>

      {shown.isPending ? (
        <Spinner label="Cargando asistentes..." />
      ) : shown.isError ? (
        <FormMessage kind="error">
          {messageFrom(shown.error, 'No se pudo cargar la lista de asistentes.')}
        </FormMessage>
      ) : shown.data.attendees.length === 0 ? (
        <p className={adminStyles.muted}>
          {q ? `Nadie coincide con «${q}».` : 'Todavía no hay entradas para este evento.'}
        </p>
      ) : (
        <AttendeeList
          attendees={shown.data.attendees}
          timeZone={event.timeZone}
          pendingTicketId={
            checkIn.isPending
              ? ((checkIn.variables as { ticketId?: string }).ticketId ?? null)
              : null
          }
          onAdmit={admit}
        />
      )}

      <WaitlistSection event={event} />
    </div>
  );
}
