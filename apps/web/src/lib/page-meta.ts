/** A page's own <title>, description and social-sharing image, put in the served HTML. */
export interface PageMeta {
  title?: string;
  description?: string;
  /** A public image URL (path or absolute) with its size, for og:image. */
  image?: { url: string; width: number; height: number; alt: string };
  /**
   * The page's main image, to fetch before the scripts: the same type, srcset and sizes as
   * the <picture> source the browser will pick, or it would download twice.
   */
  preloadImage?: { type: string; srcset: string; sizes: string };
}
