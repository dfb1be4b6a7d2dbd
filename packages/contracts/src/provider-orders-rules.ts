/**
 * The admin's orders at Prodigi, zod-free (docs/rules/admin.md#orders-management): paging,
 * stages, actions and the Spanish texts, for the server and the admin screens.
 */
export const providerOrdersApi = {
  list: '/prodigi/admin/orders',
  detail: '/prodigi/admin/orders/:id',
  actions: '/prodigi/admin/orders/:id/actions',
  cancel: '/prodigi/admin/orders/:id/actions/cancel',
  updateShipping: '/prodigi/admin/orders/:id/actions/update-shipping',
  updateRecipient: '/prodigi/admin/orders/:id/actions/update-recipient',
  updateMetadata: '/prodigi/admin/orders/:id/actions/update-metadata',
} as const;

/** Prodigi's order ids: `ord_` and digits (17 since 2025). */
export const PRODIGI_ORDER_ID = /^ord_\d{1,30}$/;

export const ORDERS_PAGE_SIZE = 10;
export const ORDERS_PAGE_MAX = 100;

/** Prodigi's stages, each shown with its own colour; another shows 'Desconocido'. */
export const providerOrderStages = [
  'draft',
  'awaitingPayment',
  'inProgress',
  'complete',
  'cancelled',
] as const;
export type ProviderOrderStage = (typeof providerOrderStages)[number];

export const providerOrderActionNames = [
  'cancel',
  'update-shipping',
  'update-recipient',
  'update-metadata',
] as const;
export type ProviderOrderActionName = (typeof providerOrderActionNames)[number];

export const providerOrderMessages = {
  listFailed: 'No se pudieron cargar las órdenes',
  detailFailed: 'No pudimos cargar el detalle de la orden',
  empty: 'No se encontraron órdenes con los filtros actuales.',
  actionFailed: 'No se pudo completar la acción',
  actionDone: 'Acción ejecutada correctamente',
  unsupported: 'Acción no soportada',
  badMetadata: 'El JSON de metadata no es válido',
  unknownStage: 'Desconocido',
  notFound: 'No encontramos esa orden en Prodigi.',
  badOrderId: 'El identificador de una orden de Prodigi es «ord_» seguido de números.',
  badTop: `Indica entre 1 y ${ORDERS_PAGE_MAX} órdenes por página.`,
  badSkip: 'El desplazamiento debe ser un número entero mayor o igual que 0.',
  badStatus: 'El estado no es uno de los de Prodigi.',
  badShippingMethod:
    'Ese método de envío no existe: Budget, Standard, StandardPlus, Express u Overnight.',
  badCountry: 'El país debe ser un código de 2 letras, por ejemplo ES.',
  /** Prodigi refused the action (HTTP 200 with a failure outcome, or an error), in its words. */
  refused: (outcome: string) => `Prodigi no ha aplicado la acción: ${outcome}.`,
  notAvailable: 'Prodigi ya no permite esta acción para la orden.',
  prodigiDown: 'No pudimos hablar con Prodigi. Inténtalo de nuevo en unos minutos.',
} as const;
