import { z } from 'zod';

/** Configuration the browser may see. Nothing secret ever goes here. */
export const siteConfigSchema = z
  .object({
    /** The business identity's trading name. */
    siteName: z.string(),
    /** Who runs the shop (LSSI art. 10): shown in the footer and the legal pages. */
    legalName: z.string(),
    taxId: z.string(),
    address: z.string(),
    contactEmail: z.email(),
    contactPhone: z.string(),
    instagramUrl: z.url().nullable(),
    facebookUrl: z.url().nullable(),
    /** The Google sign-in button shows only when this is set. */
    googleClientId: z.string().nullable(),
  })
  .meta({ id: 'SiteConfig' });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
