import { z } from 'zod';
import {
  contactEmailPattern,
  contactLimits as l,
  contactMessages as m,
  normalizeOrderNumber,
  withdrawalStatuses,
} from './contact-rules';
import { forbiddenCharacterIn, isBlankText, textMessages } from './text-rules';
import { requiredText, safeText } from './text-schemas';

/**
 * The contact form, the withdrawal function (Directive 2023/2673, art. 11a CRD) and the
 * admin's inbox of both (issue 12). Limits, messages and the email pattern come from
 * contact-rules.ts, which the browser's forms check with.
 */

const line = (max: number, blankMessage: string) =>
  requiredText(max, { singleLine: true, blankMessage });

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, m.emailRequired)
  .max(l.email, textMessages.tooLong(l.email))
  .regex(contactEmailPattern, m.emailInvalid);

/**
 * The honeypot: a field people never see (hidden from them and from screen readers). A bot
 * that fills it gets the same answer as a person, and nothing is stored or sent.
 */
const honeypot = z.string().max(500).optional();

// ————— POST /contact —————

export const contactMessageBodySchema = z
  .object({
    name: line(l.name, m.nameRequired),
    email,
    subject: line(l.subject, m.subjectRequired),
    message: requiredText(l.message, { blankMessage: m.messageRequired }),
    /** The privacy policy accepted (GDPR art. 13: informed before sending). */
    consent: z.literal(true, { error: m.consentRequired }),
    website: honeypot,
  })
  .meta({ id: 'ContactMessageBody' });
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

/** The same answer for every accepted message (a honeypot's too). */
export const contactReceiptSchema = z
  .object({ message: z.string() })
  .meta({ id: 'ContactReceipt' });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

// ————— POST /withdrawals —————

const orderNumber = z
  .string()
  .overwrite(normalizeOrderNumber)
  .max(l.orderNumber, textMessages.tooLong(l.orderNumber))
  .refine((v) => forbiddenCharacterIn(v) === null, textMessages.forbiddenCharacter)
  .refine((v) => forbiddenCharacterIn(v, { singleLine: true }) === null, textMessages.lineBreak)
  .refine((v) => !isBlankText(v), m.orderNumberRequired);

export const withdrawalBodySchema = z
  .object({
    name: line(l.name, m.nameRequired),
    email,
    /** As the confirmation email shows it (the last 6 characters), or the whole id. */
    orderNumber,
    /** Optional: which prints, or anything the buyer wants to add. No reason is needed. */
    comment: safeText(l.comment).optional().default(''),
    website: honeypot,
  })
  .meta({ id: 'WithdrawalBody' });
export type WithdrawalBody = z.input<typeof withdrawalBodySchema>;

/**
 * The same answer whether or not the order number matches a paid order of that email, so
 * the form tells nobody anything about anyone's orders.
 */
export const withdrawalReceiptSchema = z
  .object({
    message: z.string(),
    /** When the declaration was received (ISO 8601): the acknowledgement repeats it. */
    receivedAt: z.iso.datetime(),
    /** A short reference to quote when writing to the shop. */
    reference: z.string(),
  })
  .meta({ id: 'WithdrawalReceipt' });
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>;

// ————— Admin —————

export const deskItemParamsSchema = z.object({ id: z.uuid() });

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

export const contactMessagesQuerySchema = z.object({
  page,
  pageSize,
  /** `true`: unread messages only. */
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const contactMessageSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    read: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagesPageSchema = z
  .object({
    items: z.array(contactMessageSchema),
    /** Messages matching the filter. */
    total: z.number().int(),
    /** Unread messages in all (the admin's badge), whatever the filter. */
    unread: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ContactMessagesPage' });
export type ContactMessagesPage = z.infer<typeof contactMessagesPageSchema>;

export const contactMessageUpdateSchema = z
  .object({ read: z.boolean() })
  .meta({ id: 'ContactMessageUpdate' });

export const withdrawalStatusSchema = z.enum(withdrawalStatuses);

export const withdrawalsQuerySchema = z.object({
  page,
  pageSize,
  status: withdrawalStatusSchema.optional(),
});

export const withdrawalRequestSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    name: z.string(),
    email: z.string(),
    orderNumber: z.string(),
    comment: z.string(),
    /** The paid order of that email the number names, if any (for the admin only). */
    matchedOrderId: z.uuid().nullable(),
    status: withdrawalStatusSchema,
    note: z.string(),
    createdAt: z.iso.datetime(),
    statusChangedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WithdrawalRequest' });
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalsPageSchema = z
  .object({
    items: z.array(withdrawalRequestSchema),
    total: z.number().int(),
    /** Requests still 'received' in all, whatever the filter. */
    open: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'WithdrawalsPage' });
export type WithdrawalsPage = z.infer<typeof withdrawalsPageSchema>;

export const withdrawalUpdateSchema = z
  .object({
    status: withdrawalStatusSchema,
    /** Why (required to reject): kept with the request, and emailed with a decision. */
    note: safeText(l.note).optional().default(''),
  })
  .refine((v) => v.status !== 'rejected' || !isBlankText(v.note), {
    message: m.noteRequiredToReject,
    path: ['note'],
  })
  .meta({ id: 'WithdrawalUpdate' });
export type WithdrawalUpdate = z.input<typeof withdrawalUpdateSchema>;
