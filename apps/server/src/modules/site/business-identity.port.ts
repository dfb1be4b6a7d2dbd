import type { BusinessIdentity } from '@shop/contracts';

/**
 * The site domain's port: who runs the shop, as the admin saved it (or the environment's
 * first values). Emails, invoices and pages read it when they need it, so an edit shows at
 * once everywhere.
 */
export interface BusinessIdentityPort {
  current(): Promise<BusinessIdentity>;
  /** The version of /legal/terms now in force (an order keeps the one its buyer saw). */
  readonly termsVersion: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Port of the site domain (modules/site/business-identity.port.ts). */
    businessIdentity: BusinessIdentityPort;
  }
}

/** Announced after each save of the site's content, so every process reads it again. */
export const SITE_CONTENT_CHANGED = 'site_content_changed';
