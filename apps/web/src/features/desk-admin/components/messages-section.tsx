import { useState } from 'react';
import type { ContactMessage } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import {
  MESSAGES_PAGE_SIZE,
  useContactMessages,
  useDeleteContactMessage,
  useSetMessageRead,
} from '@/features/desk-admin/api/contact-messages';
import styles from './desk-admin.module.css';
import { formatInstant } from './format-instant';
import { Pager } from './pager';
import { InlineConfirm } from '@/components/inline-confirm';

const unreadLabel = (n: number) =>
  n === 0 ? 'Ningún mensaje sin leer' : n === 1 ? '1 mensaje sin leer' : `${n} mensajes sin leer`;

/** The reply: the photographer's own email program, addressed to the sender. */
const replyLink = (message: ContactMessage) =>
  `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;

/**
 * Content management, 'Mensajes': what visitors wrote from /contact, newest first. Each opens
 * to its full text, with read/unread, a reply by email and delete (asked twice).
 */
export function MessagesSection() {
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const messages = useContactMessages({ page, unreadOnly });
  const setRead = useSetMessageRead();
  const remove = useDeleteContactMessage();
  const [confirming, setConfirming] = useState<string | null>(null);
  const failure = setRead.error ?? remove.error;

  if (messages.isPending) return <Spinner />;
  if (messages.isError) {
    return (
      <FormMessage kind="error">
        {messageFrom(messages.error, 'No se pudieron cargar los mensajes.')}
      </FormMessage>
    );
  }
  const { items, total, unread } = messages.data;
  return (
    <div>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {unreadLabel(unread)}
        </p>
        <label className={formStyles.check}>
          <input
            type="checkbox"
            checked={unreadOnly}
            onChange={(e) => {
              setUnreadOnly(e.target.checked);
              setPage(1);
            }}
          />
          Solo sin leer
        </label>
      </div>
      {failure && (
        <FormMessage kind="error">
          {messageFrom(failure, 'No se pudo guardar el cambio. Inténtalo de nuevo.')}
        </FormMessage>
      )}
      {items.length === 0 ? (
        <p className={styles.muted}>
          {unreadOnly ? 'No hay mensajes sin leer.' : 'Aún no hay mensajes.'}
        </p>
      ) : (
        <ul className={styles.list} aria-label="Mensajes">
          {items.map((message) => (
            <li key={message.id}>
              <details className={`${styles.item} ${message.read ? '' : styles.unread}`}>
                <summary>
                  {!message.read && <span className={styles.badge}>Sin leer</span>}
                  <span>{message.subject}</span>
                  <span className={styles.muted}>
                    {message.name} · {message.email} · {formatInstant(message.createdAt)}
                  </span>
                </summary>
                <p className={styles.body}>{message.message}</p>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={formStyles.secondaryButton}
                    disabled={setRead.isPending}
                    onClick={() => setRead.mutate({ id: message.id, read: !message.read })}
                  >
                    {message.read ? 'Marcar como no leído' : 'Marcar como leído'}
                  </button>
                  <a className={formStyles.secondaryButton} href={replyLink(message)}>
                    Responder por email
                  </a>
                  {confirming === message.id ? (
                    <InlineConfirm
                      question="¿Borrar este mensaje?"
                      confirmLabel="Sí, borrar"
                      pending={remove.isPending}
                      onConfirm={() =>
                        remove.mutate(message.id, { onSuccess: () => setConfirming(null) })
                      }
                      onCancel={() => setConfirming(null)}
                    />
                  ) : (
                    <button
                      type="button"
                      className={formStyles.dangerButton}
                      onClick={() => setConfirming(message.id)}
                    >
                      Borrar
                    </button>
                  )}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={MESSAGES_PAGE_SIZE} total={total} onPage={setPage} />
    </div>
  );
}
