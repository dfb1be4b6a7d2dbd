import { useId } from 'react';
import { Link } from 'react-router';
import {
  contactFormErrors,
  contactLimits,
  contactMessages as msg,
  paths,
  type ContactFormValues,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormMessage, FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { useSendContactMessage } from '@/features/contact/api/send-contact-message';
import styles from './contact.module.css';
import { HoneypotField } from './honeypot-field';
import { serverFieldErrors } from './server-field-errors';

const emptyMessage = (): ContactFormValues & { website: string } => ({
  name: '',
  email: '',
  subject: '',
  message: '',
  consent: false,
  website: '',
});

const fields = ['name', 'email', 'subject', 'message', 'consent'] as const;

/**
 * /contact's form: checked in the browser by the contract's rules (contactFormErrors, the
 * server's schema gives the same messages), then sent; the server's confirmation shows
 * under it and the fields empty.
 */
export function ContactForm({ holder, contactEmail }: { holder?: string; contactEmail?: string }) {
  const id = useId();
  const send = useSendContactMessage();
  const form = useForm({
    initial: emptyMessage,
    limits: {
      name: contactLimits.name,
      email: contactLimits.email,
      subject: contactLimits.subject,
      message: contactLimits.message,
    },
    validate: (values) => contactFormErrors(values),
    onSubmit: (values) =>
      send.mutate(
        { ...values, consent: true },
        {
          onSuccess: () => form.reset(),
          onError: (error) => {
            for (const [name, message] of Object.entries(serverFieldErrors(error, fields))) {
              form.setError(name as (typeof fields)[number], message);
            }
          },
        },
      ),
  });
  const { values, errors } = form;
  const consentErrorId = `${id}-consent-error`;

  return (
    <Form form={form} aria-label="Formulario de contacto">
      <TextField label="Nombre" autoComplete="name" required {...form.field('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <TextField label="Asunto" required {...form.field('subject')} />
      <TextField label="Mensaje" multiline required {...form.field('message')} />
      <HoneypotField value={values.website} onChange={(value) => form.set('website', value)} />
      <div>
        <label className={formStyles.check}>
          <input
            type="checkbox"
            aria-required="true"
            aria-invalid={Boolean(errors.consent) || undefined}
            aria-describedby={errors.consent ? consentErrorId : undefined}
            checked={values.consent}
            onChange={(e) => form.set('consent', e.target.checked)}
          />
          <span>
            He leído y acepto la{' '}
            <Link to={paths.legalPrivacy.build()} target="_blank">
              política de privacidad
            </Link>
          </span>
        </label>
        <FormMessage kind="error" id={consentErrorId}>
          {errors.consent}
        </FormMessage>
      </div>
      <p className={styles.privacy}>
        Responsable: {holder ?? 'el titular de la web'}. Usamos tus datos solo para responder a tu
        mensaje, con tu consentimiento, y los borramos cuando ya no hacen falta. Puedes acceder a
        ellos, corregirlos o pedir que los borremos
        {contactEmail ? ` escribiendo a ${contactEmail}` : ''}. Más información en la política de
        privacidad.
      </p>
      <FormResult
        error={send.isError && !hasFieldError(errors) && messageFrom(send.error, msg.messageFailed)}
        success={send.isSuccess && send.data.message}
      />
      <SubmitButton pending={send.isPending} pendingLabel="Enviando...">
        Enviar mensaje
      </SubmitButton>
    </Form>
  );
}

const hasFieldError = (errors: Partial<Record<string, string | null>>) =>
  fields.some((name) => Boolean(errors[name]));
