import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /prodigi/catalog/{id}: refused (409) while photo variants use the product. */
export const deleteCatalogProduct = (id: string) =>
  api.DELETE('/api/prodigi/catalog/{id}', { params: { path: { id } } });

export function useDeleteCatalogProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCatalogProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.printCatalog.products() }),
  });
}
