import { describe, expect, it } from 'vitest';
import { errorCodeForStatus, errorStatusByCode } from './error-codes';

describe('error codes', () => {
  it('maps every code back from its own status', () => {
    for (const [code, status] of Object.entries(errorStatusByCode)) {
      expect(errorCodeForStatus(status)).toBe(code);
    }
  });
  it('maps unknown statuses to the nearest family', () => {
    expect(errorCodeForStatus(418)).toBe('invalid_data');
    expect(errorCodeForStatus(504)).toBe('internal');
  });
});
