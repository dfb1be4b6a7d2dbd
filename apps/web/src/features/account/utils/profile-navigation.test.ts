import { describe, expect, it } from 'vitest';
import {
  initialProfileNavigation,
  profileNavigationReducer as reduce,
  profileSections,
  tabForView,
  viewTitle,
} from './profile-navigation';

describe('account navigation', () => {
  it('starts on the main menu', () => {
    expect(initialProfileNavigation).toEqual({ view: 'main', paymentId: null });
  });

  it.each(profileSections.map((s) => s.id))(
    'opens %s and goes back to the main menu',
    (section) => {
      const opened = reduce(initialProfileNavigation, { type: 'open', section });
      expect(opened.view).toBe(section);
      expect(reduce(opened, { type: 'back' })).toEqual(initialProfileNavigation);
    },
  );

  it('opens a payment detail under payments, and back returns to payments', () => {
    const payments = reduce(initialProfileNavigation, { type: 'open', section: 'payments' });
    const detail = reduce(payments, { type: 'openPayment', paymentId: 'p1' });
    expect(detail).toEqual({ view: 'payment-detail', paymentId: 'p1' });
    expect(reduce(detail, { type: 'back' })).toEqual({ view: 'payments', paymentId: null });
  });

  it('forgets the payment when another section opens', () => {
    const detail = reduce(initialProfileNavigation, { type: 'openPayment', paymentId: 'p1' });
    expect(reduce(detail, { type: 'open', section: 'billing' })).toEqual({
      view: 'billing',
      paymentId: null,
    });
  });

  it('maps views to desktop tabs: main shows personal, payment detail sits under payments', () => {
    expect(tabForView('main')).toBe('personal');
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
