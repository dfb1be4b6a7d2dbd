/**
 * Print quality of a crop (docs/rules/catalogue-and-prints.md#print-quality). No zod: the crop
 * modal calls it on every change, and the server returns the same verdict with each variant.
 */

/** The crop modal's limits (docs/rules/admin.md#asset-crop) and the server's render bounds. */
export const cropLimits = {
  zoomMin: 1,
  zoomMax: 5,
  zoomStep: 0.01,
  rotationMin: -180,
  rotationMax: 180,
  /** Output width and height when neither the asset nor the product suggests one. */
  defaultOutputSize: 3000,
  minOutputSize: 1,
  /** The server renders nothing larger (per side): keeps sharp's memory bounded. */
  maxOutputSize: 20_000,
  /** JPEG quality of the browser's preview (0.95) and of the server's render (95). */
  jpegQuality: 0.95,
} as const;

/** Effective PPI thresholds: excellent ≥ 300, good ≥ 200, fair ≥ 150, below that poor. */
export const printQualityThresholds = { excellent: 300, good: 200, fair: 150 } as const;

export const printQualityVerdicts = ['excellent', 'good', 'fair', 'poor', 'unknown'] as const;
export type PrintQualityVerdict = (typeof printQualityVerdicts)[number];

/** What the admin reads beside each verdict. */
export const printQualityLabels: Record<PrintQualityVerdict, string> = {
  excellent: 'Excelente',
  good: 'Buena',
  fair: 'Aceptable',
  poor: 'Insuficiente',
  unknown: 'Sin datos del producto',
};

/** Prodigi's recommended print-area pixels are made at about 300 dpi. */
export const PRINT_AREA_REFERENCE_PPI = 300;

export interface PrintQualityInput {
  /** Pixels of the original the crop covers (react-easy-crop's croppedAreaPixels). */
  cropWidthPx: number;
  cropHeightPx: number;
  /** The size the print file is rendered at, when known. */
  outputWidth?: number | null | undefined;
  outputHeight?: number | null | undefined;
  /** The product's recommended pixels (about 300 dpi). */
  printAreaPixels?: { width: number; height: number } | null | undefined;
  /** The product's physical size. */
  productDimensions?: { width: number; height: number; units: 'in' | 'cm' } | null | undefined;
}

export interface PrintQuality {
  /** Original pixels per inch of print, once the crop fills the print area; null if unknown. */
  effectivePpi: number | null;
  verdict: PrintQualityVerdict;
  /** Where the print's size came from: its physical size, or its recommended pixels. */
  ppiBasis: 'dimensions' | 'printArea' | null;
  /** Crop pixels over recommended pixels on the limiting side (1 = as recommended). */
  printAreaCoverage: number | null;
  /** Percentage of the crop fillPrintArea would cut to match the print's shape (0 = none). */
  aspectCutPercent: number | null;
  /** The print area's orientation was turned to match the crop's (a landscape crop of a portrait product). */
  rotatedToMatch: boolean;
  /** The output asks for more pixels than the crop covers: the render enlarges the image. */
  upscaled: boolean;
  /** The output is smaller than the recommended print-area pixels. */
  outputBelowPrintArea: boolean;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** A print size turned, if need be, so its orientation matches the crop's. */
function oriented(
  size: { width: number; height: number },
  cropLandscape: boolean,
): { width: number; height: number; turned: boolean } {
  const landscape = size.width > size.height;
  if (size.width === size.height || landscape === cropLandscape) return { ...size, turned: false };
  return { width: size.height, height: size.width, turned: true };
}

export function verdictForPpi(ppi: number | null): PrintQualityVerdict {
  if (ppi === null) return 'unknown';
  if (ppi >= printQualityThresholds.excellent) return 'excellent';
  if (ppi >= printQualityThresholds.good) return 'good';
  if (ppi >= printQualityThresholds.fair) return 'fair';
  return 'poor';
}

/**
 * The verdict of a crop for a product. The print is filled (fillPrintArea): the crop is
 * scaled until it covers both sides, so the limiting side decides the PPI, and what sticks
 * out on the other side is cut (aspectCutPercent). Prints may be turned, so a landscape crop
 * of a portrait product is compared with the product turned.
 */
export function printQuality(input: PrintQualityInput): PrintQuality {
  const cropW = positive(input.cropWidthPx) ? input.cropWidthPx : 0;
  const cropH = positive(input.cropHeightPx) ? input.cropHeightPx : 0;
  const cropLandscape = cropW > cropH;
  const dims = input.productDimensions;
  const area = input.printAreaPixels;
  const hasDims = !!dims && positive(dims.width) && positive(dims.height);
  const hasArea = !!area && positive(area.width) && positive(area.height);

  let effectivePpi: number | null = null;
  let ppiBasis: PrintQuality['ppiBasis'] = null;
  let printAreaCoverage: number | null = null;
  let aspectCutPercent: number | null = null;
  let rotatedToMatch = false;
  let outputBelowPrintArea = false;

  // The shape of the print: its recommended pixels if known (the printable area), else its size.
  const shape = hasArea ? area : hasDims ? dims : null;
  if (shape && cropW > 0 && cropH > 0) {
    const target = oriented(shape, cropLandscape);
    rotatedToMatch = target.turned;
    const cropAspect = cropW / cropH;
    const targetAspect = target.width / target.height;
    aspectCutPercent = round1(
      (1 - Math.min(cropAspect, targetAspect) / Math.max(cropAspect, targetAspect)) * 100,
    );
  }
  if (hasArea && cropW > 0 && cropH > 0) {
    const target = oriented(area, cropLandscape);
    printAreaCoverage = round3(Math.min(cropW / target.width, cropH / target.height));
  }
  if (hasDims && cropW > 0 && cropH > 0) {
    const inches = dims.units === 'cm' ? 1 / 2.54 : 1;
    const target = oriented(
      { width: dims.width * inches, height: dims.height * inches },
      cropLandscape,
    );
    effectivePpi = round1(Math.min(cropW / target.width, cropH / target.height));
    ppiBasis = 'dimensions';
  } else if (printAreaCoverage !== null) {
    effectivePpi = round1(printAreaCoverage * PRINT_AREA_REFERENCE_PPI);
    ppiBasis = 'printArea';
  }

  const outW = positive(input.outputWidth) ? input.outputWidth : null;
  const outH = positive(input.outputHeight) ? input.outputHeight : null;
  const upscaled = outW !== null && outH !== null && (outW > cropW || outH > cropH);
  if (hasArea && outW !== null && outH !== null) {
    const target = oriented(area, outW > outH);
    outputBelowPrintArea = outW < target.width || outH < target.height;
  }

  return {
    effectivePpi,
    verdict: verdictForPpi(effectivePpi),
    ppiBasis,
    printAreaCoverage,
    aspectCutPercent,
    rotatedToMatch,
    upscaled,
    outputBelowPrintArea,
  };
}
