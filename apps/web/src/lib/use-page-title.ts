import { useEffect } from 'react';

const SITE = 'Estudio de Fotografía';

/** The document title of a page: its own title, then the site's. */
export const pageTitle = (title?: string) => (title ? `${title} · ${SITE}` : SITE);

export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
