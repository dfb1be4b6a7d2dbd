import { FormMessage } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { useAdminSiteContent } from '@/features/site-admin/api/get-admin-site-content';
import { AboutEditor } from './about-editor';
import { HomeEditor } from './home-editor';
import { MARKDOWN_HINT } from '@/components/markdown-hint';
import { SectionEditor } from './section-editor';
import { ServicesEditor } from './services-editor';
import styles from './site-admin.module.css';

/**
 * Content management, 'Contenido del sitio': the business identity (footer, legal pages,
 * emails), the home page's hero, 'Servicios', 'Sobre mí', and the texts of /hazte-partner
 * and /coming-soon. Each part saves on its own.
 */
export function SiteContentSection() {
  const { data: content, error, isPending } = useAdminSiteContent();
  if (isPending) return <Spinner />;
  if (error) {
    return (
      <FormMessage kind="error">
        {messageFrom(error, 'No se pudo cargar el contenido del sitio.')}
      </FormMessage>
    );
  }
  const { values, versions } = content;
  return (
    <div className={styles.parts}>
      {content.missingLegalFacts.length > 0 && (
        <p className={styles.warning} role="status">
          Faltan datos que el aviso legal y las condiciones de venta deben mostrar:{' '}
          {content.missingLegalFacts.join(', ')}. Complétalos en «Identidad del negocio».
        </p>
      )}
      <details className={styles.part} open={content.missingLegalFacts.length > 0}>
        <summary>Identidad del negocio</summary>
        <p className={styles.help}>
          Se muestra en el pie de página, el aviso legal, la política de privacidad, las condiciones
          de venta y los emails.
        </p>
        <SectionEditor
          section="identity"
          value={values.identity}
          version={versions.identity}
          submitLabel="Guardar identidad"
          fields={[
            { name: 'tradingName', label: 'Nombre comercial', maxLength: 80, required: true },
            {
              name: 'legalName',
              label: 'Titular (nombre y apellidos o razón social)',
              maxLength: 160,
              required: true,
            },
            { name: 'taxId', label: 'NIF, NIE o CIF', maxLength: 16 },
            {
              name: 'address',
              label: 'Dirección postal',
              maxLength: 240,
              hint: 'En una línea: calle y número, código postal y localidad. Por ejemplo: Calle del Pez 27, 28004 Madrid.',
            },
            {
              name: 'registry',
              label: 'Datos registrales',
              maxLength: 300,
              hint: 'Solo sociedades: Registro Mercantil, tomo, folio y hoja.',
            },
            {
              name: 'contactEmail',
              label: 'Email de contacto',
              maxLength: 254,
              required: true,
              type: 'email',
            },
            {
              name: 'contactPhone',
              label: 'Teléfono de contacto',
              maxLength: 40,
              required: true,
              type: 'tel',
            },
            { name: 'instagramUrl', label: 'Instagram (URL)', maxLength: 300 },
            { name: 'facebookUrl', label: 'Facebook (URL)', maxLength: 300 },
          ]}
        />
      </details>
      <details className={styles.part}>
        <summary>Portada</summary>
        <HomeEditor content={content} />
      </details>
      <details className={styles.part}>
        <summary>Servicios</summary>
        <ServicesEditor content={content} />
      </details>
      <details className={styles.part}>
        <summary>Sobre mí</summary>
        <AboutEditor content={content} />
      </details>
      <details className={styles.part}>
        <summary>Hazte Partner</summary>
        <SectionEditor
          section="partner"
          value={values.partner}
          version={versions.partner}
          submitLabel="Guardar texto de partners"
          fields={[
            { name: 'title', label: 'Título', maxLength: 120, required: true },
            {
              name: 'text',
              label: 'Texto',
              maxLength: 5000,
              required: true,
              multiline: true,
              hint: MARKDOWN_HINT,
            },
          ]}
        />
      </details>
      <details className={styles.part}>
        <summary>Próximamente</summary>
        <SectionEditor
          section="comingSoon"
          value={values.comingSoon}
          version={versions.comingSoon}
          submitLabel="Guardar «Próximamente»"
          fields={[
            { name: 'title', label: 'Título', maxLength: 120, required: true },
            {
              name: 'text',
              label: 'Texto',
              maxLength: 3000,
              required: true,
              multiline: true,
              hint: MARKDOWN_HINT,
            },
          ]}
        />
      </details>
    </div>
  );
}
