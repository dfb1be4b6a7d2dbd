import {
  providerOrderMessages as msg,
  providerOrderStages,
  type ProviderOrderStage,
} from '@shop/contracts';

/** Each stage's name on the screens (the badge and the status filter). */
export const stageLabels: Record<ProviderOrderStage, string> = {
  draft: 'Borrador',
  awaitingPayment: 'Pendiente de pago',
  inProgress: 'En curso',
  complete: 'Completada',
  cancelled: 'Cancelada',
};

/** Prodigi writes stages 'InProgress', its filter 'inProgress': one of ours, or null. */
export function stageOf(stage: string): ProviderOrderStage | null {
  const wanted = stage.toLowerCase();
  return providerOrderStages.find((s) => s.toLowerCase() === wanted) ?? null;
}

/** The stage's name, or 'Desconocido' for one we do not know. */
export function stageLabel(stage: string): string {
  const known = stageOf(stage);
  return known ? stageLabels[known] : msg.unknownStage;
}
