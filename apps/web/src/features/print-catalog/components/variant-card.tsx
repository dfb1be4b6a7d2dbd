import type { AdminAssetDetails, AdminVariant } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import { formatPrice } from '@/lib/format';
import { emptyStates } from '@/features/print-catalog/utils/messages';
import { QualityVerdict } from './quality-verdict';
import styles from './print-catalog.module.css';

/** What the admin asked of a card: its main asset or one colour's, editing, deleting. */
export type VariantCardAction =
  { kind: 'asset'; colorCode: string | null } | { kind: 'edit' } | { kind: 'delete' };

const money = (amount: number, currency: string) =>
  currency === 'EUR' ? formatPrice(amount) : `${amount.toFixed(2).replace('.', ',')} ${currency}`;

/** '3000 × 3000 px · JPEG' */
export const assetSize = (details: AdminAssetDetails) =>
  `${details.width} × ${details.height} px · ${details.format.toUpperCase()}`;

/** A variant of the photo (docs/rules/admin.md#variants-per-photo). */
export function VariantCard({
  variant,
  confirmingDelete,
  busy,
  onAction,
  onCancelDelete,
}: {
  variant: AdminVariant;
  confirmingDelete: boolean;
  busy: boolean;
  onAction: (action: VariantCardAction) => void;
  onCancelDelete: () => void;
}) {
  const title = variant.displayName || variant.catalogProduct.name;
  const headingId = `variant-${variant.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <span className={styles.status} data-active={variant.isActive}>
        {variant.isActive ? 'Activa' : 'Inactiva'}
      </span>
      <h3 id={headingId} className={styles.cardTitle}>
        {title}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>SKU</dt>
          <dd>{variant.catalogProduct.sku}</dd>
        </div>
        <div>
          <dt>Precio</dt>
          <dd>
            {variant.retailPrice === null
              ? 'Proveedor + margen'
              : money(variant.retailPrice, variant.currency)}
          </dd>
        </div>
        <div>
          <dt>Margen</dt>
          <dd>{money(variant.profitMargin, variant.currency)}</dd>
        </div>
        <div>
          <dt>Modo</dt>
          <dd>{variant.sizing}</dd>
        </div>
      </dl>
      <div className={styles.quality}>
        <h4 className={formStyles.label}>Asset principal</h4>
        {variant.assetUrl ? (
          <img className={styles.assetImage} src={variant.assetUrl} alt={`Asset de ${title}`} />
        ) : null}
        <p className={styles.muted} data-testid="main-asset-size">
          {variant.assetDetails ? assetSize(variant.assetDetails) : 'Sin asset recortado'}
        </p>
        <QualityVerdict quality={variant.printQuality} />
      </div>
      <div>
        <h4 className={formStyles.label}>Mockups</h4>
        {variant.mockupImages.length === 0 ? (
          <p className={styles.muted}>{emptyStates.noMockups}</p>
        ) : (
          <ul className={styles.thumbs}>
            {variant.mockupImages.map((mockup, index) => (
              <li key={mockup.id}>
                <img
                  src={mockup.url}
                  alt={mockup.label || `Mockup ${index + 1}`}
                  loading="lazy"
                  width={mockup.width}
                  height={mockup.height}
                />
                {mockup.label && <span>{mockup.label}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {variant.colorOptions.length > 0 && (
        <div>
          <h4 className={formStyles.label}>Colores</h4>
          <ul className={styles.colorList}>
            {variant.colorOptions.map((color) => (
              <li key={color.code}>
                <span>
                  {color.name || color.code} ({color.code})
                  {color.assetDetails && (
                    <span className={styles.muted}> · {assetSize(color.assetDetails)}</span>
                  )}
                  {color.mockupImageRefs.length > 0 && (
                    <span className={styles.muted}>
                      {' '}
                      · {color.mockupImageRefs.length} mockup
                      {color.mockupImageRefs.length === 1 ? '' : 's'}
                    </span>
                  )}
                </span>
                <QualityVerdict quality={color.printQuality} />
                <button
                  type="button"
                  className={`${formStyles.secondaryButton} ${styles.smallButton}`}
                  aria-label={`Editar asset del color ${color.name || color.code}`}
                  onClick={() => onAction({ kind: 'asset', colorCode: color.code })}
                >
                  Editar asset
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.cardActions}>
        {confirmingDelete ? (
          <>
            <span className={styles.muted}>¿Eliminar esta variante?</span>
            <button
              type="button"
              className={styles.dangerButton}
              disabled={busy}
              onClick={() => onAction({ kind: 'delete' })}
            >
              Sí, eliminar
            </button>
            <button
              type="button"
              className={formStyles.secondaryButton}
              disabled={busy}
              onClick={onCancelDelete}
            >
              Cancelar
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className={formStyles.secondaryButton}
              onClick={() => onAction({ kind: 'asset', colorCode: null })}
            >
              Editar asset principal
            </button>
            <button
              type="button"
              className={formStyles.secondaryButton}
              aria-label={`Editar la variante ${title}`}
              onClick={() => onAction({ kind: 'edit' })}
            >
              Editar
            </button>
            <button
              type="button"
              className={styles.dangerButton}
              aria-label={`Eliminar la variante ${title}`}
              onClick={() => onAction({ kind: 'delete' })}
            >
              Eliminar
            </button>
          </>
        )}
      </div>
    </article>
  );
}
