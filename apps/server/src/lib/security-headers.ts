import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isPagePath } from '@shop/contracts';
import type { AppConfig } from '#src/config';

/**
 * Stripe.js and its Payment Element (Stripe's security guide): the script, its iframes and
 * 3-D Secure frames, and the API it calls. Only with real Stripe keys.
 */
const stripeOrigins = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Powerful features the shop never uses, denied to every page and frame. The door page scans
 * tickets with the camera, so it alone allows it (its links load it as a new document: a
 * policy belongs to the document, not to the route the app shows). `payment` stays open to
 * Stripe's frames when Stripe is real: the Payment Element's wallets (Apple Pay, Google Pay)
 * run the Payment Request API inside them.
 */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'picture-in-picture',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export function permissionsPolicy(options: { camera: boolean; stripeFrames: readonly string[] }) {
  const payment = options.stripeFrames.map((origin) => `"${origin}"`);
  return [
    `camera=${options.camera ? '(self)' : '()'}`,
    `payment=${payment.length > 0 ? `(self ${payment.join(' ')})` : '()'}`,
    ...deniedFeatures.map((feature) => `${feature}=()`),
  ].join(', ');
}

/**
 * Strict headers on every response. The Stripe and Google origins are added to script-src /
 * frame-src / connect-src here, and nowhere else. `simulatorOrigin` is the embedded Stripe
 * simulator's origin once it listens (the browser's card form posts to it), else null.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: AppConfig,
  simulatorOrigin: () => string | null = () => null,
) {
  const https = config.publicUrl.startsWith('https://');
  // Google sign-in (GIS) only when configured: its script, button iframe and styles.
  const gsi = config.auth.googleClientId ? ['https://accounts.google.com/gsi/'] : [];
  const stripe =
    config.stripe.mode === 'remote' ? stripeOrigins : { script: [], frame: [], connect: [] };
  // Helmet calls a function value on each response: the simulator's port is known only
  // after the payments plugin has started it.
  const simulator = () => simulatorOrigin() ?? "'self'";
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...gsi.map((o) => `${o}client`), ...stripe.script],
        styleSrc: ["'self'", ...gsi.map((o) => `${o}style`)],
        // Server-rendered pages carry style attributes (an image's aspect ratio and
        // placeholder): allowed as attributes only (docs/decisions/009-server-rendering.md).
        // A page's own <style> element is allowed by its hash (allowStyleElement).
        styleSrcAttr: ["'unsafe-inline'"],
        // Media from the bucket's public URL (a CDN) when S3 is configured.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : []),
        ],
        fontSrc: ["'self'"],
        connectSrc: [
          "'self'",
          ...gsi,
          ...stripe.connect,
          ...(config.stripe.mode === 'embedded' ? [simulator] : []),
        ],
        frameSrc: gsi.length + stripe.frame.length > 0 ? [...gsi, ...stripe.frame] : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Sent below, only over HTTPS (RFC 6797 §7.2: never over plain HTTP).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup needs to talk back to its opener.
    crossOriginOpenerPolicy: {
      policy: gsi.length > 0 ? 'same-origin-allow-popups' : 'same-origin',
    },
    xFrameOptions: { action: 'deny' },
  });
  const stripeFrames =
    config.stripe.mode === 'remote'
      ? stripeOrigins.frame.filter((o) => o.includes('js.stripe'))
      : [];
  const policy = permissionsPolicy({ camera: false, stripeFrames });
  const doorPolicy = permissionsPolicy({ camera: true, stripeFrames });
  app.addHook('onRequest', async (request, reply) => {
    // `protocol` is https on a TLS socket, or when a proxy that TRUST_PROXY trusts (the
    // peer itself, never a header alone) says so in X-Forwarded-Proto.
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    const door = isPagePath('eventCheckIn', request.url.split('?')[0] ?? '/');
    void reply.header('permissions-policy', door ? doorPolicy : policy);
  });
}

/**
 * Allows one <style> element on this answer, by its CSP source ('sha256-…'): a server-rendered
 * page's styles (infra/page-stylesheet.ts). Nothing else is loosened.
 */
export function allowStyleElement(reply: FastifyReply, source: string) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  const directives = policy
    .split(';')
    .map((d) => (/^\s*style-src\s/.test(d) ? `${d.trimEnd()} ${source}` : d));
  void reply.header('content-security-policy', directives.join(';'));
}
