import { z } from 'zod';
import { fieldLimits } from './field-limits';
import {
  launchListEmailPattern,
  launchListMessages,
  launchListStatuses,
} from './launch-list-rules';

/**
 * The launch list's API schemas (rules, messages and the consent text: launch-list-rules.ts).
 * The server validates with these; the web form runs launchListSignupErrors, the same rules.
 */
const m = launchListMessages;

export const launchListSignupBodySchema = z
  .object({
    email: z
      .string(m.emailRequired)
      .trim()
      .toLowerCase()
      .min(1, m.emailRequired)
      .max(fieldLimits.account.email, m.emailInvalid)
      .pipe(z.email({ pattern: launchListEmailPattern, error: m.emailInvalid })),
    /** Must be literally true: no pre-ticked or implied consent. */
    consent: z.literal(true, m.consentRequired),
    /**
     * A field people never see (hidden from view and from screen readers): a bot that fills
     * it gets the same answer as anyone, and nothing is stored or sent.
     */
    website: z.string().max(500).optional(),
  })
  .meta({ id: 'LaunchListSignupBody' });
export type LaunchListSignupBody = z.input<typeof launchListSignupBodySchema>;

export const launchListTokenBodySchema = z
  .object({ token: z.string().min(16, m.linkInvalid).max(200, m.linkInvalid) })
  .meta({ id: 'LaunchListTokenBody' });

/**
 * POST /coming-soon/baja?token=: the one-click unsubscribe (RFC 8058) a mail program sends
 * from the email's List-Unsubscribe header; the same address opened in a browser is the page.
 */
export const launchListOneClickQuerySchema = z.object({
  token: launchListTokenBodySchema.shape.token,
});

export const launchListAnswerSchema = z
  .object({ message: z.string() })
  .meta({ id: 'LaunchListAnswer' });

export const launchListResultSchema = z
  .object({ status: z.enum(launchListStatuses), message: z.string() })
  .meta({ id: 'LaunchListResult' });
export type LaunchListResult = z.infer<typeof launchListResultSchema>;

export const launchListSignupSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    status: z.enum(launchListStatuses),
    consentText: z.string(),
    consentedAt: z.iso.datetime(),
    confirmedAt: z.iso.datetime().nullable(),
    unsubscribedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'LaunchListSignup' });
export type LaunchListSignup = z.infer<typeof launchListSignupSchema>;

export const adminLaunchListQuerySchema = z.object({
  status: z.enum(launchListStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminLaunchListQuery = z.input<typeof adminLaunchListQuerySchema>;

export const adminLaunchListSchema = z
  .object({
    items: z.array(launchListSignupSchema),
    /** Sign-ups matching the query (all pages). */
    total: z.number().int(),
    counts: z.object({
      pending: z.number().int(),
      confirmed: z.number().int(),
      unsubscribed: z.number().int(),
    }),
  })
  .meta({ id: 'AdminLaunchList' });
export type AdminLaunchList = z.infer<typeof adminLaunchListSchema>;

export const launchListSignupParamsSchema = z.object({ id: z.uuid(m.notFound) });
