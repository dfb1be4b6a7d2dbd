import { describe, expect, it } from 'vitest';
import { contactMessageBodySchema, withdrawalBodySchema, withdrawalUpdateSchema } from './contact';
import {
  contactFormErrors,
  contactLimits,
  contactMessages as m,
  normalizeOrderNumber,
  withdrawalFormErrors,
} from './contact-rules';

/** The first message zod gives for each failing field. */
function schemaErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}

const goodContact = {
  name: 'Ana López',
  email: 'ana@example.com',
  subject: 'Sesión de retrato',
  message: 'Hola,\n\n¿tenéis fechas en mayo?',
  consent: true,
};

const goodWithdrawal = {
  name: 'Ana López',
  email: 'ana@example.com',
  orderNumber: '#a1b2c3',
  comment: '',
};

describe('contact form: the browser rules and the server schema agree', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['all good', {}],
    [
      'everything blank',
      { name: ' ', email: '', subject: '\u200b', message: '  ', consent: false },
    ],
    ['a bad email', { email: 'ana@' }],
    ['a name over its limit', { name: 'a'.repeat(contactLimits.name + 1) }],
    ['a message over its limit', { message: 'a'.repeat(contactLimits.message + 1) }],
    ['a subject with a header injected', { subject: 'Hola\r\nBcc: todos@example.com' }],
    ['a control character', { message: 'hola\u0007' }],
  ];
  it.each(cases)('%s', (_label, change) => {
    const values = { ...goodContact, ...change };
    const rules = contactFormErrors(values);
    expect(schemaErrors(contactMessageBodySchema.safeParse(values))).toEqual(rules);
  });

  it('says what is wrong in Spanish', () => {
    expect(
      contactFormErrors({ name: '', email: 'x', subject: '', message: '', consent: false }),
    ).toEqual({
      name: m.nameRequired,
      email: m.emailInvalid,
      subject: m.subjectRequired,
      message: m.messageRequired,
      consent: m.consentRequired,
    });
  });

  it('stores the email in lower case', () => {
    const parsed = contactMessageBodySchema.parse({ ...goodContact, email: ' Ana@Example.COM ' });
    expect(parsed.email).toBe('ana@example.com');
  });
});

describe('withdrawal form: the browser rules and the server schema agree', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['all good', {}],
    ['everything blank', { name: '', email: ' ', orderNumber: ' # ' }],
    ['an order number over its limit', { orderNumber: 'A'.repeat(contactLimits.orderNumber + 1) }],
    ['a comment over its limit', { comment: 'a'.repeat(contactLimits.comment + 1) }],
    ['an order number on two lines', { orderNumber: 'A1\nB2' }],
  ];
  it.each(cases)('%s', (_label, change) => {
    const values = { ...goodWithdrawal, ...change };
    const rules = withdrawalFormErrors(values);
    expect(schemaErrors(withdrawalBodySchema.safeParse(values))).toEqual(rules);
  });

  it('normalises the order number as the confirmation email writes it', () => {
    expect(normalizeOrderNumber('  #a1b2c3 ')).toBe('A1B2C3');
    expect(withdrawalBodySchema.parse(goodWithdrawal).orderNumber).toBe('A1B2C3');
  });

  it('asks for a reason to reject', () => {
    const refused = withdrawalUpdateSchema.safeParse({ status: 'rejected', note: ' ' });
    expect(schemaErrors(refused)).toEqual({ note: m.noteRequiredToReject });
    expect(withdrawalUpdateSchema.safeParse({ status: 'refunded' }).success).toBe(true);
  });
});
