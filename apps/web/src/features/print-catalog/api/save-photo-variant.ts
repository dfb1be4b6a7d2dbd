import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminVariant,
  NewMockupMeta,
  VariantColorOptionBody,
  VariantCreateBody,
} from '@shop/contracts';
import { api } from '@/lib/api';
import type { MultipartBody } from '@/lib/api-client';
import { formDataOf } from '@/lib/api-upload';
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

const VARIANT_PATH = '/api/prodigi/admin/photos/{photoId}/variants/{variantId}';

/**
 * The multipart PUT (docs/rules/admin.md#variants-per-photo): every text field, the kept mockups, the colours,
 * one newMockupMeta entry per `mockups` file.
 */
export function variantForm(
  save: Omit<VariantSave, 'photoId' | 'variantId'>,
): MultipartBody<typeof VARIANT_PATH, 'put'> {
  const { body } = save;
  return {
    catalogProductId: body.catalogProductId,
    displayName: body.displayName ?? '',
    description: body.description ?? '',
    retailPrice: body.retailPrice === null ? '' : String(body.retailPrice ?? ''),
    profitMargin: body.profitMargin === null ? '' : String(body.profitMargin ?? ''),
    currency: body.currency ?? 'EUR',
    sizing: body.sizing ?? '',
    assetUrl: body.assetUrl ?? '',
    isActive: String(body.isActive ?? true),
    keepMockupImageIds: JSON.stringify(save.keepMockupImageIds),
    colorOptions: JSON.stringify(body.colorOptions),
    newMockupMeta: JSON.stringify(save.mockups.map((m) => m.meta)),
    mockups: save.mockups.map((m) => m.file),
  };
}

/**
 * A new variant is created with POST (JSON), then, when it has new mockups, completed with
 * the multipart PUT (the only call that takes files). An existing one is one PUT.
 */
export async function savePhotoVariant(save: VariantSave): Promise<AdminVariant> {
  const { photoId, variantId } = save;
  if (variantId) {
    return api.PUT(VARIANT_PATH, {
      params: { path: { photoId, variantId } },
      body: variantForm(save),
      bodySerializer: formDataOf,
    });
  }
  const created = await api.POST('/api/prodigi/admin/photos/{photoId}/variants', {
    params: { path: { photoId } },
    body: save.body,
  });
  if (save.mockups.length === 0) return created;
  return api.PUT(VARIANT_PATH, {
    params: { path: { photoId, variantId: created.id } },
    body: variantForm({ ...save, keepMockupImageIds: [] }),
    bodySerializer: formDataOf,
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
