import type { JsonLd } from './structured-data';

/** A page's own <title>, description and social-sharing image, put in the served HTML. */
export interface PageMeta {
  title?: string;
  description?: string;
  /** og:type; 'website' when not given. */
  type?: 'website' | 'article';
  /** A public image URL (path or absolute) with its size, for og:image. */
  image?: { url: string; width: number; height: number; alt: string };
  /**
   * The page's main image, to fetch before the scripts: the same type, srcset and sizes as
   * the <picture> source the browser will pick, or it would download twice.
   */
  preloadImage?: { type: string; srcset: string; sizes: string };
  /**
   * schema.org objects about the page (the business, a photograph), with absolute URLs. The
   * server writes each in a <script type="application/ld+json">: data, which the CSP's
   * `script-src 'self'` does not block, with '<' escaped so no text can close the element.
   */
  structuredData?: JsonLd[];
}

/** Search results show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** `text` on one line, cut at a word before `max` characters with an ellipsis. */
export function shortDescription(text: string, max = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
