import { useEffect, useId, useRef, useState } from 'react';
import { eventMessages } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { useAdminEvents } from '@/features/events-admin/api/admin-events';
import { AttendeesView } from './attendees-view';
import { EventEditor } from './event-editor';
import { EventList } from './event-list';
import styles from './events-admin.module.css';

/** The list, one event open (a new one: `id` null), or an event's attendees. */
type View =
  | { kind: 'list' }
  | { kind: 'event'; id: string | null; session: number }
  | { kind: 'attendees'; id: string };

/**
 * Content management, 'Eventos' (docs/rules/events.md): every event with its state, and the
 * editor of one, where it is published or taken back.
 */
export function EventsSection() {
  const events = useAdminEvents();
  const [view, setView] = useState<View>({ kind: 'list' });
  const sessions = useRef(0);
  const idPrefix = useId();
  const newButtonId = `${idPrefix}-nuevo`;
  // Back at the list, the focus returns to the button that left it.
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (view.kind !== 'list' || !returnTo.current) return;
    document.getElementById(returnTo.current)?.focus();
    returnTo.current = null;
  }, [view]);

  const open = (id: string | null) => {
    sessions.current += 1;
    setView({ kind: 'event', id, session: sessions.current });
  };

  if (view.kind === 'attendees') {
    const event = events.data?.find((e) => e._id === view.id);
    if (event) {
      return (
        <AttendeesView
          event={event}
          onBack={() => {
            returnTo.current = `${idPrefix}-${event._id}-asistentes`;
            setView({ kind: 'list' });
          }}
        />
      );
    }
  }

  if (view.kind !== 'list') {
    const event = view.id ? events.data?.find((e) => e._id === view.id) : null;
    if (view.id && !event) {
      return events.isPending ? (
        <Spinner />
      ) : (
        <div className={styles.section}>
          <FormMessage kind="error">{eventMessages.notFound}</FormMessage>
          <div className={styles.toolbar}>
            <button
              type="button"
              className={formStyles.secondaryButton}
              onClick={() => setView({ kind: 'list' })}
            >
              Volver a los eventos
            </button>
          </div>
        </div>
      );
    }
    if (view.kind === 'attendees') return null;
    return (
      <EventEditor
        key={view.session}
        event={event ?? null}
        onBack={() => {
          returnTo.current = view.id ? `${idPrefix}-${view.id}` : newButtonId;
          setView({ kind: 'list' });
        }}
        onCreated={(created) => setView({ ...view, id: created._id })}
        onAttendees={(shown) => setView({ kind: 'attendees', id: shown._id })}
      />
    );
  }

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <button
          id={newButtonId}
          type="button"
          className={formStyles.button}
          onClick={() => open(null)}
        >
          Nuevo evento
        </button>
      </div>
      {events.isPending ? (
        <Spinner label="Cargando eventos..." />
      ) : events.isError ? (
        <FormMessage kind="error">
          {messageFrom(events.error, 'No se pudieron cargar los eventos.')}
        </FormMessage>
      ) : (
        <EventList
          events={events.data}
          idPrefix={idPrefix}
          onOpen={(e) => open(e._id)}
          onAttendees={(e) => setView({ kind: 'attendees', id: e._id })}
        />
      )}
    </div>
  );
}
