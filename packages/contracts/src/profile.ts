import { z } from 'zod';

/** storefront-customer §3 Billing data. */
export const billingDataSchema = z
  .object({
    type: z.enum(['personal', 'business']),
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
  .meta({ id: 'BillingData' });

/** storefront-customer §3 Profile, as GET /user/profile answers it. */
export const profileSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['user', 'partner', 'admin']),
    profilePicture: z.string().nullable().optional(),
    mail_confirmed: z.boolean().optional(),
    options: z.array(z.object({ key: z.string(), value: z.unknown() })).optional(),
    billingData: billingDataSchema.nullable().optional(),
  })
  .meta({ id: 'Profile' });

export type BillingData = z.infer<typeof billingDataSchema>;
export type Profile = z.infer<typeof profileSchema>;
