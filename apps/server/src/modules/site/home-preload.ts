import { heroImageSizes, srcSetOf } from '@shop/contracts';
import type { SiteService } from './site.service';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A <link rel="preload"> for the home page's hero photo (its LCP element), so the browser
 * starts it with the HTML instead of after the JavaScript has run. Same srcset and sizes as
 * the hero's AVIF <source>, or the browser would fetch it twice.
 */
export async function homePreloadTag(site: Pick<SiteService, 'publicContent'>): Promise<string> {
  const { hero } = (await site.publicContent()).home;
  if (!hero || hero.images.avif.length === 0) return '';
  const sizes = heroImageSizes(hero.width, hero.height);
  return `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${attr(srcSetOf(hero.images.avif))}" imagesizes="${attr(sizes)}">`;
}
