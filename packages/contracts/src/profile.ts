import { z } from 'zod';
import { accountMessages as msg } from './account-messages';
import { billingTypes } from './account-rules';
import { userRoles } from './roles';

/** storefront-customer §3 Billing data. */
const text = (max: number) => z.string().trim().max(max);

export const billingDataSchema = z
  .object({
    type: z.enum(billingTypes),
    fiscalName: text(200),
    taxId: text(32),
    address: text(300),
    postalCode: text(16),
    city: text(100),
    province: text(100),
    country: text(100),
    phone: text(32).optional(),
    email: z.union([z.literal(''), z.email().max(254)]).optional(),
  })
  .meta({ id: 'BillingData' });

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

/** storefront-customer §3 Profile form field definition. */
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

/** storefront-customer §3 Profile, as GET /user/profile answers it. */
export const profileSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(userRoles),
    profilePicture: z.string().nullable().optional(),
    mail_confirmed: z.boolean().optional(),
    options: z.array(profileOptionSchema).optional(),
    billingData: billingDataSchema.nullable().optional(),
  })
  .meta({ id: 'Profile' });

const invalidOptions = { error: msg.profileOptionsInvalid };

/** The answers to the profile form fields, as saved: at most 50, one short value each. */
export const profileOptionsSchema = z
  .array(
    z.object(
      {
        key: z.string(invalidOptions).max(64, invalidOptions),
        value: z.union([z.string().max(1000), z.number(), z.boolean(), z.null()], invalidOptions),
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
    name: z.string().trim().min(1, msg.nameRequired).max(100, msg.nameRequired).optional(),
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
    profilePictureOld: z.string().max(2000).optional(),
  })
  .meta({ id: 'ProfileUpdateFields' });

export type BillingData = z.infer<typeof billingDataSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type FormField = z.infer<typeof formFieldSchema>;
export type FormFieldsResponse = z.infer<typeof formFieldsResponseSchema>;
export type ProfileOption = z.infer<typeof profileOptionSchema>;
export type ProfileUpdateFields = z.infer<typeof profileUpdateFieldsSchema>;
