/** What the web app's server render gives back (apps/web/src/ssr/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  html: string;
  /** JSON already safe inside a <script> element. */
  state: string;
  meta: PageMeta;
}

export interface PageMeta {
  title?: string;
  description?: string;
  image?: { url: string; width: number; height: number; alt: string };
  preloadImage?: { type: string; srcset: string; sizes: string };
}

/** The web app's server entry, as the server sees it. */
export interface PageRenderModule {
  render(url: string, transport: typeof fetch): Promise<RenderedPage | null>;
  SSR_STATE_ID: string;
}

const SITE_TITLE = 'Estudio de Fotografía';

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

const absolute = (publicUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/** The <head> tags of a page: its title, description, canonical URL and sharing tags. */
export function headTags(meta: PageMeta, pageUrl: string, publicUrl: string): string {
  const title = meta.title ? `${meta.title} · ${SITE_TITLE}` : SITE_TITLE;
  const preload = meta.preloadImage;
  const tags = [
    ...(preload
      ? [
          `<link rel="preload" as="image" type="${escapeAttribute(preload.type)}" fetchpriority="high" imagesrcset="${escapeAttribute(preload.srcset)}" imagesizes="${escapeAttribute(preload.sizes)}">`,
        ]
      : []),
    `<link rel="canonical" href="${escapeAttribute(pageUrl)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:locale" content="es_ES">`,
    `<meta property="og:title" content="${escapeAttribute(meta.title ?? SITE_TITLE)}">`,
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
      `<meta name="twitter:card" content="summary_large_image">`,
    );
  }
  return [`<title>${escapeText(title)}</title>`, ...tags].join('\n    ');
}

export interface PageParts {
  /** Extra head content (page-head registry: preloads). */
  head: string;
  rendered: RenderedPage | null;
  stateId: string;
  pageUrl: string;
  publicUrl: string;
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
    head = [headTags(rendered.meta, parts.pageUrl, parts.publicUrl), head]
      .filter(Boolean)
      .join('\n    ');
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
