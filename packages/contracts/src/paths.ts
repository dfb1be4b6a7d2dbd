/** The order page's query parameter that carries its link's signature (`/pedido/{id}?firma=…`). */
export const ORDER_LINK_PARAM = 'firma';

/**
 * The sections of content management, in the navigation's order: each has its own address
 * (docs/rules/admin.md#content-management).
 */
export const contentSections = [
  'nueva-imagen',
  'catalogo',
  'variantes',
  'biblioteca',
  'eventos',
  'facturas',
  'ventas',
  'contenido-del-sitio',
  'solicitudes-partner',
  'mensajes',
  'desistimientos',
  'lista-de-aviso',
] as const;
export type ContentSection = (typeof contentSections)[number];

/** The variants section's query parameter naming the photo it opens (`?foto=`). */
export const VARIANTS_PHOTO_PARAM = 'foto';

/**
 * Every page route of the web app (docs/rules/ui-and-copy.md#routes). The router is built
 * from the patterns, links use the builders, and the server's `isKnownPagePath` gives unknown
 * pages a real 404 status.
 */
export const paths = {
  home: { pattern: '/', build: () => '/' },
  signIn: { pattern: '/signin', build: () => '/signin' },
  signUp: { pattern: '/signup', build: () => '/signup' },
  resetPasswordRequest: { pattern: '/reset-password', build: () => '/reset-password' },
  resetPassword: {
    pattern: '/reset-password/:token',
    build: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  },
  confirmEmail: {
    pattern: '/confirm-email/:token',
    build: (token: string) => `/confirm-email/${encodeURIComponent(token)}`,
  },
  confirmEmailTyped: {
    pattern: '/confirm-email/:type/:token',
    build: (type: string, token: string) =>
      `/confirm-email/${encodeURIComponent(type)}/${encodeURIComponent(token)}`,
  },
  photo: {
    pattern: '/photo/:photoId',
    build: (photoId: string) => `/photo/${encodeURIComponent(photoId)}`,
  },
  /** The whole portfolio: featured first, then the admin's order; `?tag=` filters. */
  gallery: { pattern: '/galeria', build: () => '/galeria' },
  profile: { pattern: '/profile', build: () => '/profile' },
  /** One section of the account area, so it can be linked and the back button returns. */
  profileSection: {
    pattern: '/profile/:section',
    build: (section: string) => `/profile/${encodeURIComponent(section)}`,
  },
  /** One payment, under the account's payments section. */
  profilePayment: {
    pattern: '/profile/pagos/:paymentId',
    build: (paymentId: string) => `/profile/pagos/${encodeURIComponent(paymentId)}`,
  },
  /** Content management: opens its first section. */
  contentManagement: { pattern: '/content-management', build: () => '/content-management' },
  /** One section of content management, by its Spanish slug (`contentSections`). */
  contentManagementSection: {
    pattern: '/content-management/:section',
    build: (section: ContentSection) => `/content-management/${section}`,
  },
  /** An event's door, for the phone at the entrance (admin): scanning and finding holders. */
  eventCheckIn: {
    pattern: '/content-management/eventos/:eventId/check-in',
    build: (eventId: string) =>
      `/content-management/eventos/${encodeURIComponent(eventId)}/check-in`,
  },
  ordersManagement: { pattern: '/orders-management', build: () => '/orders-management' },
  /**
   * The buyer's order page: the confirmation email's link carries its signature (`?firma=`);
   * the owner, signed in, needs none.
   */
  buyerOrder: {
    pattern: '/pedido/:orderId',
    build: (orderId: string, signature?: string) =>
      `/pedido/${encodeURIComponent(orderId)}${signature ? `?${ORDER_LINK_PARAM}=${encodeURIComponent(signature)}` : ''}`,
  },
  /** The buyer's cart: prints of one or several photos, paid in one order. */
  cart: { pattern: '/carrito', build: () => '/carrito' },
  partner: { pattern: '/hazte-partner', build: () => '/hazte-partner' },
  contact: { pattern: '/contact', build: () => '/contact' },
  /** The withdrawal function (Directive 2023/2673): 'Desistir de una compra'. */
  withdrawal: { pattern: '/desistimiento', build: () => '/desistimiento' },
  comingSoon: { pattern: '/coming-soon', build: () => '/coming-soon' },
  /** The launch list's confirmation link (`?token=`), from the email. */
  comingSoonConfirm: { pattern: '/coming-soon/confirmar', build: () => '/coming-soon/confirmar' },
  /** The launch list's unsubscribe link (`?token=`), in every email. */
  comingSoonUnsubscribe: { pattern: '/coming-soon/baja', build: () => '/coming-soon/baja' },
  events: { pattern: '/events', build: () => '/events' },
  event: { pattern: '/events/:id', build: (id: string) => `/events/${encodeURIComponent(id)}` },
  myTickets: {
    pattern: '/mistickets/:id',
    build: (id: string) => `/mistickets/${encodeURIComponent(id)}`,
  },
  /**
   * One ticket, by its holder's signed link (`?token=`, from her email): no account needed;
   * the token stops working when the ticket changes hands.
   */
  holderTicket: {
    pattern: '/entrada/:ticketId',
    build: (ticketId: string, token?: string) =>
      `/entrada/${encodeURIComponent(ticketId)}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  },
  legalPrivacy: { pattern: '/legal/privacy', build: () => '/legal/privacy' },
  legalTerms: { pattern: '/legal/terms', build: () => '/legal/terms' },
  legalCookie: { pattern: '/legal/cookie', build: () => '/legal/cookie' },
  legalNotice: { pattern: '/legal/notice', build: () => '/legal/notice' },
} as const;

export type PathName = keyof typeof paths;

function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

/** True when `pathname` (no query string) is the page `name`. */
export function isPagePath(name: PathName, pathname: string): boolean {
  return matchesPattern(paths[name].pattern, pathname);
}

/** True when `pathname` (no query string) is a page of the web app. */
export function isKnownPagePath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.values(paths).some((p) => matchesPattern(p.pattern, clean));
}
