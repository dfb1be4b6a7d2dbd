import { Link } from 'react-router';
import { paths } from '@shop/contracts';
import { usePageTitle } from '@/lib/use-page-title';
import { useSiteConfig } from '@/lib/site-config';
import { ContactForm } from '@/features/contact/components/contact-form';
import styles from '@/features/contact/components/contact.module.css';

/**
 * /contact: how to reach the studio (the business identity's email, phone and address, as
 * the footer and the legal pages show them) and a form that reaches the photographer.
 */
export function ContactPage() {
  usePageTitle('Contacto');
  const { data: site } = useSiteConfig();
  return (
    <section className={styles.page} aria-labelledby="contact-title">
      <h1 id="contact-title" className={styles.title}>
        Contacto
      </h1>
      <p className={styles.lead}>
        Sesiones de retrato, eventos, encargos o dudas sobre una impresión: escríbenos y te
        respondemos por email, normalmente en uno o dos días laborables.
      </p>
      <div className={styles.columns}>
        <div className={styles.card}>
          <h2 id="contact-details" className={styles.cardTitle}>
            {site?.siteName ?? 'El estudio'}
          </h2>
          {site && (
            <dl className={styles.details}>
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
                </dd>
              </div>
              <div>
                <dt>Teléfono</dt>
                <dd>
                  <a href={`tel:${site.contactPhone.replace(/\s+/g, '')}`}>{site.contactPhone}</a>
                </dd>
              </div>
              {site.address && (
                <div>
                  <dt>Dirección</dt>
                  <dd>{site.address}</dd>
                </div>
              )}
              {site.legalName !== site.siteName && (
                <div>
                  <dt>Titular</dt>
                  <dd>{site.legalName}</dd>
                </div>
              )}
            </dl>
          )}
          <p className={styles.note}>
            ¿Quieres devolver una impresión? Usa{' '}
            <Link to={paths.withdrawal.build()}>Desistir de una compra</Link>: recibirás al momento
            un acuse de recibo por email.
          </p>
        </div>
        <div>
          <h2 className={styles.cardTitle}>Escríbenos</h2>
          <ContactForm holder={site?.legalName} contactEmail={site?.contactEmail} />
        </div>
      </div>
    </section>
  );
}
