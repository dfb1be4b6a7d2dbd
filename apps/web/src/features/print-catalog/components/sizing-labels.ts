import type { PrintSizing } from '@shop/contracts';

/** Prodigi's sizing modes in plain words, the code kept beside them (docs/rules/admin.md). */
export const sizingLabels: Record<PrintSizing, string> = {
  fillPrintArea: 'Llenar el papel (fillPrintArea)',
  fitPrintArea: 'Foto entera (fitPrintArea)',
  stretchToPrintArea: 'Estirar (stretchToPrintArea)',
};

/** The help under every sizing choice. */
export const SIZING_HELP =
  'Cómo se coloca la foto en el papel: llenarlo recorta lo que sobre, entera deja márgenes, estirar la deforma. Recomendado: fillPrintArea.';
