/**
 * Every TanStack Query key of the app, in one place: features share cached data (the
 * admin's photo changes refresh the visitor's gallery, the account's saves update the
 * session's profile) by calling the same factory, never by spelling the same string.
 * Keys nest: invalidating `photos.all()` reaches the public list, details and admin list.
 */
export const queryKeys = {
  siteConfig: () => ['site-config'] as const,
  siteContent: () => ['site-content'] as const,
  legalDocument: (document: string) => ['legal-document', document] as const,
  adminSiteContent: () => ['admin', 'site-content'] as const,
  /** The admin's inbox: messages from /contact and withdrawal requests. */
  desk: {
    all: () => ['admin', 'desk'] as const,
    messages: (filter: object) => ['admin', 'desk', 'messages', filter] as const,
    withdrawals: (filter: object) => ['admin', 'desk', 'withdrawals', filter] as const,
  },
  adminLaunchListAll: () => ['admin', 'launch-list'] as const,
  adminLaunchList: (offset: number) => ['admin', 'launch-list', offset] as const,
  profile: () => ['profile'] as const,
  /** The signed-in customer's purchases ('Historial de Pagos'), keyed by the account. */
  purchases: (userId: string) => ['purchases', userId] as const,
  /** Every account's purchases (a change to an order refreshes whichever is shown). */
  allPurchases: () => ['purchases'] as const,
  /** The caller's partner application, and the admin's list of them. */
  partners: {
    mine: () => ['partners', 'mine'] as const,
    admin: (status: string) => ['partners', 'admin', status] as const,
    adminAll: () => ['partners', 'admin'] as const,
  },
  /** The admin's events, every state (each carries the form's values). */
  adminEvents: () => ['admin', 'events'] as const,
  /** One event's attendee list (admin), all of it (`q` '') or a search; `eventAttendees` for all. */
  adminAttendees: (eventId: string, q: string) => ['admin', 'attendees', eventId, q] as const,
  adminEventAttendees: (eventId: string) => ['admin', 'attendees', eventId] as const,
  /** One event's waitlists (admin): every entry, each ticket type's line in order. */
  adminWaitlist: (eventId: string) => ['admin', 'waitlist', eventId] as const,
  profileFields: () => ['form-fields', 'profile'] as const,
  resetToken: (token: string) => ['reset-token', token] as const,
  photos: {
    all: () => ['photos'] as const,
    public: () => ['photos', 'public'] as const,
    publicList: (limit: number) => ['photos', 'public', 'list', limit] as const,
    detail: (photoId: string) => ['photos', 'public', 'detail', photoId] as const,
    galleryPage: (tag: string | null, cursor: string | null) =>
      ['photos', 'public', 'gallery', tag, cursor] as const,
    tags: () => ['photos', 'public', 'tags'] as const,
    admin: () => ['photos', 'admin'] as const,
    order: () => ['photos', 'admin', 'order'] as const,
    /** The server's stage of one image request (an upload, a crop, a turn). */
    work: (id: string) => ['photos', 'admin', 'work', id] as const,
  },
  /** A buyer's order, by its link (or the owner's session). */
  buyerOrders: {
    all: () => ['buyer-orders'] as const,
    detail: (orderId: string, signature: string | null) =>
      ['buyer-orders', 'detail', orderId, signature] as const,
  },
  /** The published events (/events) and one event's page, with its tickets' availability. */
  events: {
    all: () => ['events'] as const,
    list: () => ['events', 'list'] as const,
    detail: (eventId: string) => ['events', 'detail', eventId] as const,
    /** The events a signed-in customer holds tickets for ('Ver tickets', 'Mis Eventos'). */
    mine: (userId: string) => ['events', 'mine', userId] as const,
    /** A signed-in customer's tickets for one event (/mistickets/{id}). */
    myTickets: (userId: string, eventId: string) =>
      ['events', 'my-tickets', userId, eventId] as const,
    /** One ticket by its holder's signed link (/entrada/{id}?token=). */
    holderTicket: (ticketId: string, token: string) =>
      ['events', 'holder-ticket', ticketId, token] as const,
    /** A signed-in customer's places on one event's waitlists (waiting, offered, paying). */
    myWaitlist: (userId: string, eventId: string) =>
      ['events', 'waitlist', userId, eventId] as const,
  },
  /** The print catalogue and each photo's variants (admin only). */
  printCatalog: {
    all: () => ['print-catalog'] as const,
    products: () => ['print-catalog', 'products'] as const,
    variants: (photoId: string) => ['print-catalog', 'variants', photoId] as const,
  },
  /** The admin's orders at Prodigi: pages of the list, one order, what it allows now. */
  providerOrders: {
    all: () => ['admin', 'provider-orders'] as const,
    list: (query: object) => ['admin', 'provider-orders', 'list', query] as const,
    detail: (id: string) => ['admin', 'provider-orders', 'detail', id] as const,
    actions: (id: string) => ['admin', 'provider-orders', 'actions', id] as const,
  },
  /** Which Prodigi the server talks to: simulator, sandbox or live (admin). */
  prodigiEnvironment: () => ['admin', 'prodigi-environment'] as const,
  /** One of our orders' money: taken, refunded, left (admin). */
  orderMoney: {
    all: () => ['admin', 'order-money'] as const,
    of: (orderId: string) => ['admin', 'order-money', orderId] as const,
  },
  /**
   * The buy form (read in the browser only): a photo's print options, a SKU's buyer
   * attributes, the payment gateway's config, and quotes keyed by every input they depend on.
   */
  checkout: {
    all: () => ['checkout'] as const,
    photoProducts: (photoId: string) => ['checkout', 'products', photoId] as const,
    productDetails: (sku: string) => ['checkout', 'product-details', sku] as const,
    paymentsConfig: () => ['checkout', 'payments-config'] as const,
    quote: (request: object) => ['checkout', 'quote', request] as const,
    cartQuote: (request: object) => ['checkout', 'cart-quote', request] as const,
    /** The photo page's 'Impresiones desde' (server-rendered). */
    printsFrom: (photoId: string) => ['checkout', 'prints-from', photoId] as const,
  },
} as const;
