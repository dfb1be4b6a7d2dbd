import { Link, useLocation } from 'react-router';
import { paths, type PartnerApplication } from '@shop/contracts';
import { ContentPage } from '@/components/content-page';
import { FormMessage } from '@/components/form-message';
import { RichText } from '@/components/rich-text';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session/session-context';
import { useSiteContent } from '@/lib/site-content';
import { useMyPartnerApplication } from '@/features/partner/api/partner-application';
import { PartnerApplicationForm } from '@/features/partner/components/partner-application-form';
import styles from './partner-page.module.css';

/** What the role gives today, said plainly: the programme's perks are not built yet. */
export const PARTNER_TODAY =
  'El programa está empezando. Hoy, ser partner significa que tu cuenta queda identificada como colaboradora y que acordamos contigo, en persona o por email, cada proyecto: encargos, impresiones para tus clientes o eventos en tu espacio. Las ventajas dentro de la web (condiciones para partners y pedidos a nombre de tus clientes) llegarán más adelante; te avisaremos cuando estén.';

function ApplicationStatus({ application }: { application: PartnerApplication }) {
  const sent = formatDate(application.createdAt);
  if (application.status === 'pending')
    return (
      <FormMessage kind="info">
        {`Recibimos tu solicitud para ${application.business} el ${sent}. Está pendiente de revisión: te escribiremos cuando la resolvamos.`}
      </FormMessage>
    );
  return (
    <div className={styles.status}>
      <FormMessage kind="info">
        {`Revisamos tu solicitud del ${sent} para ${application.business} y por ahora no pudimos aceptarla.`}
      </FormMessage>
      {application.decisionNote && <p className={styles.note}>{application.decisionNote}</p>}
      <p>Si algo ha cambiado, puedes enviar una nueva solicitud.</p>
    </div>
  );
}

/** The application part: depends on who is reading. */
function PartnerApplicationArea() {
  const { isAuthenticated, isLoading, profile, isEmailConfirmed } = useSession();
  const location = useLocation();
  const mine = useMyPartnerApplication(isAuthenticated);
  if (isLoading || (isAuthenticated && mine.isPending)) return <Spinner label="Cargando..." />;
  if (!isAuthenticated || !profile) {
    const redirect = encodeURIComponent(location.pathname);
    return (
      <p>
        Para enviar tu solicitud,{' '}
        <Link to={`${paths.signIn.build()}?redirect=${redirect}`}>inicia sesión</Link> o{' '}
        <Link to={`${paths.signUp.build()}?redirect=${redirect}`}>crea una cuenta</Link>: es gratis
        y te lleva un minuto.
      </p>
    );
  }
  if (profile.role === 'partner' || profile.role === 'admin')
    return (
      <FormMessage kind="success">
        {profile.role === 'partner'
          ? 'Tu cuenta es partner. Escríbenos cuando quieras para el próximo proyecto.'
          : 'Eres la administradora del sitio: las solicitudes se revisan en Gestión de contenido.'}
      </FormMessage>
    );
  if (mine.isError)
    return (
      <FormMessage kind="error">No pudimos cargar tu solicitud. Recarga la página.</FormMessage>
    );
  const application = mine.data?.application ?? null;
  if (application?.status === 'pending') return <ApplicationStatus application={application} />;
  if (!isEmailConfirmed)
    return (
      <FormMessage kind="info">
        Confirma tu email para enviar la solicitud: te enviamos un enlace al registrarte (puedes
        pedir otro desde Mi Perfil).
      </FormMessage>
    );
  return (
    <>
      {application && <ApplicationStatus application={application} />}
      <PartnerApplicationForm defaultName={profile.name} />
    </>
  );
}

/** /hazte-partner: the programme as the photographer wrote it, what it means today, and the form. */
export function PartnerPage() {
  const { data: content } = useSiteContent();
  return (
    <ContentPage title={content?.partner.title ?? 'Hazte Partner'}>
      {content && <RichText html={content.partner.html} />}
      <aside className={styles.today} aria-labelledby="partner-today">
        <h2 id="partner-today">Qué significa hoy ser partner</h2>
        <p>{PARTNER_TODAY}</p>
      </aside>
      <section className={styles.apply} aria-labelledby="partner-apply">
        <h2 id="partner-apply">Solicitud</h2>
        <PartnerApplicationArea />
      </section>
    </ContentPage>
  );
}
