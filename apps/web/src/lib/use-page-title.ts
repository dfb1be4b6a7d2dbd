import { useEffect } from 'react';

const SITE = 'Estudio de Fotografía';

export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : SITE;
  }, [title]);
}
