import { useState } from 'react';
import { printCatalogMessages as msg, type CatalogProduct } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { formatPrice } from '@/lib/format';
import { useCatalogProducts } from '@/features/print-catalog/api/get-catalog-products';
import { useDeleteCatalogProduct } from '@/features/print-catalog/api/delete-catalog-product';
import { emptyStates } from '@/features/print-catalog/utils/messages';
import { ProductForm } from './product-form';
import styles from './print-catalog.module.css';
import { InlineConfirm } from '@/components/inline-confirm';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** 'Catálogo de impresión' (docs/rules/admin.md#print-catalogue). */
export function CatalogSection() {
  const products = useCatalogProducts();
  const remove = useDeleteCatalogProduct();
  const [editing, setEditing] = useState<CatalogProduct | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const deleteProduct = (product: CatalogProduct) => {
    remove.mutate(product._id, {
      onSuccess: () => {
        setConfirming(null);
        if (editing?._id === product._id) setEditing(null);
        setNotice({ kind: 'success', text: msg.productDeleted });
      },
      onError: (error) => {
        setConfirming(null);
        setNotice({ kind: 'error', text: messageFrom(error, msg.catalogDeleteFailed) });
      },
    });
  };

  return (
    <div className={styles.stack}>
      <ProductForm
        key={editing?._id ?? 'new'}
        editing={editing}
        onDone={(text) => {
          setEditing(null);
          setNotice({ kind: 'success', text });
        }}
        onCancel={() => setEditing(null)}
      />
      {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
      {products.isPending ? (
        <Spinner label="Cargando productos..." />
      ) : products.isError ? (
        <FormMessage kind="error">{messageFrom(products.error, msg.catalogLoadFailed)}</FormMessage>
      ) : products.data.length === 0 ? (
        <p className={styles.muted}>{emptyStates.noProducts}</p>
      ) : (
        <ul className={styles.cardGrid} aria-label="Productos del catálogo">
          {products.data.map((product) => (
            <li key={product._id}>
              <article className={styles.card} aria-labelledby={`product-${product._id}`}>
                <h3 id={`product-${product._id}`} className={styles.cardTitle}>
                  {product.name}
                </h3>
                <ProductFacts product={product} />
                <div className={styles.cardActions}>
                  {confirming === product._id ? (
                    <InlineConfirm
                      question="¿Eliminar este producto?"
                      confirmLabel="Sí, eliminar"
                      pending={remove.isPending}
                      onConfirm={() => deleteProduct(product)}
                      onCancel={() => setConfirming(null)}
                    />
                  ) : (
                    <>
                      <button
                        type="button"
                        className={formStyles.secondaryButton}
                        aria-label={`Editar ${product.sku}`}
                        onClick={() => {
                          setNotice(null);
                          setEditing(product);
                        }}
                      >
                        Editar
                      </button>
                      <button
                        type="button"
                        className={styles.dangerButton}
                        aria-label={`Eliminar ${product.sku}`}
                        onClick={() => {
                          setNotice(null);
                          setConfirming(product._id);
                        }}
                      >
                        Eliminar
                      </button>
                    </>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ProductFacts({ product }: { product: CatalogProduct }) {
  const none = '—';
  const dims = product.productDimensions;
  const area = product.printAreaPixels;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>SKU</dt>
        <dd>{product.sku}</dd>
      </div>
      <div>
        <dt>Precio base</dt>
        <dd>
          {product.basePrice === null
            ? none
            : product.currency === 'EUR'
              ? formatPrice(product.basePrice)
              : `${product.basePrice.toFixed(2).replace('.', ',')} ${product.currency}`}
        </dd>
      </div>
      <div>
        <dt>Medidas</dt>
        <dd>{dims ? `${dims.width} × ${dims.height} ${dims.units}` : none}</dd>
      </div>
      <div>
        <dt>Área de impresión</dt>
        <dd>{area ? `${area.width} × ${area.height} px` : none}</dd>
      </div>
      <div>
        <dt>Ajuste</dt>
        <dd>{product.defaultSizing}</dd>
      </div>
      <div>
        <dt>Países de envío</dt>
        <dd>{product.shipsTo.length}</dd>
      </div>
      <div>
        <dt>Colores</dt>
        <dd>
          {product.availableColors.length > 0
            ? product.availableColors.map((c) => c.name || c.code).join(', ')
            : none}
        </dd>
      </div>
      <div>
        <dt>Variantes</dt>
        <dd>{product.variantCount}</dd>
      </div>
    </dl>
  );
}
