import { describe, expect, it } from 'vitest';
import { errorCodeForStatus, genericErrorStatusByCode } from './error-codes';

describe('error codes', () => {
  it('maps every generic code back from its own status', () => {
    for (const [code, status] of Object.entries(genericErrorStatusByCode)) {
      expect(errorCodeForStatus(status)).toBe(code);
    }
  });
  it('maps unknown statuses to the nearest family', () => {
    expect(errorCodeForStatus(418)).toBe('invalid_data');
    expect(errorCodeForStatus(504)).toBe('internal');
  });
});
