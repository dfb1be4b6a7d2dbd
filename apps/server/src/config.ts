import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { BusinessIdentity, SiteConfig } from '@shop/contracts';
import { prodigiBaseUrl } from '@shop/prodigi';
import type { S3Config } from './lib/s3-storage';
import { isPrivateAddress, proxyRangeNames } from './lib/trust-proxy';
import { defaultWebDistDir } from './paths';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An IPv4/IPv6 address, a CIDR (10.0.0.0/8, fd00::/8) or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const MAX_PROXY_HOPS = 10;

/**
 * Which proxies may say who the client is (X-Forwarded-For). `false` (no proxy), a number
 * of hops (1 behind one reverse proxy) or the proxies' addresses/CIDRs. `true` is refused:
 * it would take the left-most X-Forwarded-For value, which any client can write.
 */
const trustProxySchema = z.string().transform((value, ctx): false | number | string[] => {
  const text = value.trim().toLowerCase();
  if (['false', '0', 'no'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) {
    ctx.addIssue({
      code: 'custom',
      message:
        '«true» no se admite: tomaría la primera dirección de X-Forwarded-For, que cualquier ' +
        'cliente puede escribir, y así se saltaría los límites por dirección. Indica cuántos ' +
        'proxies hay delante (detrás de un proxy inverso: TRUST_PROXY=1) o sus direcciones/CIDR ' +
        'separadas por comas',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= MAX_PROXY_HOPS) return hops;
    ctx.addIssue({
      code: 'custom',
      message: `como número de proxies, entre 0 y ${MAX_PROXY_HOPS}`,
    });
    return z.NEVER;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `no son direcciones IP ni CIDR: ${wrong.join(', ')} (se espera false, un número de proxies o direcciones/CIDR separadas por comas)`,
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * `host:port` of a listener that serves /metrics without sign-in: an IP address of this
 * machine's loopback or a private network, never every interface nor a public address.
 */
const metricsAddressSchema = z.string().transform((value, ctx) => {
  const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(value.trim());
  const host = match?.[1] ?? '';
  const port = Number(match?.[2]);
  if (!match || isIP(host) === 0 || port < 1 || port > 65535) {
    ctx.addIssue({
      code: 'custom',
      message: 'se espera dirección IP y puerto, por ejemplo 127.0.0.1:9464',
    });
    return z.NEVER;
  }
  if (!isPrivateAddress(host)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'las métricas no piden sesión: escúchalas en una dirección local (127.0.0.1 o la red privada), no en todas ni en una pública',
    });
    return z.NEVER;
  }
  return { host, port };
});

/** Same URL up to a trailing slash and letter case (PRODIGI_BASE_URL written by hand). */
const sameUrl = (a: string | undefined, b: string) =>
  a?.replace(/\/+$/, '').toLowerCase() === b.toLowerCase();

/**
 * The demo studio's holder and address (only with SEED_DEMO, like the demo photos): a real
 * shop sets BUSINESS_* or saves them in the admin, which warns while they are missing.
 */
const DEMO_BUSINESS = {
  legalName: 'Lucía Ferrer Campos',
  taxId: '12345678Z',
  address: 'Calle del Pez 27, 28004 Madrid',
};

/** Every environment variable the server reads. Documented one by one in .env.example. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: http://localhost:<PORT>, so changing only PORT keeps links right. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url()
    .refine((u) => /^postgres(ql)?:\/\//.test(u), 'debe empezar por postgres:// o postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SITE_NAME: z.string().min(1).default('Estudio de Fotografía'),
  CONTACT_EMAIL: z.email().default('hola@example.com'),
  CONTACT_PHONE: z.string().min(1).default('+34 600 000 000'),
  BUSINESS_LEGAL_NAME: z.string().min(1).optional(),
  BUSINESS_TAX_ID: z.string().min(1).optional(),
  BUSINESS_ADDRESS: z.string().min(1).optional(),
  BUSINESS_REGISTRY: z.string().min(1).optional(),
  INSTAGRAM_URL: z.url().optional(),
  FACEBOOK_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  SMTP_URL: z
    .url()
    .refine((u) => /^smtps?:\/\//.test(u), 'debe empezar por smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Estudio de Fotografía <no-reply@localhost>'),
  SEED_DEMO: booleanString.optional(),
  PHOTO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(80 * 1024 * 1024),
  PHOTO_MAX_PIXELS: z.coerce.number().int().min(1).default(120_000_000),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  PRODIGI_API_KEY: z.string().min(1).optional(),
  PRODIGI_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
  PRODIGI_BASE_URL: z.url().optional(),
  JOBS_WORKERS: booleanString.optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .refine((k) => /^(sk|rk)_(test|live)_/.test(k), 'debe empezar por sk_test_, sk_live_ o rk_…')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .refine((k) => /^pk_(test|live)_/.test(k), 'debe empezar por pk_test_ o pk_live_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .refine((k) => k.startsWith('whsec_'), 'debe empezar por whsec_')
    .optional(),
  STRIPE_API_URL: z.url().optional(),
  OSS_ENABLED: booleanString.default(false),
  STOCK_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  WAITLIST_OFFER_HOURS: z.coerce
    .number('debe ser un número entero de horas')
    .int('debe ser un número entero de horas')
    .min(1, 'debe ser al menos 1 hora')
    .max(7 * 24, 'debe ser como mucho 168 horas')
    .default(24),
  RECONCILIATION_EVERY_MINUTES: z.coerce
    .number('debe ser un número entero de minutos')
    .int('debe ser un número entero de minutos')
    .min(0, 'entre 0 (sin programar) y 1440 minutos')
    .max(24 * 60, 'entre 0 (sin programar) y 1440 minutos')
    .default(60),
  LAB_WATCH_SECONDS: z.coerce
    .number('debe ser un número entero de segundos')
    .int('debe ser un número entero de segundos')
    .min(0, 'entre 0 (sin vigilar) y 3600 segundos')
    .max(3600, 'entre 0 (sin vigilar) y 3600 segundos')
    .optional(),
  ALLOW_SIMULATORS: booleanString.default(false),
  METRICS_ADDRESS: metricsAddressSchema.optional(),
});

/** The names of every variable the server reads; `.env.example` must document each (tested). */
export const configVariableNames = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  logLevel: string;
  prettyLogs: boolean;
  /** Fastify's trustProxy: no proxy, a number of hops, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Where /metrics is served without sign-in (METRICS_ADDRESS); null: only to admins. */
  metricsAddress: { host: string; port: number } | null;
  /** Built SPA to serve at `/`; null when the server runs API-only (tests, `npm run dev`). */
  webDistDir: string | null;
  site: SiteConfig;
  /**
   * The business identity's first values (SITE_NAME, CONTACT_*, BUSINESS_*, social links);
   * once the admin saves it (modules/site), the saved one counts.
   */
  business: BusinessIdentity;
  auth: {
    /** Null on the embedded default: a secret is generated once and kept in DATA_DIR. */
    jwtSecret: string | null;
    googleClientId: string | null;
    googleJwksUrl: string;
    /** Refresh cookie Secure (and __Secure- prefix): https, or localhost where browsers allow it. */
    secureCookies: boolean;
  };
  mail: { smtpUrl: string | null; from: string; dir: string };
  /** Demo admin and demo photos on an empty embedded database. */
  seedDemo: boolean;
  photos: { maxBytes: number; maxPixels: number };
  /** Media and originals in an S3-compatible bucket; null keeps them on disk. */
  s3: S3Config | null;
  /**
   * Prodigi's API (sandbox or live, or another base URL such as `npm run sim:prodigi`), or
   * 'embedded': no key given, the server runs the Prodigi simulator in its own process.
   */
  prodigi:
    | {
        mode: 'remote';
        apiKey: string;
        baseUrl: string;
        /** 'live' bills real orders to the photographer's Prodigi account. */
        environment: 'sandbox' | 'live';
      }
    | { mode: 'embedded' };
  /**
   * Durable jobs (pg-boss): whether this process works the queues. Off in tests unless a
   * test turns it on; a process with it off still sends jobs (for another process to work).
   */
  jobs: {
    runWorkers: boolean;
    /**
     * Seconds before a failed job's first retry (doubling after each, pg-boss's backoff).
     * Not an environment setting: tests shorten it.
     */
    retryDelaySeconds: number;
  };
  /**
   * Stripe with the shop's keys, or 'embedded': no STRIPE_SECRET_KEY, the server runs the
   * Stripe simulator in its own process (test cards only; nothing is charged).
   */
  stripe:
    | {
        mode: 'remote';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        /** A Stripe simulator of its own process (`npm run sim:stripe`); null: Stripe. */
        apiUrl: string | null;
      }
    | { mode: 'embedded' };
  /** IVA (README "Prices"): OSS on → other EU consumers pay their own state's rate. */
  vat: { ossEnabled: boolean };
  /** How long an unpaid order holds its stock (tickets' seats), in minutes. */
  stockHoldMinutes: number;
  /** How long seats offered to a waitlist entry are kept for it, in hours. */
  waitlistOfferHours: number;
  /**
   * How often worker processes reconcile paid orders with Stripe and Prodigi, in minutes
   * (0: never on a schedule, only the admin's button).
   */
  reconciliation: { everyMinutes: number };
  /**
   * Seconds between two readings of an order in flight at Prodigi (its production start has
   * no callback); 0: no watch. Default 5 on a simulator, 60 on Prodigi, 0 in tests.
   */
  labWatchSeconds: number;
}

/** Prodigi's own API is read once a minute; a simulator, which moves fast, every 5 s. */
function defaultLabWatchSeconds(env: z.infer<typeof envSchema>): number {
  if (env.NODE_ENV === 'test') return 0;
  const prodigiItself =
    env.PRODIGI_API_KEY &&
    (!env.PRODIGI_BASE_URL ||
      sameUrl(env.PRODIGI_BASE_URL, prodigiBaseUrl('sandbox')) ||
      sameUrl(env.PRODIGI_BASE_URL, prodigiBaseUrl('live')));
  return prodigiItself ? 60 : 5;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuración no válida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once. Empty strings count as unset, so a copied `.env.example`
 * with blank values behaves like the defaults. Throws ConfigError listing every problem.
 */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  options: { serveWeb?: boolean } = {},
): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(entorno)'}: ${i.message}`),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.S3_BUCKET && !env.S3_PUBLIC_URL) {
    problems.push('S3_PUBLIC_URL: obligatorio con S3_BUCKET (la URL pública del prefijo media/)');
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET) {
    // Several processes on one database must share the signing secret.
    problems.push('JWT_SECRET: obligatorio en producción con DATABASE_URL');
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.ALLOW_SIMULATORS) {
    // A real shop whose simulators took a customer's "payment" would charge and print nothing.
    const refusal = (name: string, what: string) =>
      `${name}: obligatorio en producción con DATABASE_URL; sin él el simulador ${what}. ALLOW_SIMULATORS=true solo para un servidor de demostración`;
    if (!env.STRIPE_SECRET_KEY) problems.push(refusal('STRIPE_SECRET_KEY', 'no cobra nada'));
    if (!env.PRODIGI_API_KEY) problems.push(refusal('PRODIGI_API_KEY', 'no imprime nada'));
  }
  if (env.PRODIGI_BASE_URL && !env.PRODIGI_API_KEY) {
    problems.push('PRODIGI_API_KEY: obligatorio con PRODIGI_BASE_URL');
  }
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_PUBLISHABLE_KEY) {
      problems.push('STRIPE_PUBLISHABLE_KEY: obligatorio con STRIPE_SECRET_KEY');
    }
    if (!env.STRIPE_WEBHOOK_SECRET) {
      problems.push('STRIPE_WEBHOOK_SECRET: obligatorio con STRIPE_SECRET_KEY');
    }
    if (env.STRIPE_API_URL && !env.STRIPE_SECRET_KEY.startsWith('sk_test_')) {
      problems.push(
        'STRIPE_API_URL: solo con claves de prueba (sk_test_…); una clave real va únicamente a Stripe',
      );
    }
  } else if (env.STRIPE_API_URL) {
    problems.push('STRIPE_SECRET_KEY: obligatorio con STRIPE_API_URL');
  } else if (env.STRIPE_PUBLISHABLE_KEY || env.STRIPE_WEBHOOK_SECRET) {
    problems.push(
      'STRIPE_SECRET_KEY: obligatorio con STRIPE_PUBLISHABLE_KEY o STRIPE_WEBHOOK_SECRET (sin ninguna se usa el simulador)',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrlText = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const publicUrl = new URL(publicUrlText);
  const dataDir = path.resolve(env.DATA_DIR);
  const seedDemo = env.SEED_DEMO ?? (!env.DATABASE_URL && env.NODE_ENV !== 'test');
  const business: BusinessIdentity = {
    tradingName: env.SITE_NAME,
    legalName: env.BUSINESS_LEGAL_NAME ?? (seedDemo ? DEMO_BUSINESS.legalName : env.SITE_NAME),
    taxId: (env.BUSINESS_TAX_ID ?? (seedDemo ? DEMO_BUSINESS.taxId : '')).toUpperCase(),
    address: env.BUSINESS_ADDRESS ?? (seedDemo ? DEMO_BUSINESS.address : ''),
    registry: env.BUSINESS_REGISTRY ?? '',
    contactEmail: env.CONTACT_EMAIL,
    contactPhone: env.CONTACT_PHONE,
    instagramUrl: env.INSTAGRAM_URL ?? '',
    facebookUrl: env.FACEBOOK_URL ?? '',
  };
  const serveWeb = options.serveWeb ?? env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: publicUrlText,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    prettyLogs: env.NODE_ENV === 'development',
    trustProxy: env.TRUST_PROXY,
    metricsAddress: env.METRICS_ADDRESS ?? null,
    webDistDir: serveWeb ? path.resolve(env.WEB_DIST_DIR ?? defaultWebDistDir) : null,
    site: {
      siteName: env.SITE_NAME,
      legalName: business.legalName,
      taxId: business.taxId,
      address: business.address,
      contactEmail: env.CONTACT_EMAIL,
      contactPhone: env.CONTACT_PHONE,
      instagramUrl: env.INSTAGRAM_URL ?? null,
      facebookUrl: env.FACEBOOK_URL ?? null,
      googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    },
    business,
    auth: {
      jwtSecret: env.JWT_SECRET ?? null,
      googleClientId: env.GOOGLE_CLIENT_ID ?? null,
      googleJwksUrl: env.GOOGLE_JWKS_URL,
      secureCookies:
        publicUrl.protocol === 'https:' ||
        ['localhost', '127.0.0.1', '[::1]'].includes(publicUrl.hostname),
    },
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM,
      dir: path.join(dataDir, 'mail'),
    },
    seedDemo,
    photos: { maxBytes: env.PHOTO_MAX_BYTES, maxPixels: env.PHOTO_MAX_PIXELS },
    s3:
      env.S3_BUCKET && env.S3_PUBLIC_URL
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT ?? null,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
            publicUrl: env.S3_PUBLIC_URL,
          }
        : null,
    prodigi: env.PRODIGI_API_KEY
      ? {
          mode: 'remote',
          apiKey: env.PRODIGI_API_KEY,
          baseUrl: env.PRODIGI_BASE_URL ?? prodigiBaseUrl(env.PRODIGI_ENV),
          // Live also when the base URL is Prodigi's live API under PRODIGI_ENV=sandbox: a
          // test order must never be billed without the admin knowing.
          environment:
            env.PRODIGI_ENV === 'live' || sameUrl(env.PRODIGI_BASE_URL, prodigiBaseUrl('live'))
              ? 'live'
              : 'sandbox',
        }
      : { mode: 'embedded' },
    jobs: { runWorkers: env.JOBS_WORKERS ?? env.NODE_ENV !== 'test', retryDelaySeconds: 30 },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            mode: 'remote',
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL ?? null,
          }
        : { mode: 'embedded' },
    vat: { ossEnabled: env.OSS_ENABLED },
    stockHoldMinutes: env.STOCK_HOLD_MINUTES,
    waitlistOfferHours: env.WAITLIST_OFFER_HOURS,
    reconciliation: { everyMinutes: env.RECONCILIATION_EVERY_MINUTES },
    labWatchSeconds: env.LAB_WATCH_SECONDS ?? defaultLabWatchSeconds(env),
  };
}
