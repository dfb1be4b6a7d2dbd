import { Link } from 'react-router';
import { paths } from '@shop/contracts';
import { useSiteConfig } from '../../features/site/api/get-site-config';
import styles from './footer.module.css';

export function Footer({ className }: { className?: string }) {
  const { data: site } = useSiteConfig();
  const year = new Date().getFullYear();
  const socialLinks = [
    { label: 'Instagram', href: site?.instagramUrl },
    { label: 'Facebook', href: site?.facebookUrl },
  ].filter((l): l is { label: string; href: string } => Boolean(l.href));
  return (
    <footer className={[styles.footer, className].filter(Boolean).join(' ')}>
      <div className={styles.columns}>
        <section>
          <h2 className={styles.heading}>Contacto</h2>
          <ul className={styles.list}>
            {site && (
              <>
                <li>
                  <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
                </li>
                <li>
                  <a href={`tel:${site.contactPhone.replace(/\s+/g, '')}`}>{site.contactPhone}</a>
                </li>
              </>
            )}
            <li>
              <Link to={paths.contact.build()}>Escríbenos</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>Producto</h2>
          <ul className={styles.list}>
            <li>
              <Link to={paths.home.build()}>Galería</Link>
            </li>
            <li>
              <Link to={paths.events.build()}>Eventos</Link>
            </li>
            <li>
              <Link to={paths.partner.build()}>Hazte Partner</Link>
            </li>
            <li>
              <Link to={paths.comingSoon.build()}>Próximamente</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>Legal</h2>
          <ul className={styles.list}>
            <li>
              <Link to={paths.legalPrivacy.build()}>Política de privacidad</Link>
            </li>
            <li>
              <Link to={paths.legalTerms.build()}>Términos y condiciones</Link>
            </li>
            <li>
              <Link to={paths.legalCookie.build()}>Política de cookies</Link>
            </li>
            <li>
              <Link to={paths.legalNotice.build()}>Aviso legal</Link>
            </li>
          </ul>
        </section>
        {socialLinks.length > 0 && (
          <section>
            <h2 className={styles.heading}>Redes</h2>
            <ul className={styles.list}>
              {socialLinks.map((link) => (
                <li key={link.label}>
                  <a href={link.href} rel="noopener noreferrer" target="_blank">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className={styles.copy}>
        © {year} {site?.siteName ?? 'Estudio de Fotografía'}. Todos los derechos reservados.
      </p>
    </footer>
  );
}
