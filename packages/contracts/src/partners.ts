import { z } from 'zod';
import {
  partnerApplicationStatuses,
  partnerMessages,
  partnerFieldLimits,
  partnerWebsiteLimit,
} from './partner-rules';
import { isHttpsUrl } from './text-rules';
import { requiredText, safeText } from './text-schemas';

/** The partner programme's contract (rules and messages: partner-rules.ts). */
const m = partnerMessages;

export const partnerApplicationInputSchema = z
  .object({
    name: requiredText(partnerFieldLimits.name, { singleLine: true, blankMessage: m.nameRequired }),
    business: requiredText(partnerFieldLimits.business, {
      singleLine: true,
      blankMessage: m.businessRequired,
    }),
    website: z.union([
      z.literal(''),
      z.string().trim().max(partnerWebsiteLimit).refine(isHttpsUrl, m.websiteInvalid),
    ]),
    motivation: requiredText(partnerFieldLimits.motivation, { blankMessage: m.motivationRequired }),
  })
  .meta({ id: 'PartnerApplicationBody' });
export type PartnerApplicationInput = z.infer<typeof partnerApplicationInputSchema>;

export const partnerApplicationSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    business: z.string(),
    website: z.string(),
    motivation: z.string(),
    status: z.enum(partnerApplicationStatuses),
    /** What the admin wrote to the applicant with the decision (may be empty). */
    decisionNote: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    decidedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'PartnerApplication' });
export type PartnerApplication = z.infer<typeof partnerApplicationSchema>;

/** GET /partners/application: the caller's latest application, if any. */
export const myPartnerApplicationSchema = z
  .object({ application: partnerApplicationSchema.nullable() })
  .meta({ id: 'MyPartnerApplication' });
export type MyPartnerApplication = z.infer<typeof myPartnerApplicationSchema>;

export const adminPartnerApplicationSchema = partnerApplicationSchema
  .extend({
    userId: z.uuid(),
    /** The account's email, where the decision is sent. */
    email: z.string(),
    mailConfirmed: z.boolean(),
  })
  .meta({ id: 'AdminPartnerApplication' });
export type AdminPartnerApplication = z.infer<typeof adminPartnerApplicationSchema>;

export const adminPartnerApplicationListSchema = z
  .object({ items: z.array(adminPartnerApplicationSchema), pending: z.number().int() })
  .meta({ id: 'AdminPartnerApplicationList' });
export type AdminPartnerApplicationList = z.infer<typeof adminPartnerApplicationListSchema>;

export const partnerApplicationListQuerySchema = z.object({
  status: z.enum(partnerApplicationStatuses).optional(),
});

export const partnerDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    note: safeText(1000),
  })
  .meta({ id: 'PartnerDecisionBody' });
export type PartnerDecision = z.infer<typeof partnerDecisionSchema>;

export const partnerApplicationParamsSchema = z.object({ id: z.uuid(m.notFound) });
