import { useMutation, useQueryClient } from '@tanstack/react-query';
import { printCatalogApi, type AdminVariant } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface VariantAssetSave {
  photoId: string;
  variantId: string;
  /** null: the variant's main asset. */
  colorCode: string | null;
  /** The browser's JPEG, `asset-{timestamp}.jpg` (kept by the server as the preview). */
  file: File;
  /** The crop in the original's pixels: the server renders the print file from it. */
  crop: { x: number; y: number; width: number; height: number };
  rotation: number;
  output: { width: number; height: number };
}

/**
 * POST …/variants/{variantId}/asset (multipart): `asset`, optional `colorCode`, and the
 * crop fields of the contract (VariantAssetFields). Answers the updated variant.
 */
export function saveVariantAsset(save: VariantAssetSave): Promise<AdminVariant> {
  const data = new FormData();
  if (save.colorCode) data.set('colorCode', save.colorCode);
  data.set('cropX', String(save.crop.x));
  data.set('cropY', String(save.crop.y));
  data.set('cropWidth', String(save.crop.width));
  data.set('cropHeight', String(save.crop.height));
  data.set('rotation', String(save.rotation));
  data.set('outputWidth', String(save.output.width));
  data.set('outputHeight', String(save.output.height));
  // The file last: the server reads the text fields before the file part.
  data.append('asset', save.file, save.file.name);
  return api.request<AdminVariant>(printCatalogApi.variantAsset(save.photoId, save.variantId), {
    method: 'POST',
    body: data,
  });
}

export function useSaveVariantAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVariantAsset,
    // §4: the saved asset replaces the variant in the list with the server's answer.
    onSuccess: (variant, { photoId }) => {
      queryClient.setQueryData<AdminVariant[]>(queryKeys.printCatalog.variants(photoId), (list) =>
        list?.map((v) => (v.id === variant.id ? variant : v)),
      );
    },
  });
}
