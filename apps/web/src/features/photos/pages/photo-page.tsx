import { useLocation, useNavigate, useParams } from 'react-router';
import { paths, photoMessages, type PublicPhoto } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { formatDate, formatPrice } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { isNotFound, usePublicPhoto } from '@/features/photos/api/get-public-photo';
import { ResponsivePhoto } from '@/features/photos/components/responsive-photo';
import styles from './photo-page.module.css';

/**
 * How wide the image is drawn (photo-page.module.css): 3/5 of a page of at most 80rem with
 * 1.25rem of padding and a 3rem gap from 1024 px; the whole width below.
 */
export const PHOTO_PAGE_SIZES =
  '(min-width: 1280px) 715px, (min-width: 1024px) calc((100vw - 5.5rem) * 0.6), ' +
  'calc(100vw - 2.5rem)';

/** storefront-customer §2 Photo page (/photo/{photoId}); the buy form comes with checkout. */
export function PhotoPage() {
  const { photoId = '' } = useParams();
  const photo = usePublicPhoto(photoId);
  usePageTitle(photo.data?.title ?? 'Fotografía');

  if (photo.isPending) return <Spinner label="Cargando fotografía..." />;
  if (photo.isError) {
    return (
      <section className={styles.missing}>
        {isNotFound(photo.error) ? (
          <h1 className={styles.missingTitle}>{photoMessages.notFound}</h1>
        ) : (
          <FormMessage kind="error">
            No pudimos cargar la fotografía. Inténtalo de nuevo.
          </FormMessage>
        )}
        <BackButton />
      </section>
    );
  }
  return <PhotoDetails photo={photo.data} />;
}

/** Back in the history, or home when this page was the first one opened. */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      className={formStyles.secondaryButton}
      onClick={() => {
        // React Router gives the first entry of the session the key 'default'.
        if (location.key === 'default') void navigate(paths.home.build(), { replace: true });
        else void navigate(-1);
      }}
    >
      Volver
    </button>
  );
}

function PhotoDetails({ photo }: { photo: PublicPhoto }) {
  const { camera, lens, location, shotAt } = photo.metadata;
  return (
    <article className={styles.page} aria-labelledby="photo-title">
      {/* A tall photo stays within the screen: the column narrows to its capped height. */}
      <div
        className={styles.media}
        style={
          photo.height > 0
            ? { maxWidth: `calc(85vh * ${(photo.width / photo.height).toFixed(4)})` }
            : undefined
        }
      >
        <ResponsivePhoto
          photo={photo}
          sizes={PHOTO_PAGE_SIZES}
          priority="high"
          className={styles.image}
        />
      </div>
      <div className={styles.info}>
        <header>
          <h1 id="photo-title" className={styles.title}>
            {photo.title}
          </h1>
          <p className={styles.published}>
            Publicada el <time dateTime={photo.createdAt}>{formatDate(photo.createdAt)}</time>
          </p>
        </header>
        {photo.description && <p className={styles.description}>{photo.description}</p>}
        {photo.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Etiquetas">
            {photo.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>Precio de referencia</dt>
            <dd>{photo.price === null ? photoMessages.askPrice : formatPrice(photo.price)}</dd>
          </div>
          {camera && (
            <div>
              <dt>Cámara</dt>
              <dd>{camera}</dd>
            </div>
          )}
          {lens && (
            <div>
              <dt>Objetivo</dt>
              <dd>{lens}</dd>
            </div>
          )}
          {location && (
            <div>
              <dt>Ubicación</dt>
              <dd>{location}</dd>
            </div>
          )}
          {shotAt && (
            <div>
              <dt>Fecha de captura</dt>
              <dd>
                <time dateTime={shotAt}>{formatDate(shotAt)}</time>
              </dd>
            </div>
          )}
        </dl>
        <section className={styles.buy} aria-labelledby="buy-title">
          <h2 id="buy-title" className={styles.buyTitle}>
            Comprar una impresión
          </h2>
          <p className={styles.muted}>{photoMessages.noPrintOptions}</p>
        </section>
      </div>
    </article>
  );
}
