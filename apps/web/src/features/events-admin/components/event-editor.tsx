import { useEffect, useRef, useState } from 'react';
import type { AdminEvent } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import { InlineConfirm } from '@/components/inline-confirm';
import { libraryChoice } from '@/components/library-photo-select';
import { useSaveEvent } from '@/features/events-admin/api/admin-events';
import { useLibraryPhotos } from '@/features/events-admin/api/get-library-photos';
import { emptyEventValues, eventValues } from '@/features/events-admin/utils/event-form-values';
import { eventWhen } from '@/features/events-admin/utils/event-labels';
import { CheckInLink } from './check-in-link';
import { EventForm } from './event-form';
import { EventStatusActions } from './event-status-actions';
import styles from './events-admin.module.css';
import { useEventForm } from './use-event-form';

export const CREATED = 'Evento creado como borrador. Publícalo cuando esté listo.';
export const SAVED = 'Cambios guardados.';

/**
 * One event: a new one (`event` null) until it is saved, then that event with its state and
 * the buttons that change it. A cancelled event is shown read-only.
 */
export function EventEditor({
  event,
  onBack,
  onCreated,
  onAttendees,
}: {
  event: AdminEvent | null;
  onBack: () => void;
  onCreated: (event: AdminEvent) => void;
  /** 'Asistentes' of the event (a published one). */
  onAttendees: (event: AdminEvent) => void;
}) {
  const form = useEventForm(() => (event ? eventValues(event) : emptyEventValues()));
  const save = useSaveEvent();
  const library = useLibraryPhotos();
  const [success, setSuccess] = useState<string | null>(null);
  /** Asking before leaving unsaved changes: back to the list, or to the attendees. */
  const [leaving, setLeaving] = useState<null | 'back' | 'attendees'>(null);
  const [refusals, setRefusals] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const readOnly = event?.status === 'cancelled';

  useEffect(() => heading.current?.focus(), []);
  // After a refusal, the first field marked (a phone shows only a part of the form).
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = (submitted: { preventDefault: () => void }) => {
    submitted.preventDefault();
    setSuccess(null);
    // A cover hidden since it was picked is shown as none, and saved as none.
    const { gone } = libraryChoice(library.data, library.isSuccess, form.values.coverPhotoId);
    const body = form.check(gone ? { coverPhotoId: '' } : {});
    if (!body) {
      setRefusals((n) => n + 1);
      return;
    }
    save.mutate(
      { id: event?._id ?? null, body },
      {
        onSuccess: (saved) => {
          form.reset(eventValues(saved));
          setSuccess(event ? SAVED : CREATED);
          if (!event) onCreated(saved);
        },
        onError: (error) => {
          form.refused(error);
          setRefusals((n) => n + 1);
        },
      },
    );
  };

  return (
    <div className={styles.section}>
      <div className={styles.editorHeader}>
        <div className={styles.backRow}>
          {leaving === 'back' ? (
            <InlineConfirm
              question="¿Volver sin guardar los cambios?"
              confirmLabel="Sí, volver"
              pending={false}
              onConfirm={onBack}
              onCancel={() => setLeaving(null)}
            />
          ) : (
            <button
              type="button"
              className={formStyles.secondaryButton}
              onClick={() => (form.dirty && !readOnly ? setLeaving('back') : onBack())}
            >
              Volver a los eventos
            </button>
          )}
        </div>
        <h3 ref={heading} tabIndex={-1} className={styles.editorTitle}>
          {event ? event.name : 'Nuevo evento'}
        </h3>
        {event && <p className={styles.muted}>{eventWhen(event)}</p>}
      </div>
      {event && <EventStatusActions event={event} unsaved={form.dirty} />}
      <EventForm
        ref={formRef}
        label={event ? `Editar «${event.name}»` : 'Nuevo evento'}
        form={form}
        readOnly={readOnly}
        pending={save.isPending}
        submitLabel={event ? 'Guardar cambios' : 'Crear evento'}
        submitHint={event ? undefined : 'Se guarda como borrador: solo lo ves tú hasta publicarlo.'}
        success={form.dirty ? null : success}
        onSubmit={submit}
      />
      {event?.status === 'published' && (
        <section className={styles.door} aria-labelledby={`${event._id}-door`}>
          <h4 id={`${event._id}-door`} className={styles.doorTitle}>
            Asistentes y check-in
          </h4>
          <p className={styles.muted}>
            Quién tiene entrada y quién ha entrado ya, con su CSV; el check-in abre la cámara del
            móvil para leer los códigos QR en la puerta.
          </p>
          {leaving === 'attendees' ? (
            <InlineConfirm
              question="¿Ver los asistentes sin guardar los cambios?"
              confirmLabel="Sí, ver asistentes"
              pending={false}
              onConfirm={() => onAttendees(event)}
              onCancel={() => setLeaving(null)}
            />
          ) : (
            <div className={styles.toolbar}>
              <button
                type="button"
                className={formStyles.secondaryButton}
                onClick={() => (form.dirty ? setLeaving('attendees') : onAttendees(event))}
              >
                Asistentes
              </button>
              <CheckInLink className={formStyles.secondaryButton} eventId={event._id}>
                Check-in
              </CheckInLink>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
