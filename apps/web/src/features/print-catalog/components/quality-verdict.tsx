import { printQualityLabels, printQualityThresholds, type PrintQuality } from '@shop/contracts';
import type { Area } from '@/features/print-catalog/utils/crop-geometry';
import styles from './print-catalog.module.css';

const number = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/**
 * The print-quality verdict of an asset (the contract's printQuality): the verdict, the
 * effective PPI, how much fillPrintArea would cut, and whether the output enlarges the crop.
 * `live` announces changes politely while the admin crops.
 */
export function QualityVerdict({
  quality,
  live = false,
  cropPixels = null,
}: {
  quality: PrintQuality | null;
  live?: boolean;
  cropPixels?: Area | null;
}) {
  if (!quality) {
    return live ? (
      <p className={styles.muted} role="status">
        Calidad de impresión: ajusta el recorte para calcularla.
      </p>
    ) : null;
  }
  return (
    <div
      className={styles.quality}
      data-verdict={quality.verdict}
      role={live ? 'status' : undefined}
      data-testid="quality-verdict"
    >
      <p className={styles.qualityLine}>
        <span className={styles.verdictBadge} data-verdict={quality.verdict}>
          {printQualityLabels[quality.verdict]}
        </span>{' '}
        Calidad de impresión
        {quality.effectivePpi !== null && `: ${number.format(quality.effectivePpi)} ppp efectivos`}
      </p>
      {live && quality.effectivePpi !== null && (
        <p className={styles.muted}>
          «ppp efectivos»: los puntos por pulgada que tendrá la foto en el papel, a este tamaño.
          Desde {printQualityThresholds.excellent} se ve nítida de cerca; por debajo de{' '}
          {printQualityThresholds.fair} se nota.
        </p>
      )}
      {cropPixels && (
        <p className={styles.muted}>
          Recorte: {cropPixels.width} × {cropPixels.height} px del original
        </p>
      )}
      {quality.aspectCutPercent !== null && quality.aspectCutPercent > 0 && (
        <p className={styles.muted}>
          Al llenar el área de impresión se recortará un {number.format(quality.aspectCutPercent)} %
          de la imagen.
        </p>
      )}
      {quality.upscaled && (
        <p className={styles.warning}>
          El tamaño final supera los píxeles del recorte: la imagen se ampliará.
        </p>
      )}
    </div>
  );
}
