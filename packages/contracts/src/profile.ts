import { z } from 'zod';

/** storefront-customer §3 Billing data. */
const text = (max: number) => z.string().trim().max(max);

export const billingDataSchema = z
  .object({
    type: z.enum(['personal', 'business']),
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
    role: z.enum(['user', 'partner', 'admin']),
    profilePicture: z.string().nullable().optional(),
    mail_confirmed: z.boolean().optional(),
    options: z.array(profileOptionSchema).optional(),
    billingData: billingDataSchema.nullable().optional(),
  })
  .meta({ id: 'Profile' });

export type BillingData = z.infer<typeof billingDataSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type FormField = z.infer<typeof formFieldSchema>;
export type FormFieldsResponse = z.infer<typeof formFieldsResponseSchema>;
export type ProfileOption = z.infer<typeof profileOptionSchema>;
