import { z } from 'zod';

/** Configuration the browser may see. Nothing secret ever goes here. */
export const siteConfigSchema = z
  .object({
    siteName: z.string(),
    contactEmail: z.email(),
    contactPhone: z.string(),
    instagramUrl: z.url().nullable(),
    facebookUrl: z.url().nullable(),
    /** The Google sign-in button shows only when this is set. */
    googleClientId: z.string().nullable(),
  })
  .meta({ id: 'SiteConfig' });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
