import { useState } from 'react';
import type { LaunchListSignup, LaunchListStatus } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { useDeleteLaunchListSignup } from '@/features/launch-list/api/delete-launch-list-signup';
import { useDownloadLaunchListCsv } from '@/features/launch-list/api/download-launch-list-csv';
import {
  LAUNCH_LIST_PAGE_SIZE,
  useAdminLaunchList,
} from '@/features/launch-list/api/get-admin-launch-list';
import styles from './launch-list.module.css';
import { InlineConfirm } from '@/components/inline-confirm';

const statusLabels: Record<LaunchListStatus, string> = {
  pending: 'Pendiente de confirmar',
  confirmed: 'Confirmado',
  unsubscribed: 'Dado de baja',
};

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The day of the sign-up's latest step, as the admin reads it. */
function dateOf(signup: LaunchListSignup): string {
  const when = signup.unsubscribedAt ?? signup.confirmedAt ?? signup.consentedAt;
  return formatDate(when);
}

/**
 * Content management, 'Lista de aviso': who asked to be told of the launch, with the counts by
 * status, the confirmed addresses as CSV (for the mailing tool), and erasure of a sign-up
 * when its owner asks (GDPR art. 17), after a confirmation.
 */
export function LaunchListSection() {
  const [offset, setOffset] = useState(0);
  const list = useAdminLaunchList(offset);
  const remove = useDeleteLaunchListSignup();
  const download = useDownloadLaunchListCsv();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const erase = (signup: LaunchListSignup) => {
    remove.mutate(signup.id, {
      onSuccess: () => {
        setConfirming(null);
        // The last sign-up of a later page: show the page before it.
        if (offset > 0 && list.data?.items.length === 1) {
          setOffset(Math.max(0, offset - LAUNCH_LIST_PAGE_SIZE));
        }
        setNotice({ kind: 'success', text: `Hemos borrado ${signup.email} de la lista.` });
      },
      onError: (error) => {
        setConfirming(null);
        setNotice({
          kind: 'error',
          text: messageFrom(error, 'No se pudo borrar la inscripción.'),
        });
      },
    });
  };

  if (list.isPending) return <Spinner label="Cargando la lista de aviso..." />;
  if (list.isError) {
    return (
      <FormMessage kind="error">
        {messageFrom(list.error, 'No se pudo cargar la lista de aviso.')}
      </FormMessage>
    );
  }
  const { items, counts } = list.data;
  const shownTotal = list.data.total;
  const lastShown = Math.min(offset + items.length, shownTotal);

  return (
    <div>
      <ul className={styles.counts} aria-label="Inscripciones por estado">
        <li>
          <strong>{counts.confirmed}</strong> confirmados
        </li>
        <li>
          <strong>{counts.pending}</strong> pendientes de confirmar
        </li>
        <li>
          <strong>{counts.unsubscribed}</strong> dados de baja
        </li>
      </ul>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={formStyles.button}
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Preparando CSV...' : 'Descargar CSV'}
        </button>
        <span className={styles.muted}>
          Solo los confirmados: email, fechas del consentimiento y el texto aceptado.
        </span>
      </div>
      {download.isError && (
        <FormMessage kind="error">
          {messageFrom(download.error, 'No se pudo descargar el CSV.')}
        </FormMessage>
      )}
      {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
      {shownTotal === 0 ? (
        <p className={styles.muted}>Nadie se ha apuntado todavía.</p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.muted}>
                Inscripciones {offset + 1}–{lastShown} de {shownTotal}, las más recientes primero
              </caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Estado</th>
                  <th scope="col">Fecha</th>
                  <th scope="col">Acciones</th>
                </tr>
              </thead>
              <tbody>
                {items.map((signup) => (
                  <tr key={signup.id}>
                    <td className={styles.email}>{signup.email}</td>
                    <td>{statusLabels[signup.status]}</td>
                    <td>{dateOf(signup)}</td>
                    <td>
                      <div className={styles.actions}>
                        {confirming === signup.id ? (
                          <InlineConfirm
                            question="¿Borrar para siempre?"
                            confirmLabel="Sí, borrar"
                            pending={remove.isPending}
                            onConfirm={() => erase(signup)}
                            onCancel={() => setConfirming(null)}
                          />
                        ) : (
                          <button
                            type="button"
                            className={formStyles.dangerButton}
                            aria-label={`Borrar ${signup.email}`}
                            onClick={() => {
                              setNotice(null);
                              setConfirming(signup.id);
                            }}
                          >
                            Borrar
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shownTotal > LAUNCH_LIST_PAGE_SIZE && (
            <div className={formStyles.pager}>
              <button
                type="button"
                className={formStyles.secondaryButton}
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - LAUNCH_LIST_PAGE_SIZE))}
              >
                Anteriores
              </button>
              <button
                type="button"
                className={formStyles.secondaryButton}
                disabled={lastShown >= shownTotal}
                onClick={() => setOffset(offset + LAUNCH_LIST_PAGE_SIZE)}
              >
                Siguientes
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
