import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  contactLimits,
  contactMessages as msg,
  normalizeOrderNumber,
  paths,
  withdrawalFormErrors,
  type WithdrawalReceipt,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { usePageTitle } from '@/lib/use-page-title';
import { useSiteConfig } from '@/lib/site-config';
import { useRequestWithdrawal } from '@/features/contact/api/request-withdrawal';
import styles from '@/features/contact/components/contact.module.css';
import { HoneypotField } from '@/features/contact/components/honeypot-field';
import { serverFieldErrors } from '@/features/contact/components/server-field-errors';

const fields = ['name', 'email', 'orderNumber', 'comment'] as const;
type Step = 'form' | 'confirm' | 'done';

const receivedAtFormat = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/Madrid',
});

/**
 * /desistimiento, the withdrawal function of Directive 2023/2673 (art. 11a CRD): step 1 asks
 * only what is needed (name, email, order number, an optional comment), step 2 shows the
 * declaration and 'Confirmar desistimiento' sends it; the server stores it and emails the
 * acknowledgement with its date and time. Always reachable from the footer.
 */
export function WithdrawalPage() {
  usePageTitle('Desistir de una compra');
  const { data: site } = useSiteConfig();
  const [step, setStep] = useState<Step>('form');
  const [receipt, setReceipt] = useState<WithdrawalReceipt | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const send = useRequestWithdrawal();
  const form = useForm({
    initial: { name: '', email: '', orderNumber: '', comment: '', website: '' },
    limits: {
      name: contactLimits.name,
      email: contactLimits.email,
      orderNumber: contactLimits.orderNumber,
      comment: contactLimits.comment,
    },
    validate: (values) => withdrawalFormErrors(values),
    onSubmit: () => {
      send.reset();
      setStep('confirm');
    },
  });
  const { values } = form;

  // Each step's heading takes the focus, so a screen reader says where the visitor is.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const confirm = () =>
    send.mutate(values, {
      onSuccess: (answer) => {
        setReceipt(answer);
        setStep('done');
      },
      onError: (error) => {
        const refused = serverFieldErrors(error, fields);
        if (Object.keys(refused).length === 0) return;
        for (const [name, message] of Object.entries(refused)) {
          form.setError(name as (typeof fields)[number], message);
        }
        setStep('form');
      },
    });

  return (
    <section className={styles.page} aria-labelledby="withdrawal-title">
      <h1 id="withdrawal-title" className={styles.title}>
        Desistir de una compra
      </h1>
      <p className={styles.lead}>
        Tienes 14 días naturales desde que recibes una impresión para desistir de la compra, sin dar
        explicaciones. Rellena este formulario y confirma: te enviamos al momento un acuse de recibo
        por email con la fecha, la hora y el contenido de tu declaración. Las entradas a eventos con
        fecha no tienen derecho de desistimiento. Más detalles en los{' '}
        <Link to={paths.legalTerms.build()}>términos y condiciones</Link>.
      </p>
      <div className={styles.columns}>
        <div className={styles.card}>
          <h2 id="withdrawal-help" className={styles.cardTitle}>
            Cómo funciona
          </h2>
          <ol className={styles.summary}>
            <li>Escribe tu nombre, el email con el que compraste y el número de pedido.</li>
            <li>Revisa tu declaración y pulsa «Confirmar desistimiento».</li>
            <li>
              Recibes el acuse de recibo por email. Te reembolsamos todos los pagos, incluido el
              envío estándar, en un máximo de 14 días.
            </li>
          </ol>
          {site && (
            <p className={styles.note}>
              También puedes enviarnos tu declaración a{' '}
              <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
            </p>
          )}
        </div>
        <div>
          {step === 'form' && (
            <>
              <h2 ref={heading} tabIndex={-1} className={styles.cardTitle}>
                <span className={styles.steps}>Paso 1 de 2 · </span>Tus datos
              </h2>
              <Form form={form} aria-label="Datos del desistimiento">
                <TextField
                  label="Nombre y apellidos"
                  autoComplete="name"
                  required
                  {...form.field('name')}
                />
                <TextField
                  label="Email de la compra"
                  type="email"
                  autoComplete="email"
                  required
                  {...form.field('email')}
                />
                <TextField
                  label="Número de pedido"
                  required
                  hint="Aparece en el asunto del email de confirmación, por ejemplo A1B2C3."
                  {...form.field('orderNumber')}
                />
                <TextField
                  label="Comentario (opcional)"
                  multiline
                  hint="Qué impresiones devuelves, si no son todas. No hace falta dar ningún motivo."
                  {...form.field('comment')}
                />
                <HoneypotField
                  value={values.website}
                  onChange={(value) => form.set('website', value)}
                />
                <SubmitButton>Revisar declaración</SubmitButton>
              </Form>
            </>
          )}
          {step === 'confirm' && (
            <div className={formStyles.form}>
              <h2 ref={heading} tabIndex={-1} className={styles.cardTitle}>
                <span className={styles.steps}>Paso 2 de 2 · </span>Confirma tu desistimiento
              </h2>
              <p className={styles.declaration}>
                Por la presente comunico que desisto de mi contrato de venta del pedido n.º{' '}
                {normalizeOrderNumber(values.orderNumber)}.
              </p>
              <dl className={styles.summary}>
                <div>
                  <dt>Nombre</dt>
                  <dd>{values.name.trim()}</dd>
                </div>
                <div>
                  <dt>Email</dt>
                  <dd>{values.email.trim()}</dd>
                </div>
                {values.comment.trim() && (
                  <div>
                    <dt>Comentario</dt>
                    <dd>{values.comment.trim()}</dd>
                  </div>
                )}
              </dl>
              <FormResult error={send.isError && messageFrom(send.error, msg.withdrawalFailed)} />
              <div className={styles.actions}>
                <button
                  type="button"
                  className={formStyles.button}
                  disabled={send.isPending}
                  onClick={confirm}
                >
                  {send.isPending ? 'Enviando...' : 'Confirmar desistimiento'}
                </button>
                <button
                  type="button"
                  className={formStyles.secondaryButton}
                  disabled={send.isPending}
                  onClick={() => setStep('form')}
                >
                  Modificar datos
                </button>
              </div>
            </div>
          )}
          {step === 'done' && receipt && (
            <div className={formStyles.form}>
              <h2 ref={heading} tabIndex={-1} className={styles.cardTitle}>
                Desistimiento registrado
              </h2>
              <p role="status" className={`${formStyles.message} ${formStyles.success}`}>
                {receipt.message}
              </p>
              <dl className={styles.summary}>
                <div>
                  <dt>Fecha y hora</dt>
                  <dd>{receivedAtFormat.format(new Date(receipt.receivedAt))}</dd>
                </div>
                <div>
                  <dt>Referencia</dt>
                  <dd>{receipt.reference}</dd>
                </div>
              </dl>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
