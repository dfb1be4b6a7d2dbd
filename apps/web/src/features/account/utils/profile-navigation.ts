import { paths } from '@shop/contracts';

/**
 * Navigation inside the account area (docs/rules/accounts.md#account-area), read from the URL
 * so the back button returns to the menu and a section can be linked. On desktop /profile
 * shows the first tab.
 */
export type ProfileSection = 'personal' | 'billing' | 'settings' | 'payments';
export type ProfileView = 'main' | ProfileSection | 'payment-detail' | 'events';

export interface ProfileNavigation {
  view: ProfileView;
  /** The payment shown in 'payment-detail'. */
  paymentId: string | null;
}

export const initialProfileNavigation: ProfileNavigation = { view: 'main', paymentId: null };

export const profileSections: readonly { id: ProfileSection; label: string; slug: string }[] = [
  { id: 'personal', label: 'Información Personal', slug: 'informacion' },
  { id: 'billing', label: 'Datos de Facturación', slug: 'facturacion' },
  { id: 'settings', label: 'Ajustes', slug: 'ajustes' },
  { id: 'payments', label: 'Historial de Pagos', slug: 'pagos' },
];

/** The URL segment of 'Mis Eventos' (the menus' 'Mis Eventos' link). */
export const EVENTS_SLUG = 'eventos';

/** The view a URL names; null for a section that does not exist. */
export function navigationFromUrl(
  section: string | undefined,
  paymentId: string | undefined,
): ProfileNavigation | null {
  // The app's /profile/pagos/:paymentId route names the payment only.
  if (section === undefined && paymentId !== undefined)
    return { view: 'payment-detail', paymentId };
  if (section === undefined) return initialProfileNavigation;
  if (section === EVENTS_SLUG && paymentId === undefined)
    return { view: 'events', paymentId: null };
  const found = profileSections.find((s) => s.slug === section);
  if (!found) return null;
  if (paymentId === undefined) return { view: found.id, paymentId: null };
  return found.id === 'payments' ? { view: 'payment-detail', paymentId } : null;
}

/** The URL of a section. */
export function sectionPath(section: ProfileSection): string {
  const slug = profileSections.find((s) => s.id === section)?.slug ?? '';
  return paths.profileSection.build(slug);
}

/** Where a sub-page's back arrow leads: payments from a payment, else the main menu. */
export function backPath(view: ProfileView): string {
  return view === 'payment-detail' ? sectionPath('payments') : paths.profile.build();
}

/** Desktop has no main menu: the tab that is selected for a view. */
export function tabForView(view: ProfileView): ProfileSection {
  switch (view) {
    case 'main':
    case 'events':
      return 'personal';
    case 'payment-detail':
      return 'payments';
    case 'personal':
    case 'billing':
    case 'settings':
    case 'payments':
      return view;
  }
}

/** The heading of a mobile sub-page. */
export function viewTitle(view: Exclude<ProfileView, 'main'>): string {
  if (view === 'payment-detail') return 'Detalle del pago';
  if (view === 'events') return 'Mis Eventos';
  return profileSections.find((s) => s.id === view)?.label ?? '';
}
