import { useId, useState } from 'react';
import {
  contactLimits,
  contactMessages as msg,
  withdrawalStatuses,
  withdrawalStatusLabels,
  type WithdrawalRequest,
  type WithdrawalStatus,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormMessage, FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import {
  useUpdateWithdrawal,
  useWithdrawals,
  WITHDRAWALS_PAGE_SIZE,
} from '@/features/desk-admin/api/withdrawals';
import styles from './desk-admin.module.css';
import { formatInstant } from './format-instant';
import { Pager } from './pager';

const openLabel = (n: number) =>
  n === 0
    ? 'Ninguna solicitud pendiente'
    : n === 1
      ? '1 solicitud pendiente'
      : `${n} solicitudes pendientes`;

/**
 * Content management, 'Desistimientos': the withdrawal declarations from /desistimiento,
 * newest first, each saying whether its number names a paid order of that email; the
 * photographer marks it refunded or rejected (with the reason).
 */
export function WithdrawalsSection() {
  const id = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<WithdrawalStatus | null>(null);
  const withdrawals = useWithdrawals({ page, status });

  if (withdrawals.isPending) return <Spinner />;
  if (withdrawals.isError) {
    return (
      <FormMessage kind="error">
        {messageFrom(withdrawals.error, 'No se pudieron cargar las solicitudes.')}
      </FormMessage>
    );
  }
  const { items, total, open } = withdrawals.data;
  return (
    <div>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {openLabel(open)}
        </p>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-filter`}>
            Mostrar
          </label>
          <select
            id={`${id}-filter`}
            className={formStyles.input}
            value={status ?? ''}
            onChange={(e) => {
              setStatus((e.target.value || null) as WithdrawalStatus | null);
              setPage(1);
            }}
          >
            <option value="">Todas</option>
            {withdrawalStatuses.map((s) => (
              <option key={s} value={s}>
                {withdrawalStatusLabels[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {items.length === 0 ? (
        <p className={styles.muted}>No hay solicitudes de desistimiento.</p>
      ) : (
        <ul className={styles.list} aria-label="Solicitudes de desistimiento">
          {items.map((request) => (
            <li key={request.id}>
              <details
                className={`${styles.item} ${request.status === 'received' ? styles.unread : ''}`}
              >
                <summary>
                  <span className={styles.badge}>{withdrawalStatusLabels[request.status]}</span>
                  <span>Pedido {request.orderNumber}</span>
                  <span className={styles.muted}>
                    {request.name} · {request.email} · {formatInstant(request.createdAt)}
                  </span>
                </summary>
                <WithdrawalDetails request={request} />
                <StatusForm request={request} />
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={WITHDRAWALS_PAGE_SIZE} total={total} onPage={setPage} />
    </div>
  );
}

function WithdrawalDetails({ request }: { request: WithdrawalRequest }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Referencia:</dt>
        <dd>{request.reference}</dd>
      </div>
      <div>
        <dt>Pedido pagado:</dt>
        <dd>
          {request.matchedOrderId
            ? `sí, ${request.matchedOrderId}`
            : 'no coincide con ningún pedido pagado de ese email'}
        </dd>
      </div>
      {request.comment && (
        <div>
          <dt>Comentario:</dt>
          <dd>{request.comment}</dd>
        </div>
      )}
      {request.statusChangedAt && (
        <div>
          <dt>Último cambio:</dt>
          <dd>{formatInstant(request.statusChangedAt)}</dd>
        </div>
      )}
    </dl>
  );
}

function StatusForm({ request }: { request: WithdrawalRequest }) {
  const id = useId();
  const update = useUpdateWithdrawal();
  const form = useForm({
    initial: { status: request.status, note: request.note },
    limits: { note: contactLimits.note },
    validate: ({ status, note }) => ({
      note: status === 'rejected' && !note.trim() ? msg.noteRequiredToReject : null,
    }),
    onSubmit: (values) => update.mutate({ id: request.id, ...values }),
  });
  return (
    <Form form={form} className={styles.statusForm} aria-label={`Estado de ${request.reference}`}>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}-status`}>
          Estado
        </label>
        <select
          id={`${id}-status`}
          className={formStyles.input}
          value={form.values.status}
          onChange={(e) => form.set('status', e.target.value as WithdrawalStatus)}
        >
          {withdrawalStatuses.map((s) => (
            <option key={s} value={s}>
              {withdrawalStatusLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Nota"
        multiline
        hint="Obligatoria para rechazar: el motivo, que el cliente recibe por email. Al marcarla reembolsada, el cliente recibe un aviso sin esta nota."
        {...form.field('note')}
      />
      <FormResult
        error={update.isError && messageFrom(update.error, 'No se pudo guardar el estado.')}
        success={update.isSuccess && 'Estado guardado.'}
      />
      <SubmitButton pending={update.isPending} pendingLabel="Guardando...">
        Guardar estado
      </SubmitButton>
    </Form>
  );
}
