import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { printCatalogMessages as msg, type AdminPhoto, type AdminVariant } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { Field } from '@/components/text-field';
import { Spinner } from '@/components/spinner';
import { messageFrom } from '@/lib/error-message';
import { useCatalogProducts } from '@/features/print-catalog/api/get-catalog-products';
import { usePhotoVariants } from '@/features/print-catalog/api/get-photo-variants';
import { useDeletePhotoVariant } from '@/features/print-catalog/api/delete-photo-variant';
import { prepareCrop } from '@/features/print-catalog/api/prepare-crop';
import { useSaveVariantAsset } from '@/features/print-catalog/api/save-variant-asset';
import { emptyStates } from '@/features/print-catalog/utils/messages';
import type { CropResult } from './asset-crop-modal';
import { VariantCard, type VariantCardAction } from './variant-card';
import { VariantForm } from './variant-form';
import styles from './print-catalog.module.css';

// react-easy-crop and the canvas code load when an admin opens the modal, never before.
const AssetCropModal = lazy(() => import('./asset-crop-modal'));

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The asset being cropped: a variant's main one, or one colour's. */
interface AssetTarget {
  variant: AdminVariant;
  colorCode: string | null;
}

/** The image the crop modal shows: the photo's largest JPEG derivative. */
const cropImageOf = (photo: AdminPhoto) => photo.images.jpeg.at(-1)?.url ?? photo.imagePath;

/**
 * 'Variantes por foto' (docs/rules/admin.md#variants-per-photo). The photos come from the page
 * (another feature loads them).
 */
export function VariantsSection({
  photos,
  photoId,
  onPhotoChange,
}: {
  /** The library's photos; undefined while they load. */
  photos: AdminPhoto[] | undefined;
  photoId: string | null;
  onPhotoChange: (photoId: string | null) => void;
}) {
  const id = useId();
  const products = useCatalogProducts();
  const variants = usePhotoVariants(photoId);
  const remove = useDeletePhotoVariant();
  const saveAsset = useSaveVariantAsset();
  const [editing, setEditing] = useState<AdminVariant | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [cropping, setCropping] = useState<AssetTarget | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const photo = photos?.find((p) => p._id === photoId) ?? null;
  // The button that opened the crop modal gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (cropping || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [cropping]);

  const choosePhoto = (next: string | null) => {
    setEditing(null);
    setConfirming(null);
    setCropping(null);
    setNotice(null);
    onPhotoChange(next);
  };

  const act = (variant: AdminVariant, action: VariantCardAction) => {
    setNotice(null);
    switch (action.kind) {
      case 'asset':
        if (!photoId) {
          setNotice({ kind: 'error', text: msg.photoRequiredToEditAsset });
          return;
        }
        saveAsset.reset();
        opener.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setCropping({ variant, colorCode: action.colorCode });
        void prepareCrop(photoId);
        return;
      case 'edit':
        setEditing(variant);
        return;
      case 'delete':
        if (confirming !== variant.id) {
          setConfirming(variant.id);
          return;
        }
        if (!photoId) return;
        remove.mutate(
          { photoId, variantId: variant.id },
          {
            onSuccess: () => {
              setConfirming(null);
              // docs/rules/admin.md#edit-modes
              if (editing?.id === variant.id) setEditing(null);
              setNotice({ kind: 'success', text: msg.variantDeleted });
            },
            onError: (error) => {
              setConfirming(null);
              setNotice({ kind: 'error', text: messageFrom(error, msg.variantDeleteFailed) });
            },
          },
        );
        return;
    }
  };

  const saveCrop = (target: AssetTarget, result: CropResult) => {
    if (!photoId) {
      setNotice({ kind: 'error', text: msg.photoRequiredToSaveAsset });
      return;
    }
    saveAsset.mutate(
      {
        photoId,
        variantId: target.variant.id,
        colorCode: target.colorCode,
        file: result.file,
        crop: result.crop,
        rotation: result.rotation,
        output: result.output,
      },
      {
        onSuccess: () => {
          setCropping(null);
          setNotice({ kind: 'success', text: msg.assetSaved });
        },
      },
    );
  };

  const croppingDetails = cropping
    ? cropping.colorCode === null
      ? cropping.variant.assetDetails
      : (cropping.variant.colorOptions.find((c) => c.code === cropping.colorCode)?.assetDetails ??
        null)
    : null;
  const croppingColor = cropping?.colorCode
    ? cropping.variant.colorOptions.find((c) => c.code === cropping.colorCode)
    : null;

  return (
    <div className={styles.stack}>
      <div className={styles.pair}>
        <Field label="Fotografía" controlId={`${id}-photo`}>
          <select
            id={`${id}-photo`}
            className={styles.select}
            value={photoId ?? ''}
            onChange={(event) => choosePhoto(event.target.value || null)}
          >
            <option value="">Elige una fotografía</option>
            {photos?.map((p) => (
              <option key={p._id} value={p._id}>
                {p.title}
              </option>
            ))}
          </select>
        </Field>
        {photo && (
          <img
            className={styles.assetImage}
            src={photo.images.jpeg[0]?.url ?? photo.imagePath}
            alt={`Fotografía elegida: ${photo.title}`}
            width={photo.width}
            height={photo.height}
          />
        )}
      </div>
      {photos?.length === 0 && <p className={styles.muted}>{emptyStates.noPhotos}</p>}
      {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
      {products.isError && (
        <FormMessage kind="error">{messageFrom(products.error, msg.catalogLoadFailed)}</FormMessage>
      )}
      <VariantForm
        key={`${photoId ?? 'none'}:${editing?.id ?? 'new'}`}
        photoId={photoId}
        products={products.data ?? []}
        editing={editing}
        onDone={(text) => {
          setEditing(null);
          setNotice({ kind: 'success', text });
        }}
        onCancel={() => setEditing(null)}
      />
      {!photoId ? (
        <p className={styles.muted}>{msg.photoRequired}</p>
      ) : variants.isPending ? (
        <Spinner label="Cargando variantes..." />
      ) : variants.isError ? (
        <FormMessage kind="error">
          {messageFrom(variants.error, msg.variantsLoadFailed)}
        </FormMessage>
      ) : variants.data.length === 0 ? (
        <p className={styles.muted}>{msg.noVariants}</p>
      ) : (
        <ul className={styles.cardGrid} aria-label="Variantes de la fotografía">
          {variants.data.map((variant) => (
            <li key={variant.id}>
              <VariantCard
                variant={variant}
                confirmingDelete={confirming === variant.id}
                busy={remove.isPending}
                onAction={(action) => act(variant, action)}
                onCancelDelete={() => setConfirming(null)}
              />
            </li>
          ))}
        </ul>
      )}
      {cropping && photo && (
        <Suspense fallback={<Spinner label="Cargando el editor de recorte..." />}>
          <AssetCropModal
            title={
              croppingColor
                ? `Editar asset: ${croppingColor.name || croppingColor.code}`
                : 'Editar asset principal'
            }
            imageUrl={cropImageOf(photo)}
            original={cropping.variant.original}
            printAreaPixels={cropping.variant.catalogProduct.printAreaPixels}
            productDimensions={cropping.variant.catalogProduct.productDimensions}
            existingSize={croppingDetails}
            busy={saveAsset.isPending}
            work={saveAsset.work}
            error={saveAsset.isError ? messageFrom(saveAsset.error, msg.assetSaveFailed) : null}
            onSave={(result) => saveCrop(cropping, result)}
            onCancel={() => setCropping(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
