import { useEffect } from 'react';
import { useSiteConfig } from './site-config';

/** Until the site configuration has loaded (SITE_NAME's default on the server). */
const DEFAULT_SITE = 'Estudio de Fotografía';

/** The document title of a page: its own title, then the site's name. */
export const pageTitle = (title?: string, site = DEFAULT_SITE) =>
  title ? `${title} · ${site}` : site;

/** The same title the server put in the page's HTML, kept as the visitor navigates. */
export function usePageTitle(title?: string) {
  const site = useSiteConfig().data?.siteName;
  useEffect(() => {
    document.title = pageTitle(title, site);
  }, [title, site]);
}
