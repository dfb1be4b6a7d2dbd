import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { paths, type PathName } from '@shop/contracts';

/** One page for the sitemap: its path and, where known, when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** A domain's pages (every visible photo, ...), read when the sitemap is asked for. */
export type SitemapSource = () => Promise<SitemapEntry[]>;

export interface Sitemap {
  /** Domains add their pages at boot. */
  add(source: SitemapSource): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sitemap: Sitemap;
  }
}

/** Public pages whose address never changes (each event's page joins with its domain). */
const FIXED_PAGES: PathName[] = [
  'home',
  'gallery',
  'events',
  'contact',
  'withdrawal',
  'partner',
  'legalPrivacy',
  'legalTerms',
  'legalCookie',
  'legalNotice',
];

/**
 * Pages for one person or for the admin (the sign-in family, the account, a buyer's order,
 * the admin areas): nothing for a search engine. The API stays open: a crawler that runs the
 * app needs it.
 */
const PRIVATE_PAGES: PathName[] = [
  'signIn',
  'signUp',
  'resetPasswordRequest',
  'resetPassword',
  'confirmEmail',
  'confirmEmailTyped',
  'comingSoonConfirm',
  'comingSoonUnsubscribe',
  'profile',
  'profileSection',
  'profilePayment',
  'myTickets',
  'holderTicket',
  'buyerOrder',
  'cart',
  'contentManagement',
  'contentManagementSection',
  'eventCheckIn',
  'ordersManagement',
];

/**
 * robots.txt `Disallow` prefixes of the private pages: each pattern up to its first
 * parameter ('/reset-password/:token' → '/reset-password/'), without the ones a shorter
 * prefix already covers.
 */
export function disallowedPrefixes(): string[] {
  const prefixes = PRIVATE_PAGES.map((name) => paths[name].pattern.replace(/:.*$/, ''));
  return [...new Set(prefixes)]
    .filter((prefix, _i, all) => !all.some((other) => other !== prefix && prefix.startsWith(other)))
    .sort();
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** W3C datetime to the second, in UTC (what sitemaps.org asks for). */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A sitemaps.org 0.9 document; one file holds up to 50,000 addresses. */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${w3cDate(lastModified)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Infrastructure: /robots.txt (private pages disallowed, the sitemap named) and
 * /sitemap.xml (the fixed public pages, then what domains add: `app.sitemap.add`). The
 * sitemap is read from the database on each request (one indexed query per source), with an
 * ETag: browsers and crawlers revalidate, a CDN keeps it 5 minutes, so a photo hidden
 * leaves it within that (its page answers 404 at once). robots.txt changes only with the
 * configuration: a day.
 */
export const sitemapPlugin = fp(
  async (app) => {
    const { publicUrl } = app.config;
    const sources: SitemapSource[] = [
      async () => FIXED_PAGES.map((name) => ({ path: paths[name].pattern })),
    ];
    app.decorate('sitemap', { add: (source) => void sources.push(source) } satisfies Sitemap);

    const robots = robotsTxt(publicUrl);
    app.get(
      '/robots.txt',
      { config: { access: 'public' }, schema: { hide: true } },
      async (_request, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(robots),
    );

    app.get(
      '/sitemap.xml',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const entries = (await Promise.all(sources.map((source) => source()))).flat();
        const body = sitemapXml(publicUrl, entries);
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        void reply.header('etag', etag).header('cache-control', 'public, max-age=0, s-maxage=300');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('application/xml; charset=utf-8').send(body);
      },
    );
  },
  { name: 'sitemap', dependencies: ['config', 'access-control'], fastify: '5.x' },
);
