import { describe, expect, it } from 'vitest';
import { emailBodySchema } from './index';

describe("zod's locale", () => {
  it('is Spanish for every importer of the contracts', () => {
    const result = emailBodySchema.safeParse({ email: 'no-es-un-email' });
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message ?? '';
    expect(message).toMatch(/correo electrónico/);
    expect(message).not.toMatch(/invalid/i);
  });
});
