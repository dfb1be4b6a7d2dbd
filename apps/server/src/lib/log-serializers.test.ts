import { describe, expect, it } from 'vitest';
import { createUrlRedactor, serializeError } from './log-serializers';

describe('serializeError', () => {
  it('keeps the SQLSTATE, constraint and table of a pg error, not its detail or input', () => {
    const err = Object.assign(new Error('invalid input syntax for type uuid: "ana@example.com"'), {
      code: '22P02',
      constraint: 'users_email_unique',
      table: 'users',
      detail: 'Key (email)=(ana@example.com) already exists.',
    });
    const logged = JSON.stringify(serializeError(err));
    expect(logged).toContain('22P02');
    expect(logged).toContain('users_email_unique');
    expect(logged).not.toContain('ana@example.com');
  });

  it("reduces a Drizzle error to the statement's first words, through its causes", () => {
    const cause = Object.assign(new Error('forced'), { code: '23514' });
    const err = new Error(
      'Failed query: update "users" set "billing_data" = $1\nparams: {"address":"Calle 7"}',
      { cause },
    );
    Object.assign(err, { query: 'update "users" set "billing_data" = $1', params: ['Calle 7'] });
    const logged = serializeError(err);
    expect(logged).toMatchObject({
      message: 'Failed query: update "users" set',
      statement: 'update "users" set',
      cause: { code: '23514' },
    });
    expect(JSON.stringify(logged)).not.toContain('Calle 7');
  });
});

describe('createUrlRedactor', () => {
  const urls = createUrlRedactor();
  urls.learn('/api/auth/confirm-email/:type/:token');
  urls.learn('/api/photos/:id');

  it('hides token segments of learned routes and token query values', () => {
    expect(urls.redact('/api/auth/confirm-email/user/abc123?limit=1')).toBe(
      '/api/auth/confirm-email/user/[redactado]?limit=1',
    );
    expect(urls.redact('/api/photos/42')).toBe('/api/photos/42');
    expect(urls.redact('/signin?token=abc&next=/')).toBe(
      '/signin?token=[redactado]&next=[redactado]',
    );
    expect(urls.redact('/api/prodigi/callback?secret=s3cr3t')).toBe(
      '/api/prodigi/callback?secret=[redactado]',
    );
    expect(urls.redact('/api/print-files/o/0?expires=9&signature=abc')).toBe(
      '/api/print-files/o/0?expires=9&signature=[redactado]',
    );
    expect(urls.redact('/pedido/o1?firma=abc')).toBe('/pedido/o1?firma=[redactado]');
  });

  it("hides what a person may have typed in the query, and keeps the shop's own filters", () => {
    expect(
      urls.redact('/api/admin/orders?state=attention&q=ana%40example.com&from=2026-01-01'),
    ).toBe('/api/admin/orders?state=attention&q=[redactado]&from=2026-01-01');
    expect(urls.redact('/x?email=ana@example.com&name=Ana&phone=600&search=Ana&limit=5')).toBe(
      '/x?email=[redactado]&name=[redactado]&phone=[redactado]&search=[redactado]&limit=5',
    );
    // A parameter whose name is itself a value, and a fragment, say nothing either.
    expect(urls.redact('/x?ana@example.com&tag=mar#ana')).toBe('/x?[redactado]&tag=mar');
    expect(urls.redact('/x?')).toBe('/x');
  });
});
