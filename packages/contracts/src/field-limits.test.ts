import { describe, expect, it } from 'vitest';
import { signUpBodySchema } from './auth';
import { fieldLimits } from './field-limits';
import { photoUpdateBodySchema } from './photos';
import { billingDataSchema } from './profile';

const text = (length: number) => 'a'.repeat(length);
const email = (length: number) => `${text(length - '@example.com'.length)}@example.com`;

describe('field limits agree with the schemas', () => {
  it('billing: each text field takes its limit and refuses one more', () => {
    const base = {
      type: 'personal',
      fiscalName: 'Ana',
      taxId: '1',
      address: 'Calle',
      postalCode: '1',
      city: 'Madrid',
      province: 'Madrid',
      // Outside Spain only the shape is checked (the Spanish ids have their own tests).
      country: 'Portugal',
    };
    for (const [key, max] of Object.entries(fieldLimits.billing)) {
      const at = (length: number) => (key === 'email' ? email(length) : text(length));
      expect(billingDataSchema.safeParse({ ...base, [key]: at(max) }).success, key).toBe(true);
      expect(billingDataSchema.safeParse({ ...base, [key]: at(max + 1) }).success, key).toBe(false);
    }
  });

  it('photo: each text field takes its limit and refuses one more', () => {
    for (const [key, max] of Object.entries(fieldLimits.photo)) {
      expect(photoUpdateBodySchema.safeParse({ [key]: text(max) }).success, key).toBe(true);
      expect(photoUpdateBodySchema.safeParse({ [key]: text(max + 1) }).success, key).toBe(false);
    }
  });

  it('sign-up: the name and email limits', () => {
    const body = { name: 'Ana', email: 'ana@example.com', password: 'x' };
    const { name, email: emailMax } = fieldLimits.account;
    expect(signUpBodySchema.safeParse({ ...body, name: text(name) }).success).toBe(true);
    expect(signUpBodySchema.safeParse({ ...body, name: text(name + 1) }).success).toBe(false);
    expect(signUpBodySchema.safeParse({ ...body, email: email(emailMax) }).success).toBe(true);
    expect(signUpBodySchema.safeParse({ ...body, email: email(emailMax + 1) }).success).toBe(false);
  });
});
