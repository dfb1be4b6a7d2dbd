import { paths } from '@shop/contracts';
import { useSiteConfig } from '@/lib/site-config';
import styles from './checkout.module.css';

/** What a consumer must know right above the button (checkout-and-payments.md#before-paying). */
export function LegalNotice() {
  const site = useSiteConfig();
  const email = site.data?.contactEmail;
  return (
    <div className={styles.legal}>
      <p>El total incluye el IVA y los gastos de envío. Se imprime bajo pedido.</p>
      <p>
        Derecho de desistimiento: tienes 14 días naturales desde la entrega para devolver la
        impresión sin dar explicaciones, desde{' '}
        <a href={paths.withdrawal.build()} target="_blank" rel="noopener">
          Desistir de una compra
        </a>
        {email ? (
          <>
            {' '}
            o escribiéndonos a <a href={`mailto:${email}`}>{email}</a>
          </>
        ) : null}
        ; te reembolsamos el importe, incluido el envío estándar, en 14 días. Garantía legal de 3
        años. Más detalles en los {/* A new tab: the form keeps what was typed. */}
        <a href={paths.legalTerms.build()} target="_blank" rel="noopener">
          términos y condiciones
        </a>
        {site.data?.siteName ? ` de ${site.data.siteName}` : ''}.
      </p>
    </div>
  );
}
