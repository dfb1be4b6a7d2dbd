/**
 * The section's empty states, whose words the rules leave open; the texts the rules fix are
 * the contract's `printCatalogMessages`.
 */
export const emptyStates = {
  noProducts: 'Aún no hay productos en el catálogo.',
  noMockups: 'Sin mockups.',
  noPhotos: 'Aún no hay fotografías: sube una en «Nueva imagen».',
} as const;

/** The browser's own check of the crop modal's output size. */
export const outputSizeMessage = 'El ancho y el alto finales deben ser de al menos 1 px.';
