import { useId, useState } from 'react';
import type { AdminPartnerApplication } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import {
  useDecidePartnerApplication,
  usePartnerApplications,
  type PartnerFilter,
} from '@/features/partners-admin/api/partner-applications';
import styles from './partner-applications.module.css';

const filters: { value: PartnerFilter; label: string }[] = [
  { value: 'pending', label: 'Pendientes' },
  { value: 'approved', label: 'Aprobadas' },
  { value: 'rejected', label: 'Rechazadas' },
  { value: 'all', label: 'Todas' },
];

const statusLabel = { pending: 'Pendiente', approved: 'Aprobada', rejected: 'Rechazada' } as const;

const DECISION_FAILED = 'No se pudo guardar la decisión. Inténtalo de nuevo.';

function ApplicationCard({ application }: { application: AdminPartnerApplication }) {
  const decide = useDecidePartnerApplication();
  const [note, setNote] = useState('');
  const headingId = useId();
  const send = (decision: 'approve' | 'reject') =>
    decide.mutate({ id: application.id, decision, note: note.trim() });
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.business}>
        {application.business}{' '}
        <span className={`${styles.badge} ${styles[application.status]}`}>
          {statusLabel[application.status]}
        </span>
      </h3>
      <p className={styles.meta}>
        {application.name} · <a href={`mailto:${application.email}`}>{application.email}</a>
        {!application.mailConfirmed && ' (email sin confirmar)'} ·{' '}
        {formatDate(application.createdAt)}
      </p>
      {application.website && (
        <p className={styles.meta}>
          <a href={application.website} target="_blank" rel="noopener noreferrer nofollow">
            {application.website}
          </a>
        </p>
      )}
      <p className={styles.motivation}>{application.motivation}</p>
      {application.status === 'pending' ? (
        <div className={styles.decision}>
          <TextField
            label="Mensaje para la persona (opcional, va en el email)"
            value={note}
            onChange={setNote}
            multiline
            maxLength={1000}
          />
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.approve}
              disabled={decide.isPending}
              onClick={() => send('approve')}
            >
              Aprobar
            </button>
            <button
              type="button"
              className={styles.reject}
              disabled={decide.isPending}
              onClick={() => send('reject')}
            >
              Rechazar
            </button>
          </div>
          {decide.error && (
            <FormMessage kind="error">{messageFrom(decide.error, DECISION_FAILED)}</FormMessage>
          )}
        </div>
      ) : (
        <p className={styles.meta}>
          {statusLabel[application.status]} el {formatDate(application.decidedAt)}
          {application.decisionNote && `: «${application.decisionNote}»`}
        </p>
      )}
    </li>
  );
}

/**
 * Content management, 'Solicitudes de partner': approving gives the account the partner
 * role (the server's only way to get it) and emails the person; rejecting emails them too.
 */
export function PartnerApplicationsSection() {
  const [filter, setFilter] = useState<PartnerFilter>('pending');
  const list = usePartnerApplications(filter);
  return (
    <div className={styles.section}>
      <div className={styles.filters} role="group" aria-label="Mostrar solicitudes">
        {filters.map((f) => (
          <button
            key={f.value}
            type="button"
            className={styles.filter}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {f.label}
            {f.value === 'pending' && list.data ? ` (${list.data.pending})` : ''}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Spinner label="Cargando solicitudes..." />
      ) : list.isError ? (
        <FormMessage kind="error">
          {messageFrom(list.error, 'No se pudieron cargar las solicitudes.')}
        </FormMessage>
      ) : list.data.items.length === 0 ? (
        <p className={styles.empty}>
          {filter === 'pending' ? 'No hay solicitudes pendientes.' : 'No hay solicitudes.'}
        </p>
      ) : (
        <ul className={styles.list}>
          {list.data.items.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </ul>
      )}
    </div>
  );
}
