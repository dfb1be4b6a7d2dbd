import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import Cropper from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { cropLimits, printCatalogMessages, printQuality, type ImageWork } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { ImageWorkProgress } from '@/components/image-work-progress';
import { useFocusTrap } from '@/lib/use-focus-trap';
import {
  assetFileName,
  initialOutputSize,
  isValidCrop,
  readPixels,
  toOriginalPixels,
  type Area,
  type Size,
} from '@/features/print-catalog/utils/crop-geometry';
import { renderCrop } from '@/features/print-catalog/utils/render-crop';
import { outputSizeMessage } from '@/features/print-catalog/utils/messages';
import { QualityVerdict } from './quality-verdict';
import styles from './print-catalog.module.css';

/** What the modal hands back: the preview JPEG and the crop the server renders from. */
export interface CropResult {
  /** The browser's JPEG (quality 0.95), named `asset-{timestamp}.jpg`: the preview. */
  file: File;
  /** The rectangle in the original's pixels, after rotation (react-easy-crop's way). */
  crop: Area;
  rotation: number;
  output: Size;
}

export interface AssetCropModalProps {
  /** The dialog's title, e.g. 'Editar asset principal' or the colour's name. */
  title: string;
  /** The image shown while cropping (a derivative of the photo, same shape as the original). */
  imageUrl: string;
  /** The original's pixel size: the crop is reported in these pixels. */
  original: Size;
  /** The product's recommended print-area pixels, when known. */
  printAreaPixels?: Size | null;
  productDimensions?: { width: number; height: number; units: 'in' | 'cm' } | null;
  /** The size of the asset being replaced, if there is one. */
  existingSize?: Size | null;
  /** Saving under way (the parent's upload). */
  busy?: boolean;
  /** The server's stage of the save under way ('Guardando recorte…'). */
  work?: ImageWork | null;
  /** The parent's error (the upload failed). */
  error?: string | null;
  onSave: (result: CropResult) => void;
  onCancel: () => void;
}

/**
 * The asset-crop modal (docs/rules/admin.md#asset-crop). Loaded on demand: only an admin who
 * opens it downloads react-easy-crop.
 */
export default function AssetCropModal({
  title,
  imageUrl,
  original,
  printAreaPixels = null,
  productDimensions = null,
  existingSize = null,
  busy = false,
  work = null,
  error = null,
  onSave,
  onCancel,
}: AssetCropModalProps) {
  const id = useId();
  // The print area starts turned to the photo's orientation (a product prints either way).
  const [turned, setTurned] = useState(() =>
    Boolean(
      printAreaPixels &&
      printAreaPixels.width !== printAreaPixels.height &&
      printAreaPixels.width > printAreaPixels.height !== original.width > original.height,
    ),
  );
  const [startSize] = useState(() =>
    initialOutputSize(
      existingSize,
      printAreaPixels && turned
        ? { width: printAreaPixels.height, height: printAreaPixels.width }
        : printAreaPixels,
      cropLimits.defaultOutputSize,
    ),
  );
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(cropLimits.zoomMin);
  const [rotation, setRotation] = useState(0);
  const [widthText, setWidthText] = useState(String(startSize.width));
  const [heightText, setHeightText] = useState(String(startSize.height));
  const [lockAspect, setLockAspect] = useState(Boolean(printAreaPixels));
  const [shownArea, setShownArea] = useState<Area | null>(null);
  const [shownWidth, setShownWidth] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [rendering, setRendering] = useState(false);
  // The cropper's own <img>, already loaded: the preview is drawn from it.
  const image = useRef<RefObject<HTMLImageElement> | null>(null);

  const outputWidth = readPixels(widthText);
  const outputHeight = readPixels(heightText);
  const printArea =
    printAreaPixels && turned
      ? { width: printAreaPixels.height, height: printAreaPixels.width }
      : printAreaPixels;
  const aspect =
    lockAspect && printArea
      ? printArea.width / printArea.height
      : outputWidth && outputHeight
        ? outputWidth / outputHeight
        : startSize.width / startSize.height;

  const originalArea = useMemo(
    () =>
      shownArea && shownWidth ? toOriginalPixels(shownArea, shownWidth, original, rotation) : null,
    [shownArea, shownWidth, original, rotation],
  );
  const quality = originalArea
    ? printQuality({
        cropWidthPx: originalArea.width,
        cropHeightPx: originalArea.height,
        outputWidth,
        outputHeight,
        printAreaPixels,
        productDimensions,
      })
    : null;

  /** With the aspect locked, the other side follows the one typed. */
  const changeWidth = (text: string) => {
    setWidthText(text);
    const width = readPixels(text);
    if (lockAspect && printArea && width) {
      setHeightText(String(Math.max(1, Math.round((width * printArea.height) / printArea.width))));
    }
  };
  const changeHeight = (text: string) => {
    setHeightText(text);
    const height = readPixels(text);
    if (lockAspect && printArea && height) {
      setWidthText(String(Math.max(1, Math.round((height * printArea.width) / printArea.height))));
    }
  };
  const turn = () => {
    setTurned((value) => !value);
    if (lockAspect) {
      setWidthText(heightText);
      setHeightText(widthText);
    }
  };

  const save = async () => {
    setLocalError(null);
    if (!isValidCrop(shownArea) || !originalArea) {
      setLocalError(printCatalogMessages.cropInvalid);
      return;
    }
    if (!outputWidth || !outputHeight) {
      setLocalError(outputSizeMessage);
      return;
    }
    setRendering(true);
    try {
      const shown = image.current?.current;
      if (!shown) throw new Error('La imagen aún no se ha cargado');
      const blob = await renderCrop(
        shown,
        shownArea,
        rotation,
        { width: outputWidth, height: outputHeight },
        cropLimits.jpegQuality,
      );
      const file = new File([blob], assetFileName(), { type: 'image/jpeg' });
      onSave({
        file,
        crop: originalArea,
        rotation,
        output: { width: outputWidth, height: outputHeight },
      });
    } catch {
      setLocalError(printCatalogMessages.cropFailed);
    } finally {
      setRendering(false);
    }
  };

  // The dialog takes the focus when it opens, so the keyboard starts inside it, and keeps it.
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialogRef.current?.focus();
  }, []);
  useFocusTrap(dialogRef);

  const working = busy || rendering;
  // On document.body: the page's main column is its own stacking context, under the top bar.
  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className={styles.cropDialog}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !working) onCancel();
        }}
      >
        <h3 id={`${id}-title`} className={styles.dialogTitle}>
          {title}
        </h3>
        <div className={styles.cropArea} data-testid="crop-area">
          <Cropper
            image={imageUrl}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            aspect={aspect}
            minZoom={cropLimits.zoomMin}
            maxZoom={cropLimits.zoomMax}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onRotationChange={setRotation}
            onCropComplete={(_area, pixels) => setShownArea(pixels)}
            onMediaLoaded={(media) => setShownWidth(media.naturalWidth)}
            setImageRef={(ref) => {
              image.current = ref;
            }}
            disableAutomaticStylesInjection
            mediaProps={{ alt: 'Fotografía a recortar', crossOrigin: 'anonymous' }}
          />
        </div>
        <div className={styles.cropControls}>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${id}-zoom`}>
              Zoom
            </label>
            <input
              id={`${id}-zoom`}
              type="range"
              min={cropLimits.zoomMin}
              max={cropLimits.zoomMax}
              step={cropLimits.zoomStep}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
            />
          </div>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${id}-rotation`}>
              Rotación ({rotation}°)
            </label>
            <input
              id={`${id}-rotation`}
              type="range"
              min={cropLimits.rotationMin}
              max={cropLimits.rotationMax}
              step={1}
              value={rotation}
              onChange={(event) => setRotation(Number(event.target.value))}
            />
          </div>
          <div className={styles.pair}>
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor={`${id}-width`}>
                Ancho final (px)
              </label>
              <input
                id={`${id}-width`}
                className={formStyles.input}
                type="number"
                min={cropLimits.minOutputSize}
                max={cropLimits.maxOutputSize}
                step={1}
                value={widthText}
                aria-invalid={outputWidth ? undefined : true}
                onChange={(event) => changeWidth(event.target.value)}
              />
            </div>
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor={`${id}-height`}>
                Alto final (px)
              </label>
              <input
                id={`${id}-height`}
                className={formStyles.input}
                type="number"
                min={cropLimits.minOutputSize}
                max={cropLimits.maxOutputSize}
                step={1}
                value={heightText}
                aria-invalid={outputHeight ? undefined : true}
                onChange={(event) => changeHeight(event.target.value)}
              />
            </div>
          </div>
          <p className={styles.muted} data-testid="recommended-resolution">
            {printAreaPixels
              ? `Resolución recomendada por Prodigi: ${printAreaPixels.width} × ${printAreaPixels.height} px`
              : 'El producto no indica una resolución recomendada.'}
          </p>
          {printAreaPixels && (
            <div className={styles.inlineActions}>
              <label className={formStyles.check}>
                <input
                  type="checkbox"
                  checked={lockAspect}
                  onChange={(event) => setLockAspect(event.target.checked)}
                />
                Mantener la proporción del área de impresión
              </label>
              <button
                type="button"
                className={formStyles.secondaryButton}
                disabled={!lockAspect}
                onClick={turn}
              >
                {turned ? 'Usar orientación original' : 'Girar orientación'}
              </button>
            </div>
          )}
          <QualityVerdict quality={quality} live cropPixels={originalArea} />
        </div>
        <FormMessage kind="error">{localError ?? error}</FormMessage>
        {busy && <ImageWorkProgress work={work} label="Progreso del recorte" />}
        <div className={styles.inlineActions}>
          <button
            type="button"
            className={formStyles.button}
            disabled={working}
            onClick={() => void save()}
          >
            {rendering ? 'Preparando...' : busy ? 'Guardando recorte...' : 'Guardar recorte'}
          </button>
          <button
            type="button"
            className={formStyles.secondaryButton}
            disabled={working}
            onClick={onCancel}
          >
            Cancelar
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
