import { useId } from 'react';
import { Link } from 'react-router';
import {
  fieldLimits,
  launchListConsentText,
  launchListMessages as msg,
  launchListSignupErrors,
  paths,
} from '@shop/contracts';
import { Form, SubmitButton } from '@/components/form';
import { FormMessage, FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { TextField } from '@/components/text-field';
import { messageFrom, refusedFieldMessage } from '@/lib/error-message';
import { useSiteConfig } from '@/lib/site-config';
import { useForm } from '@/lib/use-form';
import { useHydrated } from '@/lib/use-hydrated';
import { useJoinLaunchList } from '@/features/launch-list/api/join-launch-list';
import styles from './launch-list.module.css';

interface Values {
  email: string;
  consent: boolean;
  /** The honeypot: people never see it; a bot that fills it is answered and ignored. */
  website: string;
}

const PRIVACY_LINK_TEXT = 'política de privacidad';
const [consentBefore = '', consentAfter = ''] = launchListConsentText.split(PRIVACY_LINK_TEXT);

/**
 * /coming-soon's 'Avísame': an email and an unticked consent box whose label is the exact
 * text the server stores (launchListConsentText), the basic privacy information beside it
 * (the AEPD's first layer), and a hidden honeypot. The answer never says whether the
 * address was listed already: it asks to check the inbox.
 */
export function LaunchListForm() {
  const id = useId();
  const join = useJoinLaunchList();
  const { data: site } = useSiteConfig();
  // The page is rendered on the server: text typed before React takes over would be lost
  // (the fields' state starts empty), so the fields wait, disabled, until then.
  const hydrated = useHydrated();
  const form = useForm<Values>({
    initial: { email: '', consent: false, website: '' },
    limits: { email: fieldLimits.account.email },
    // The contract's rules, the same the server's schema is built from.
    validate: launchListSignupErrors,
    // validate() has refused anything but a ticked box by now.
    onSubmit: ({ email, consent, website }) => consent && join.mutate({ email, consent, website }),
  });
  const { values, errors } = form;

  if (join.isSuccess) {
    return (
      <div className={styles.panel}>
        <h2 className={styles.heading}>Avísame</h2>
        <FormMessage kind="success">{join.data.message || msg.signupAccepted}</FormMessage>
      </div>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        Avísame
      </h2>
      <p className={styles.lead}>
        Déjanos tu email y te escribiremos cuando esté listo. Te pediremos que lo confirmes.
      </p>
      <Form form={form}>
        <fieldset className={styles.fields} disabled={!hydrated}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required="aria"
            {...form.field('email')}
          />
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor={`${id}-website`}>No rellenes este campo</label>
            <input
              id={`${id}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(e) => form.set('website', e.target.value)}
            />
          </div>
          <div className={formStyles.field}>
            <label className={formStyles.check}>
              <input
                type="checkbox"
                aria-required="true"
                aria-invalid={Boolean(errors.consent) || undefined}
                aria-describedby={`${id}-info`}
                checked={values.consent}
                onChange={(e) => form.set('consent', e.target.checked)}
              />
              <span data-testid="launch-list-consent">
                {consentBefore}
                <Link to={paths.legalPrivacy.build()} target="_blank">
                  {PRIVACY_LINK_TEXT}
                </Link>
                {consentAfter}
              </span>
            </label>
            <FormMessage kind="error">{errors.consent}</FormMessage>
          </div>
          <p id={`${id}-info`} className={formStyles.hint}>
            Responsable: {site?.legalName ?? 'el titular del estudio'}. Finalidad: avisarte por
            email del lanzamiento y de las novedades. Legitimación: tu consentimiento, que puedes
            retirar cuando quieras con el enlace de baja de cada email. Destinatario: nuestro
            proveedor de email. Derechos: acceso, rectificación, supresión y los demás que explica
            la política de privacidad.
          </p>
          <FormResult
            error={
              join.isError &&
              (refusedFieldMessage(join.error) ?? messageFrom(join.error, msg.signupFailed))
            }
          />
          <SubmitButton pending={join.isPending} pendingLabel="Enviando...">
            Avísame
          </SubmitButton>
        </fieldset>
      </Form>
    </section>
  );
}
