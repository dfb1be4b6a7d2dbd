import {
  isBlankText,
  isHttpsUrl,
  partnerFieldLimits,
  partnerMessages as msg,
  partnerWebsiteLimit,
  type PartnerApplicationInput,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormResult } from '@/components/form-message';
import { TextField } from '@/components/text-field';
import { messageFrom } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { fieldErrorsFrom } from '@/lib/field-errors';
import { useApplyForPartner } from '@/features/partner/api/partner-application';

const SEND_FAILED = 'No se pudo enviar la solicitud. Inténtalo de nuevo.';

/** The application: name, business, web (optional) and why; checked here and by the server. */
export function PartnerApplicationForm({ defaultName }: { defaultName: string }) {
  const apply = useApplyForPartner();
  const form = useForm<PartnerApplicationInput>({
    initial: { name: defaultName, business: '', website: '', motivation: '' },
    limits: { ...partnerFieldLimits, website: partnerWebsiteLimit },
    validate: (values) => ({
      name: isBlankText(values.name) ? msg.nameRequired : null,
      business: isBlankText(values.business) ? msg.businessRequired : null,
      website:
        values.website.trim() && !isHttpsUrl(values.website.trim()) ? msg.websiteInvalid : null,
      motivation: isBlankText(values.motivation) ? msg.motivationRequired : null,
    }),
    onSubmit: (values) =>
      apply.mutate(
        { ...values, website: values.website.trim() },
        {
          onError: (error) => {
            for (const [name, message] of Object.entries(fieldErrorsFrom(error)))
              form.setError(name as keyof PartnerApplicationInput, message);
          },
        },
      ),
  });
  return (
    <Form form={form} aria-label="Solicitud de partner">
      <TextField label="Tu nombre" {...form.field('name')} autoComplete="name" required />
      <TextField
        label="Negocio o proyecto"
        {...form.field('business')}
        autoComplete="organization"
        required
      />
      <TextField
        label="Web (opcional)"
        {...form.field('website')}
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
      />
      <TextField
        label="¿Por qué quieres colaborar?"
        {...form.field('motivation')}
        multiline
        required
        hint="Cuéntanos qué haces y qué te gustaría hacer juntos."
      />
      <SubmitButton pending={apply.isPending} pendingLabel="Enviando...">
        Enviar solicitud
      </SubmitButton>
      <FormResult error={apply.error && messageFrom(apply.error, SEND_FAILED)} />
    </Form>
  );
}
