import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogProductBody } from '@shop/contracts';
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
    ? api.PUT('/api/prodigi/catalog/{id}', { params: { path: { id } }, body })
    : api.POST('/api/prodigi/catalog', { body });

export function useSaveCatalogProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogProduct,
    // The products, and the variants that carry a copy of their product.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.printCatalog.all() }),
  });
}
