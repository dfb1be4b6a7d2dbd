import { Link } from 'react-router';
import { paths } from '@shop/contracts';
import { useSiteConfig } from '@/lib/site-config';
import styles from './footer.module.css';

const linkColumns = [
  {
    title: 'Producto',
    links: [
      { to: paths.home.build(), label: 'Galería' },
      { to: paths.events.build(), label: 'Eventos' },
      { to: paths.partner.build(), label: 'Hazte Partner' },
      { to: paths.comingSoon.build(), label: 'Próximamente' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.legalPrivacy.build(), label: 'Política de privacidad' },
      { to: paths.legalTerms.build(), label: 'Términos y condiciones' },
      { to: paths.legalCookie.build(), label: 'Política de cookies' },
      { to: paths.legalNotice.build(), label: 'Aviso legal' },
      { to: paths.withdrawal.build(), label: 'Desistir de una compra' },
    ],
  },
] as const;

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
        {linkColumns.map((column) => (
          <section key={column.title}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
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
        {site && (site.taxId || site.address || site.legalName !== site.siteName) && (
          <span className={styles.holder}>
            {[site.legalName, site.taxId && `NIF ${site.taxId}`, site.address]
              .filter(Boolean)
              .join(' · ')}
          </span>
        )}
      </p>
    </footer>
  );
}
