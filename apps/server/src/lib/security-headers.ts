import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#src/config';

/**
 * Strict headers on every response. Later issues add the Stripe and Google origins to
 * script-src / frame-src / connect-src here, and nowhere else.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const https = config.publicUrl.startsWith('https://');
  // Google sign-in (GIS) only when configured: its script, button iframe and styles.
  const gsi = config.auth.googleClientId ? ['https://accounts.google.com/gsi/'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...gsi.map((o) => `${o}client`)],
        styleSrc: ["'self'", ...gsi.map((o) => `${o}style`)],
        // Server-rendered pages carry style attributes (an image's aspect ratio and
        // placeholder): allowed as attributes only; <style> elements stay 'self'
        // (docs/decisions/009-server-rendering.md).
        styleSrcAttr: ["'unsafe-inline'"],
        // Media from the bucket's public URL (a CDN) when S3 is configured.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : []),
        ],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...gsi],
        frameSrc: gsi.length > 0 ? gsi : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup needs to talk back to its opener.
    crossOriginOpenerPolicy: {
      policy: gsi.length > 0 ? 'same-origin-allow-popups' : 'same-origin',
    },
    xFrameOptions: { action: 'deny' },
  });
}
