/**
 * Navigation inside the account area (storefront-customer §2): on mobile a main menu whose
 * entries open sub-pages with a back arrow; on desktop tabs. Payment detail opens under the
 * payments tab. Kept as a reducer so the transitions are plain, testable data.
 */
export type ProfileSection = 'personal' | 'billing' | 'settings' | 'payments';
export type ProfileView = 'main' | ProfileSection | 'payment-detail';

export interface ProfileNavigation {
  view: ProfileView;
  /** The payment shown in 'payment-detail'. */
  paymentId: string | null;
}

export type ProfileNavigationAction =
  | { type: 'open'; section: ProfileSection }
  | { type: 'openPayment'; paymentId: string }
  | { type: 'back' };

export const initialProfileNavigation: ProfileNavigation = { view: 'main', paymentId: null };

export const profileSections: readonly { id: ProfileSection; label: string }[] = [
  { id: 'personal', label: 'Información Personal' },
  { id: 'billing', label: 'Datos de Facturación' },
  { id: 'settings', label: 'Ajustes' },
  { id: 'payments', label: 'Historial de Pagos' },
];

export function profileNavigationReducer(
  state: ProfileNavigation,
  action: ProfileNavigationAction,
): ProfileNavigation {
  switch (action.type) {
    case 'open':
      return { view: action.section, paymentId: null };
    case 'openPayment':
      return { view: 'payment-detail', paymentId: action.paymentId };
    case 'back':
      return state.view === 'payment-detail'
        ? { view: 'payments', paymentId: null }
        : initialProfileNavigation;
  }
}

/** Desktop has no main menu: the tab that is selected for a view. */
export function tabForView(view: ProfileView): ProfileSection {
  switch (view) {
    case 'main':
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
  return profileSections.find((s) => s.id === view)?.label ?? '';
}
