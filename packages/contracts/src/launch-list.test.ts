import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { launchListSignupBodySchema } from './launch-list';
import {
  launchListEmailPattern,
  launchListMessages as msg,
  launchListSignupErrors,
} from './launch-list-rules';

describe('launch list sign-up rules', () => {
  it("use zod's own email pattern, so the form and the server agree", () => {
    expect(launchListEmailPattern.source).toBe(z.regexes.email.source);
  });

  it.each([
    [
      { email: '', consent: false },
      { email: msg.emailRequired, consent: msg.consentRequired },
    ],
    [{ email: '   ', consent: true }, { email: msg.emailRequired }],
    [{ email: 'ana@', consent: true }, { email: msg.emailInvalid }],
    [{ email: `${'a'.repeat(250)}@example.com`, consent: true }, { email: msg.emailInvalid }],
    [{ email: ' Ana@Example.com ', consent: false }, { consent: msg.consentRequired }],
    [{ email: 'ana@example.com', consent: true }, {}],
  ])('the form and the server refuse %j alike', (values, errors) => {
    expect(launchListSignupErrors(values)).toEqual(errors);
    const parsed = launchListSignupBodySchema.safeParse(values);
    const byField: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) byField[String(issue.path[0])] = issue.message;
    expect(byField).toEqual(errors);
  });

  it('accepts only a consent that is literally true', () => {
    for (const consent of ['true', 1, 'on']) {
      const parsed = launchListSignupBodySchema.safeParse({ email: 'ana@example.com', consent });
      expect(parsed.error?.issues[0]?.message).toBe(msg.consentRequired);
    }
  });
});
