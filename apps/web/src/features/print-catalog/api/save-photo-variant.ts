import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  printCatalogApi,
  type AdminVariant,
  type NewMockupMeta,
  type VariantColorOptionBody,
  type VariantCreateBody,
} from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** A variant as the form sends it: the create body, plus the mockup changes. */
export interface VariantSave {
  photoId: string;
  /** null: a new variant. */
  variantId: string | null;
  body: VariantCreateBody & { colorOptions: VariantColorOptionBody[] };
  /** Existing mockups to keep (the others are removed). */
  keepMockupImageIds: string[];
  /** New mockup files, with one meta entry each (same order). */
  mockups: { file: File; meta: NewMockupMeta[number] }[];
}

/**
 * The multipart PUT of storefront-admin §7: every text field, the kept mockups, the colours,
 * one newMockupMeta entry per `mockups` file.
 */
export function variantFormData(save: Omit<VariantSave, 'photoId' | 'variantId'>): FormData {
  const { body } = save;
  const data = new FormData();
  data.set('catalogProductId', body.catalogProductId);
  data.set('displayName', body.displayName ?? '');
  data.set('description', body.description ?? '');
  data.set('retailPrice', body.retailPrice === null ? '' : String(body.retailPrice ?? ''));
  data.set('profitMargin', body.profitMargin === null ? '' : String(body.profitMargin ?? ''));
  data.set('currency', body.currency ?? 'EUR');
  data.set('sizing', body.sizing ?? '');
  data.set('assetUrl', body.assetUrl ?? '');
  data.set('isActive', String(body.isActive ?? true));
  data.set('keepMockupImageIds', JSON.stringify(save.keepMockupImageIds));
  data.set('colorOptions', JSON.stringify(body.colorOptions));
  data.set('newMockupMeta', JSON.stringify(save.mockups.map((m) => m.meta)));
  for (const { file } of save.mockups) data.append('mockups', file, file.name);
  return data;
}

/**
 * A new variant is created with POST (JSON), then, when it has new mockups, completed with
 * the multipart PUT (the only call that takes files). An existing one is one PUT.
 */
export async function savePhotoVariant(save: VariantSave): Promise<AdminVariant> {
  const { photoId, variantId } = save;
  if (variantId) {
    return api.request<AdminVariant>(printCatalogApi.variant(photoId, variantId), {
      method: 'PUT',
      body: variantFormData(save),
    });
  }
  const created = await api.request<AdminVariant>(printCatalogApi.variants(photoId), {
    method: 'POST',
    body: save.body,
  });
  if (save.mockups.length === 0) return created;
  return api.request<AdminVariant>(printCatalogApi.variant(photoId, created.id), {
    method: 'PUT',
    body: variantFormData({ ...save, keepMockupImageIds: [] }),
  });
}

export function useSavePhotoVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePhotoVariant,
    onSettled: (_data, _error, save) =>
      // Settled, not success: a create whose mockups failed still created the variant.
      queryClient.invalidateQueries({ queryKey: queryKeys.printCatalog.variants(save.photoId) }),
  });
}
