import { z } from 'zod';
import { accountMessages as msg } from './account-messages';
import { billingTypes } from './account-rules';
import { PROFILE_OPTION_TEXT_MAX } from './profile-option-rules';
import { userRoles } from './roles';
import {
  isSpainCountry,
  isSpanishPostalCode,
  isSpanishTaxId,
  spanishIdMessages,
} from './spanish-ids';
import { requiredText, safeText } from './text-schemas';

const line = (max: number) => safeText(max, { singleLine: true });

/**
 * docs/rules/accounts.md#billing-data. In Spain the tax id and the postal code are checked for
 * real; elsewhere only their shape (bounded, storable text).
 */
export const billingDataSchema = z
  .object({
    type: z.enum(billingTypes),
    fiscalName: line(200),
    taxId: line(32),
    address: safeText(300),
    postalCode: line(16),
    city: line(100),
    province: line(100),
    country: line(100),
    phone: line(32).optional(),
    email: z.union([z.literal(''), z.email().max(254)]).optional(),
  })
  .superRefine((billing, ctx) => {
    if (!isSpainCountry(billing.country)) return;
    if (!isSpanishTaxId(billing.taxId)) {
      ctx.addIssue({ code: 'custom', path: ['taxId'], message: spanishIdMessages.taxId });
    }
    if (!isSpanishPostalCode(billing.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: spanishIdMessages.postalCode });
    }
  })
  .meta({ id: 'BillingData' });

/** Billing data as the profile answers it: what was saved, whatever the rules were then. */
const savedBillingDataSchema = z
  .object({
    type: z.enum(billingTypes),
    fiscalName: z.string(),
    taxId: z.string(),
    address: z.string(),
    postalCode: z.string(),
    city: z.string(),
    province: z.string(),
    country: z.string(),
    phone: z.string().optional(),
    email: z.string().optional(),
  })
  .meta({ id: 'SavedBillingData' });

export const billingUpdateBodySchema = z
  .object({ billingData: billingDataSchema })
  .meta({ id: 'BillingUpdateBody' });

export const profileOptionSchema = z.object({ key: z.string().max(64), value: z.unknown() });

export const formFieldTypes = [
  'text',
  'email',
  'phone',
  'textarea',
  'number',
  'date',
  'select',
  'radio',
  'checkbox',
  'boolean',
] as const;

/** docs/rules/accounts.md#profile-fields */
export const formFieldSchema = z
  .object({
    key: z.string(),
    type: z.enum(formFieldTypes),
    label: z.string(),
    placeholder: z.string().optional(),
    description: z.string().optional(),
    required: z.boolean(),
    options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
    isRecommendedForProfile: z.boolean(),
  })
  .meta({ id: 'FormField' });

export const formFieldsResponseSchema = z
  .object({ data: z.array(formFieldSchema) })
  .meta({ id: 'FormFields' });

/** docs/rules/accounts.md#profile, as GET /user/profile answers it. */
export const profileSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(userRoles),
    profilePicture: z.string().nullable().optional(),
    mail_confirmed: z.boolean().optional(),
    options: z.array(profileOptionSchema).optional(),
    billingData: savedBillingDataSchema.nullable().optional(),
  })
  .meta({ id: 'Profile' });

const invalidOptions = { error: msg.profileOptionsInvalid };

/**
 * The answers to the profile form fields, as saved: at most 50, one short value each. Each
 * answer is then checked against its field's definition (profile-option-rules.ts).
 */
export const profileOptionsSchema = z
  .array(
    z.object(
      {
        key: z.string(invalidOptions).max(64, invalidOptions),
        value: z.union(
          [
            z.string().max(PROFILE_OPTION_TEXT_MAX * 4),
            z.number(),
            z.boolean(),
            z.null(),
            // The values ticked in a checkbox field with options.
            z.array(z.string().max(200)).max(50),
          ],
          invalidOptions,
        ),
      },
      invalidOptions,
    ),
    invalidOptions,
  )
  .max(50, invalidOptions);

/**
 * PUT /user: the text fields of the multipart form (the picture comes in the
 * `profilePicture` file part). Every field is optional: what is not sent stays as it was.
 */
export const profileUpdateFieldsSchema = z
  .object({
    name: requiredText(100, {
      singleLine: true,
      blankMessage: msg.nameRequired,
      tooLongMessage: msg.nameRequired,
    }).optional(),
    /** JSON text of [{ key, value }]: the answers to GET /form-fields/profile. */
    options: z
      .string()
      .transform((text, ctx): unknown => {
        try {
          return JSON.parse(text);
        } catch {
          ctx.addIssue({ code: 'custom', message: msg.profileOptionsNotJson });
          return z.NEVER;
        }
      })
      .pipe(profileOptionsSchema)
      .optional(),
    /** Sent as an empty text field (not a file): removes the picture. */
    profilePicture: z.literal('', { error: msg.invalidProfilePicture }).optional(),
    /** The picture the form was showing; informative only. */
    profilePictureOld: safeText(2000, { singleLine: true }).optional(),
  })
  .meta({ id: 'ProfileUpdateFields' });

export type BillingData = z.infer<typeof billingDataSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type FormField = z.infer<typeof formFieldSchema>;
export type FormFieldsResponse = z.infer<typeof formFieldsResponseSchema>;
export type ProfileOption = z.infer<typeof profileOptionSchema>;
export type ProfileUpdateFields = z.infer<typeof profileUpdateFieldsSchema>;
