import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminVariant } from '@shop/contracts';
import { api } from '@/lib/api';
import { formDataOf } from '@/lib/api-upload';
import { newWorkId, useImageWork } from '@/lib/image-work';
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
  /** `?work=`: the id under which the server reports its stages (lib/image-work.ts). */
  workId?: string;
}

/**
 * POST …/variants/{variantId}/asset (multipart): `asset`, optional `colorCode`, and the
 * crop fields of the contract (VariantAssetFields). Answers the updated variant.
 */
export const saveVariantAsset = (save: VariantAssetSave) =>
  api.POST('/api/prodigi/admin/photos/{photoId}/variants/{variantId}/asset', {
    params: {
      path: { photoId: save.photoId, variantId: save.variantId },
      query: save.workId ? { work: save.workId } : {},
    },
    body: {
      colorCode: save.colorCode ?? undefined,
      cropX: String(save.crop.x),
      cropY: String(save.crop.y),
      cropWidth: String(save.crop.width),
      cropHeight: String(save.crop.height),
      rotation: String(save.rotation),
      outputWidth: String(save.output.width),
      outputHeight: String(save.output.height),
      // The file last: the server reads the text fields before the file part.
      asset: save.file,
    },
    bodySerializer: formDataOf,
  });

/** The save as a mutation, with the server's stage (decoding, print file, preview) meanwhile. */
export function useSaveVariantAsset() {
  const queryClient = useQueryClient();
  const [workId, setWorkId] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (save: VariantAssetSave) => {
      const work = newWorkId();
      setWorkId(work);
      return saveVariantAsset({ ...save, workId: work });
    },
    // The saved asset replaces the variant in the list with the server's answer.
    onSuccess: (variant, { photoId }) => {
      queryClient.setQueryData<AdminVariant[]>(queryKeys.printCatalog.variants(photoId), (list) =>
        list?.map((v) => (v.id === variant.id ? variant : v)),
      );
    },
  });
  const work = useImageWork(workId, mutation.isPending);
  return { ...mutation, work };
}
