import type { DerivativeFormat } from '@shop/contracts';
import type { StoredDerivative } from '#src/db/schema/index';
import type { MediaStorage } from './media-storage';

const DISPLAY_WIDTH = 1440;

/** Stored derivatives as the API shows them: per format, narrowest first, with public URLs. */
export function derivativeUrls(media: MediaStorage) {
  const byFormat = (derivatives: readonly StoredDerivative[], format: DerivativeFormat) =>
    derivatives
      .filter((d) => d.format === format)
      .sort((a, b) => a.width - b.width)
      .map((d) => ({ width: d.width, url: media.urlFor(d.key) }));
  return {
    imageSet: (derivatives: readonly StoredDerivative[]) => ({
      avif: byFormat(derivatives, 'avif'),
      webp: byFormat(derivatives, 'webp'),
      jpeg: byFormat(derivatives, 'jpeg'),
    }),
    /** The JPEG at most 1440 px wide (what a client without srcset shows). */
    displayUrl: (derivatives: readonly StoredDerivative[]): string => {
      const jpeg = byFormat(derivatives, 'jpeg');
      return ([...jpeg].reverse().find((d) => d.width <= DISPLAY_WIDTH) ?? jpeg[0])?.url ?? '';
    },
  };
}
