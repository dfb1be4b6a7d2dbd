import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalDocumentName } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /site/legal/{document}: the page written from the business identity. */
export const getLegalDocument = (document: LegalDocumentName) =>
  api.GET('/api/site/legal/{document}', { params: { path: { document } } });

export const legalDocumentQueryOptions = (document: LegalDocumentName) =>
  queryOptions({
    queryKey: queryKeys.legalDocument(document),
    queryFn: () => getLegalDocument(document),
    staleTime: 60_000,
  });

export const useLegalDocument = (document: LegalDocumentName) =>
  useQuery(legalDocumentQueryOptions(document));
