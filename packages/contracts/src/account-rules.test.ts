import { describe, expect, it } from 'vitest';
import { billingLabels, isBillingComplete, normalizeEmail } from './account-rules';

describe('billing', () => {
  const complete = {
    type: 'personal',
    fiscalName: 'Ana López',
    taxId: '12345678Z',
    address: 'Calle Mayor 1',
    postalCode: '28013',
    city: 'Madrid',
    province: 'Madrid',
    country: 'España',
  };

  it('is complete when all eight required fields are non-blank; phone and email optional', () => {
    expect(isBillingComplete(complete)).toBe(true);
  });

  it.each(Object.keys(complete))('is incomplete when %s is blank', (field) => {
    expect(isBillingComplete({ ...complete, [field]: '   ' })).toBe(false);
  });

  it('is incomplete when missing', () => {
    expect(isBillingComplete(null)).toBe(false);
  });

  it('labels the fields by type', () => {
    expect(billingLabels('business')).toEqual({ fiscalName: 'Razón Social', taxId: 'CIF' });
    expect(billingLabels('personal')).toEqual({ fiscalName: 'Nombre Completo', taxId: 'NIF/DNI' });
  });
});

it('normalises emails as the server stores them', () => {
  expect(normalizeEmail('  Ana.Lopez@Example.COM ')).toBe('ana.lopez@example.com');
});
