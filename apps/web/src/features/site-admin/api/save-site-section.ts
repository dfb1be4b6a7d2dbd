import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteContentSection, SiteContentValues } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface SiteSectionSave<S extends SiteContentSection = SiteContentSection> {
  section: S;
  /** The version the editor read: a newer save by someone else is refused (409). */
  version: number;
  value: SiteContentValues[S];
}

/** PUT /admin/site-content/{section}: answers the whole content as it now is. */
export const saveSiteSection = ({ section, version, value }: SiteSectionSave) =>
  api.PUT('/api/admin/site-content/{section}', {
    params: { path: { section } },
    body: { version, value },
  });

export function useSaveSiteSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSection,
    onSuccess: (content) => {
      queryClient.setQueryData(queryKeys.adminSiteContent(), content);
      // What visitors see: the pages' content and the footer's identity.
      void queryClient.invalidateQueries({ queryKey: queryKeys.siteContent() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.siteConfig() });
      void queryClient.invalidateQueries({ queryKey: ['legal-document'] });
    },
  });
}
