import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { heroImageSizes, paths, type SiteImage } from '@shop/contracts';
import { RichText } from '@/components/rich-text';
import { formatPrice } from '@/lib/format';
import { useSiteContent } from '@/lib/site-content';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './home-page.module.css';

/** Draws an image of the site's content; the router passes the photos' responsive picture. */
export type RenderSiteImage = (image: SiteImage, sizes: string) => ReactNode;

/** Draws the hero photo whole, as the page's main (high-priority) image. */
export type RenderHeroImage = (image: SiteImage, sizes: string) => ReactNode;

/**
 * The home page (docs/rules/gallery-and-photos.md#home-gallery), as the photographer edited it
 * (GET /site/content). The gallery and the picture belong to the photos feature: the router
 * passes them in, so features stay independent of each other.
 */
export function HomePage({
  gallery,
  renderImage,
  renderHero,
}: {
  gallery?: ReactNode;
  renderImage?: RenderSiteImage;
  renderHero?: RenderHeroImage;
}) {
  usePageTitle();
  const { data: content } = useSiteContent();
  const hero = content?.home.hero ?? null;
  return (
    <div className={styles.page}>
      <div className={hero && renderHero ? `${styles.hero} ${styles.withPhoto}` : styles.hero}>
        <div className={styles.heroText}>
          {content?.home.kicker && <p className={styles.kicker}>{content.home.kicker}</p>}
          <h1 className={styles.title}>{content?.home.title ?? 'Fotografía'}</h1>
          {content && <RichText html={content.home.leadHtml} className={styles.lead} />}
        </div>
        {hero && renderHero && <HeroPhoto hero={hero} render={renderHero} />}
      </div>
      <section className={styles.section} aria-labelledby="galeria">
        <h2 id="galeria" className={styles.sectionTitle}>
          Galería
        </h2>
        {gallery}
        <p className={styles.more}>
          <Link to={paths.gallery.build()} className={styles.moreLink}>
            Ver toda la galería
          </Link>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="servicios">
        <h2 id="servicios" className={styles.sectionTitle}>
          Servicios
        </h2>
        {content && (
          <>
            <RichText html={content.services.introHtml} className={styles.intro} />
            <ul className={styles.services}>
              {content.services.items.map((service) => (
                <li key={service.id} className={styles.service}>
                  {service.image && renderImage && (
                    <div className={styles.serviceImage}>
                      {renderImage(
                        service.image,
                        '(min-width: 64rem) 24rem, (min-width: 40rem) 45vw, 90vw',
                      )}
                    </div>
                  )}
                  <h3 className={styles.serviceTitle}>{service.title}</h3>
                  <RichText html={service.html} className={styles.serviceText} />
                  {service.priceFromCents !== null && (
                    <p className={styles.price}>
                      Desde {formatPrice(service.priceFromCents / 100)}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <p className={styles.more}>
              <Link to={paths.contact.build()} className={styles.moreLink}>
                Pide presupuesto
              </Link>
            </p>
          </>
        )}
      </section>
      <section className={styles.section} aria-labelledby="sobre-mi">
        <h2 id="sobre-mi" className={styles.sectionTitle}>
          Sobre mí
        </h2>
        {content && (
          <div className={content.about.portrait ? styles.about : undefined}>
            {content.about.portrait && renderImage && (
              <div className={styles.portrait}>
                {renderImage(content.about.portrait, '(min-width: 48rem) 20rem, 90vw')}
              </div>
            )}
            <div>
              {content.about.title !== 'Sobre mí' && (
                <h3 className={styles.aboutTitle}>{content.about.title}</h3>
              )}
              <RichText html={content.about.html} className={styles.aboutText} />
            </div>
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * The first screen's photo, whole: a box of its own proportions no taller than the screen
 * allows (CSS, from --ratio), so its size is known before the image arrives. It opens the
 * photo's page.
 */
function HeroPhoto({ hero, render }: { hero: SiteImage; render: RenderHeroImage }) {
  const ratio = hero.width > 0 && hero.height > 0 ? hero.width / hero.height : 1.5;
  return (
    <Link
      to={paths.photo.build(hero.id)}
      className={styles.heroPhoto}
      style={{ '--ratio': ratio.toFixed(4) } as CSSProperties}
    >
      {render(hero, heroImageSizes(hero.width, hero.height))}
    </Link>
  );
}
