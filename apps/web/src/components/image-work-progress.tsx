import { imageWorkLabels, type ImageWork } from '@shop/contracts';
import { ProgressBar } from './progress-bar';
import styles from './image-work-progress.module.css';

/**
 * The server's work on an image the admin sent (decoding, renditions, a crop's print file),
 * as a bar with its stage in Spanish; 'Procesando la imagen...' until the first answer.
 */
export function ImageWorkProgress({
  work,
  label = 'Progreso del procesado',
}: {
  work: ImageWork | null;
  label?: string;
}) {
  const text = work
    ? `${imageWorkLabels[work.stage]} ${work.percent} %`
    : 'Procesando la imagen...';
  return (
    <div className={styles.work} data-testid="image-work">
      <ProgressBar label={label} value={work?.percent ?? 0} text={text} />
    </div>
  );
}
