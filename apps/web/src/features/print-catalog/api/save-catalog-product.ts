import { useMutation, useQueryClient } from '@tanstack/react-query';
import { printCatalogApi, type CatalogProduct, type CatalogProductBody } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /prodigi/catalog (no id: a new product) or PUT /prodigi/catalog/{id} (every field
 * replaced).
 */
export const saveCatalogProduct = ({
  id,
  body,
}: {
  id: string | null;
  body: CatalogProductBody;
}) =>
  id
    ? api.request<CatalogProduct>(printCatalogApi.product(id), { method: 'PUT', body })
    : api.request<CatalogProduct>(printCatalogApi.catalog, { method: 'POST', body });

export function useSaveCatalogProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogProduct,
    // The products, and the variants that carry a copy of their product.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.printCatalog.all() }),
  });
}
