import fp from 'fastify-plugin';

/** Which pages an entry applies to: an exact pathname, or a test of the pathname. */
export type PageMatcher = string | ((pathname: string) => boolean);

/** Extra <head> content for a page, e.g. preloading its main image; '' for none. */
export type HeadContent = (pathname: string) => Promise<string>;

export interface PageHead {
  /** Domains add their page hints at boot. */
  add(matcher: PageMatcher, content: HeadContent): void;
  /** Everything registered for the pathname, in order of registration. */
  render(pathname: string): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageHead: PageHead;
  }
}

/**
 * Infrastructure: the registry of page-specific <head> content that the static shell
 * (infra/static-files.ts) puts into the HTML it serves. Domains add to it; the shell knows
 * no domain.
 */
export const pageHeadPlugin = fp(
  async (app) => {
    const entries: { matches: (pathname: string) => boolean; content: HeadContent }[] = [];
    app.decorate('pageHead', {
      add(matcher, content) {
        const matches =
          typeof matcher === 'string' ? (pathname: string) => pathname === matcher : matcher;
        entries.push({ matches, content });
      },
      async render(pathname) {
        const parts = await Promise.all(
          entries.filter((e) => e.matches(pathname)).map((e) => e.content(pathname)),
        );
        return parts.filter(Boolean).join('\n  ');
      },
    } satisfies PageHead);
  },
  { name: 'page-head', fastify: '5.x' },
);
