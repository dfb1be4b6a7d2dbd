/** What the web app's server render gives back (apps/web/src/ssr/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  html: string;
  /** JSON already safe inside a <script> element. */
  state: string;
  meta: PageMeta;
  /** The business identity's trading name when the page was rendered (it may be edited). */
  siteName?: string;
}

export interface PageMeta {
  title?: string;
  description?: string;
  type?: 'website' | 'article';
  image?: { url: string; width: number; height: number; alt: string };
  preloadImage?: { type: string; srcset: string; sizes: string };
  /** schema.org objects (JSON-LD), each written in its own data <script>. */
  structuredData?: Record<string, unknown>[];
}

/** The web app's server entry, as the server sees it. */
export interface PageRenderModule {
  render(
    url: string,
    transport: typeof fetch,
    options: { publicUrl: string },
  ): Promise<RenderedPage | null>;
  SSR_STATE_ID: string;
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

const absolute = (publicUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * JSON-LD for a <script type="application/ld+json"> element. The element is data, not
 * script: the CSP (`script-src 'self'`) neither runs nor blocks it. Its text ends at the
 * first '</script', whatever the JSON says, so '<' (and '>', '&', the line separators JSON
 * allows and JavaScript once did not) are written as JSON escapes: the same data, no markup.
 */
export function jsonLdScript(data: Record<string, unknown>): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** Where a page is and whose it is: what its head tags need besides its own meta. */
export interface PageContext {
  /** The page's canonical, absolute URL. */
  pageUrl: string;
  /** PUBLIC_URL: relative image URLs are made absolute with it. */
  publicUrl: string;
  /** The site's name (SITE_NAME): after each title, and og:site_name. */
  siteName: string;
}

/**
 * The <head> tags of a page: its title, description, canonical URL, Open Graph and X (Twitter)
 * tags for link previews, and its schema.org JSON-LD.
 */
export function headTags(meta: PageMeta, { pageUrl, publicUrl, siteName }: PageContext): string {
  const title = meta.title ? `${meta.title} · ${siteName}` : siteName;
  const preload = meta.preloadImage;
  const tags = [
    ...(preload
      ? [
          `<link rel="preload" as="image" type="${escapeAttribute(preload.type)}" fetchpriority="high" imagesrcset="${escapeAttribute(preload.srcset)}" imagesizes="${escapeAttribute(preload.sizes)}">`,
        ]
      : []),
    `<link rel="canonical" href="${escapeAttribute(pageUrl)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:locale" content="es_ES">`,
    `<meta property="og:site_name" content="${escapeAttribute(siteName)}">`,
    `<meta property="og:title" content="${escapeAttribute(meta.title ?? siteName)}">`,
    `<meta property="og:url" content="${escapeAttribute(pageUrl)}">`,
  ];
  if (meta.description) {
    tags.push(`<meta property="og:description" content="${escapeAttribute(meta.description)}">`);
  }
  if (meta.image) {
    tags.push(
      `<meta property="og:image" content="${escapeAttribute(absolute(publicUrl, meta.image.url))}">`,
      `<meta property="og:image:width" content="${meta.image.width}">`,
      `<meta property="og:image:height" content="${meta.image.height}">`,
      `<meta property="og:image:alt" content="${escapeAttribute(meta.image.alt)}">`,
    );
  }
  // X reads the og: tags for the rest; the card says how big to draw the image.
  tags.push(
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
  );
  for (const data of meta.structuredData ?? []) tags.push(jsonLdScript(data));
  return [`<title>${escapeText(title)}</title>`, ...tags].join('\n    ');
}

export interface PageParts extends PageContext {
  /** Extra head content (page-head registry: preloads). */
  head: string;
  rendered: RenderedPage | null;
  stateId: string;
}

/**
 * The HTML of a page: the built index.html with the rendered markup inside #root, its state
 * in a JSON <script> (not executed: the Content-Security-Policy allows no inline script), and
 * its own title, description and sharing tags in place of the defaults. Without a render,
 * the shell as built, plus the extra head content.
 */
export function composePage(template: string, parts: PageParts): string {
  let html = template;
  const { rendered } = parts;
  let head = parts.head;
  if (rendered) {
    html = html.replace(/<title>[^<]*<\/title>\s*/, '');
    if (rendered.meta.description) {
      html = html.replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeAttribute(rendered.meta.description)}" />`,
      );
    }
    head = [headTags(rendered.meta, parts), head].filter(Boolean).join('\n    ');
    html = html.replace(
      '<div id="root"></div>',
      `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${parts.stateId}">${rendered.state}</script>`,
    );
  }
  if (!head) return html;
  // Before the scripts and styles: the page's image starts first (the LCP element).
  const at = html.search(/<(script|link)\b/);
  return at >= 0 && at < html.indexOf('</head>')
    ? `${html.slice(0, at)}${head}\n    ${html.slice(at)}`
    : html.replace('</head>', `  ${head}\n  </head>`);
}
