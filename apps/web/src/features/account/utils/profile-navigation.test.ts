import { describe, expect, it } from 'vitest';
import {
  backPath,
  initialProfileNavigation,
  navigationFromUrl,
  profileSections,
  sectionPath,
  tabForView,
  viewTitle,
} from './profile-navigation';

describe('account navigation', () => {
  it('starts on the main menu at /profile', () => {
    expect(navigationFromUrl(undefined, undefined)).toEqual(initialProfileNavigation);
    expect(initialProfileNavigation).toEqual({ view: 'main', paymentId: null });
  });

  it.each(profileSections.map((s) => [s.id, s.slug] as const))(
    'reads %s from /profile/%s and goes back to the main menu',
    (section, slug) => {
      expect(sectionPath(section)).toBe(`/profile/${slug}`);
      expect(navigationFromUrl(slug, undefined)).toEqual({ view: section, paymentId: null });
      expect(backPath(section)).toBe('/profile');
    },
  );

  it('opens a payment detail under payments, and back returns to payments', () => {
    expect(navigationFromUrl('pagos', 'p1')).toEqual({ view: 'payment-detail', paymentId: 'p1' });
    expect(backPath('payment-detail')).toBe('/profile/pagos');
    // The app's route /profile/pagos/:paymentId has no section parameter.
    expect(navigationFromUrl(undefined, 'p1')).toEqual({ view: 'payment-detail', paymentId: 'p1' });
  });

  it("reads 'Mis Eventos' from /profile/eventos", () => {
    expect(navigationFromUrl('eventos', undefined)).toEqual({ view: 'events', paymentId: null });
    expect(viewTitle('events')).toBe('Mis Eventos');
  });

  it('knows no other section', () => {
    expect(navigationFromUrl('nada', undefined)).toBeNull();
    expect(navigationFromUrl('ajustes', 'p1')).toBeNull();
  });

  it('maps views to desktop tabs: main shows personal, payment detail sits under payments', () => {
    expect(tabForView('main')).toBe('personal');
    expect(tabForView('events')).toBe('personal');
    expect(tabForView('payment-detail')).toBe('payments');
    expect(tabForView('settings')).toBe('settings');
  });

  it('names the four sections as the spec does', () => {
    expect(profileSections.map((s) => s.label)).toEqual([
      'Información Personal',
      'Datos de Facturación',
      'Ajustes',
      'Historial de Pagos',
    ]);
    expect(viewTitle('billing')).toBe('Datos de Facturación');
    expect(viewTitle('payment-detail')).toBe('Detalle del pago');
  });
});
