import { lazy, Suspense, useRef, useState, type ComponentType, type CSSProperties } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths, photoMessages, type PublicPhotoPage } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import priceNote from '@/components/price-note.module.css';
import formStyles from '@/components/form.module.css';
import { Spinner } from '@/components/spinner';
import { formatDate, formatPrice } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { isNotFound, usePublicPhoto } from '@/features/photos/api/get-public-photo';
import { ResponsivePhoto } from '@/features/photos/components/responsive-photo';
import { PhotoNavigation, useNeighbourKeys } from './photo-navigation';
import styles from './photo-page.module.css';

// Only visitors who open the full-screen viewer download it.
const PhotoViewer = lazy(async () => ({
  default: (await import('@/features/photos/components/photo-viewer')).PhotoViewer,
}));

/**
 * How wide the image is drawn (photo-page.module.css): 3/5 of a page of at most 80rem with
 * 1.25rem of padding and a 3rem gap from 1024 px; the whole width below.
 */
export const PHOTO_PAGE_SIZES =
  '(min-width: 1280px) 715px, (min-width: 1024px) calc((100vw - 5.5rem) * 0.6), ' +
  'calc(100vw - 2.5rem)';

/**
 * The height the photo may take (photo-page.module.css): 85 % of the screen on a phone; from
 * 1024 px the screen less the top bar, the sticky gap and the navigation below the photo, so
 * the sticky column shows it whole.
 */
const MOBILE_HEIGHT = '85vh';
const DESKTOP_HEIGHT = '(100vh - 10.5rem)';

/**
 * PHOTO_PAGE_SIZES for one photo: never wider than its own pixels, nor than its height
 * allows (the media box is capped at both in CSS), so a small or tall photo does not make the
 * browser fetch a derivative it would draw shrunk.
 */
export function photoPageSizes(width: number, height: number): string {
  const ratio = height > 0 ? (width / height).toFixed(4) : null;
  const cap = (size: string, tall: string) =>
    ratio ? `min(${size}, ${width}px, calc(${tall} * ${ratio}))` : `min(${size}, ${width}px)`;
  return (
    `(min-width: 1280px) ${cap('715px', DESKTOP_HEIGHT)}, ` +
    `(min-width: 1024px) ${cap('calc((100vw - 5.5rem) * 0.6)', DESKTOP_HEIGHT)}, ` +
    cap('calc(100vw - 2.5rem)', MOBILE_HEIGHT)
  );
}

/** What the page shows in its buy section (the router passes the checkout feature's form). */
export type BuySlot = ComponentType<{ photoId: string }>;

/**
 * docs/rules/gallery-and-photos.md#photo-page. The buy form is another feature's: the router
 * composes it through `buySection`; without one the section says there are no print options.
 */
export function PhotoPage({ buySection }: { buySection?: BuySlot }) {
  const { photoId = '' } = useParams();
  const photo = usePublicPhoto(photoId);
  usePageTitle(
    photo.data?.title ?? (isNotFound(photo.error) ? photoMessages.notFound : 'Fotografía'),
  );

  if (photo.isPending) return <Spinner label="Cargando fotografía..." />;
  if (photo.isError) {
    return (
      <section className={styles.missing}>
        {isNotFound(photo.error) ? (
          <h1 className={styles.missingTitle}>{photoMessages.notFound}</h1>
        ) : (
          <>
            <FormMessage kind="error">
              No pudimos cargar la fotografía. Inténtalo de nuevo.
            </FormMessage>
            <button
              type="button"
              className={formStyles.button}
              onClick={() => void photo.refetch()}
            >
              Reintentar
            </button>
          </>
        )}
        <BackButton />
      </section>
    );
  }
  return <PhotoDetails photo={photo.data} BuySection={buySection} />;
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

/**
 * The media box's widest, read by photo-page.module.css: its own pixels, and the width at
 * which the photo is as tall as the screen allows.
 */
function mediaBox(photo: PublicPhotoPage): CSSProperties {
  return {
    '--photo-width': `${photo.width}px`,
    '--photo-ratio': photo.height > 0 ? (photo.width / photo.height).toFixed(4) : '100',
  } as CSSProperties;
}

function PhotoDetails({ photo, BuySection }: { photo: PublicPhotoPage; BuySection?: BuySlot }) {
  const { camera, lens, location, shotAt } = photo.metadata;
  const [viewing, setViewing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useNeighbourKeys(photo.neighbours, !viewing);
  return (
    <article className={styles.page} aria-labelledby="photo-title">
      <div className={styles.media} style={mediaBox(photo)}>
        <button
          ref={opener}
          type="button"
          className={styles.zoomButton}
          onClick={() => setViewing(true)}
          aria-label={`Ver «${photo.title}» a pantalla completa`}
        >
          <ResponsivePhoto
            photo={photo}
            sizes={photoPageSizes(photo.width, photo.height)}
            priority="high"
            blur={false}
            className={styles.image}
          />
        </button>
        <PhotoNavigation neighbours={photo.neighbours} />
      </div>
      {viewing && (
        <Suspense fallback={null}>
          <PhotoViewer
            photo={photo}
            onClose={() => {
              setViewing(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
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
          <ReferencePrice price={photo.price} />
          {BuySection ? (
            <BuySection photoId={photo._id} />
          ) : (
            <p className={styles.muted}>{photoMessages.noPrintOptions}</p>
          )}
        </section>
      </div>
    </article>
  );
}

/**
 * The photo's own price (docs/rules/gallery-and-photos.md#photo-price): its licence of use,
 * told apart from the prints below it, which are priced by product, copies and destination.
 */
function ReferencePrice({ price }: { price: number | null }) {
  return (
    <dl className={priceNote.priceNote}>
      <dt>Licencia de uso</dt>
      <dd>{price === null ? photoMessages.askPrice : formatPrice(price)}</dd>
      {price !== null && (
        <dd>
          Para usar la fotografía en una publicación o un proyecto, IVA incluido. Las impresiones se
          compran abajo, cada una con su precio.
        </dd>
      )}
    </dl>
  );
}
