import { useId, useState } from 'react';
import { eventMessages, type AdminEvent } from '@shop/contracts';
import { FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { InlineConfirm } from '@/components/inline-confirm';
import { messageFrom } from '@/lib/error-message';
import { useChangeEventStatus, type StatusChange } from '@/features/events-admin/api/admin-events';
import { statusLabels } from '@/features/events-admin/utils/event-labels';
import styles from './events-admin.module.css';

const done: Record<StatusChange, string> = {
  publish: 'Evento publicado: ya se ve en la web.',
  unpublish: 'Evento despublicado: vuelve a ser un borrador que solo ves tú.',
  cancel:
    'Evento cancelado. Devolvemos lo pagado por cada entrada y avisamos por email a quienes las tenían.',
};
const failed: Record<StatusChange, string> = {
  publish: 'No se pudo publicar el evento. Inténtalo de nuevo.',
  unpublish: 'No se pudo despublicar el evento. Inténtalo de nuevo.',
  cancel: 'No se pudo cancelar el evento. Inténtalo de nuevo.',
};

/**
 * Where the event stands and the button that changes it: 'Publicar' a draft (what was last
 * saved: unsaved changes first), 'Despublicar' a published one after asking. The server's
 * refusal (an event that has ended, one cancelled meanwhile) is shown as it says it.
 */
export function EventStatusActions({ event, unsaved }: { event: AdminEvent; unsaved: boolean }) {
  const change = useChangeEventStatus();
  const [asked, setAsked] = useState<StatusChange | null>(null);
  const [confirming, setConfirming] = useState<'unpublish' | 'cancel' | null>(null);
  const hintId = useId();

  const run = (what: StatusChange) => {
    setConfirming(null);
    setAsked(what);
    change.mutate({ id: event._id, change: what });
  };
  const explanation = {
    draft: 'Solo lo ves tú: publícalo para que aparezca en la web.',
    published: 'Se ve en la web.',
    cancelled: eventMessages.cancelledReadOnly,
  }[event.status];

  return (
    <div className={styles.statusBar} role="group" aria-label="Estado del evento">
      <div className={styles.statusLine}>
        <span className={styles.badge} data-status={event.status}>
          {statusLabels[event.status]}
        </span>
        <p className={styles.statusText}>{explanation}</p>
      </div>
      {event.status !== 'cancelled' && (
        <div className={styles.statusLine}>
          {event.status === 'draft' ? (
            <button
              type="button"
              className={formStyles.button}
              disabled={change.isPending || unsaved}
              aria-describedby={unsaved ? hintId : undefined}
              onClick={() => run('publish')}
            >
              Publicar
            </button>
          ) : confirming === 'unpublish' ? (
            <InlineConfirm
              question="¿Despublicarlo? Deja de verse en la web."
              confirmLabel="Sí, despublicar"
              pending={change.isPending}
              onConfirm={() => run('unpublish')}
              onCancel={() => setConfirming(null)}
            />
          ) : (
            confirming === null && (
              <button
                type="button"
                className={formStyles.secondaryButton}
                disabled={change.isPending}
                onClick={() => {
                  change.reset();
                  setConfirming('unpublish');
                }}
              >
                Despublicar
              </button>
            )
          )}
          {event.status === 'draft' && unsaved && (
            <p id={hintId} className={styles.statusText}>
              Guarda los cambios antes de publicar.
            </p>
          )}
          {confirming === 'cancel' ? (
            <InlineConfirm
              question="¿Cancelar el evento para siempre? Se devuelve lo pagado por cada entrada, se anulan las inscripciones gratuitas y se avisa a todos por email. No se puede deshacer."
              confirmLabel="Sí, cancelar el evento"
              pending={change.isPending}
              onConfirm={() => run('cancel')}
              onCancel={() => setConfirming(null)}
            />
          ) : (
            confirming === null && (
              <button
                type="button"
                className={formStyles.dangerButton}
                disabled={change.isPending}
                onClick={() => {
                  change.reset();
                  setConfirming('cancel');
                }}
              >
                Cancelar evento
              </button>
            )
          )}
        </div>
      )}
      {asked && (
        <FormResult
          error={change.error && messageFrom(change.error, failed[asked])}
          success={change.isSuccess && done[asked]}
        />
      )}
    </div>
  );
}
