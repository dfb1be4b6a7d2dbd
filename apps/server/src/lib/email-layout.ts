import type { BusinessIdentity } from '@shop/contracts';

/**
 * The shop's emails: one branded layout (docs/rules/site-and-legal.md#emails), written twice
 * from the same blocks: an HTML part (tables and inline styles, 600 px at most, every value
 * escaped, every link an <a> with an absolute URL) and a plain-text part. Nothing remote but
 * the shop's own images: no trackers, no web fonts.
 */

/** Who signs the emails: the business identity as it is now, and the shop's address. */
export interface EmailBrand {
  siteName: string;
  legalName: string;
  taxId: string;
  address: string;
  contactEmail: string;
  /** The shop's public base URL, without a trailing slash (config PUBLIC_URL). */
  publicUrl: string;
}

export const emailBrand = (identity: BusinessIdentity, publicUrl: string): EmailBrand => ({
  siteName: identity.tradingName,
  legalName: identity.legalName,
  taxId: identity.taxId,
  address: identity.address,
  contactEmail: identity.contactEmail,
  publicUrl,
});

/** A thing bought: its photo's small rendition, what it is, and its price. */
export interface EmailItem {
  title: string;
  detail: string;
  amount: string;
  /** The photo's small public rendition (made absolute against the shop's URL); null: none. */
  imageUrl: string | null;
}

/** A label and its value (totals, facts); `strong` marks the total. */
export interface EmailRow {
  label: string;
  value: string;
  strong?: boolean;
}

/**
 * What an email says, in order. A string is a paragraph of our own words (its URLs and
 * email addresses become links); `quote` is text someone typed, shown as typed (no links);
 * `items` the things bought with their thumbnails; `rows` a two-column table; `link` a
 * second link beside the button (its label in HTML, the URL written out in the text).
 */
export type EmailBlock =
  | string
  | { quote: readonly string[] }
  | { items: readonly EmailItem[] }
  | { rows: readonly EmailRow[] }
  | { link: EmailAction };

export interface EmailAction {
  label: string;
  url: string;
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A URL as the email carries it: absolute (relative ones against the shop's URL). */
export function absoluteUrl(url: string, publicUrl: string): string {
  return new URL(url, `${publicUrl}/`).href;
}

const LINKABLE = /https?:\/\/[^\s<>"«»]+|[\w.%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** Punctuation that ends a sentence rather than a URL. */
const TRAILING = /[.,;:!?)]+$/;

const COLORS = {
  page: '#f4f4f5',
  card: '#ffffff',
  ink: '#18181b',
  text: '#3f3f46',
  muted: '#71717a',
  line: '#e4e4e7',
  band: '#0e0e10',
  bandText: '#f4f4f5',
  accent: '#e8b04b',
  onAccent: '#1a1304',
};
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

const link = (href: string, label: string, style = '') =>
  `<a href="${escapeHtml(href)}" style="color:${COLORS.ink};text-decoration:underline;${style}">${escapeHtml(label)}</a>`;

/** Our own words as HTML: escaped, with their URLs and addresses as links. */
function linkified(text: string): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const found = match[0];
    const kept = found.startsWith('http') ? found.replace(TRAILING, '') : found;
    html += escapeHtml(text.slice(at, match.index));
    html += kept.startsWith('http')
      ? link(kept, kept, 'word-break:break-all')
      : link(`mailto:${kept}`, kept);
    at = match.index + kept.length;
  }
  return html + escapeHtml(text.slice(at));
}

const paragraph = (inner: string, style = '', className = '') =>
  `<p${className ? ` class="${className}"` : ''} style="margin:0 0 16px;font-size:16px;line-height:1.55;color:${COLORS.text};${style}">${inner}</p>`;

function itemsHtml(items: readonly EmailItem[], brand: EmailBrand): string {
  const rows = items.map((item) => {
    const image = item.imageUrl
      ? `<img src="${escapeHtml(absoluteUrl(item.imageUrl, brand.publicUrl))}" width="80" alt="${escapeHtml(item.title)}" style="display:block;width:80px;max-width:80px;height:auto;border:0;border-radius:6px">`
      : '';
    return `<tr>
<td width="92" valign="top" style="padding:12px 12px 12px 0;border-top:1px solid ${COLORS.line}">${image}</td>
<td valign="top" style="padding:12px 8px 12px 0;border-top:1px solid ${COLORS.line};font-size:15px;line-height:1.45;color:${COLORS.ink}"><strong>${escapeHtml(item.title)}</strong><br><span class="muted" style="color:${COLORS.muted};font-size:14px">${escapeHtml(item.detail)}</span></td>
<td valign="top" align="right" style="padding:12px 0;border-top:1px solid ${COLORS.line};font-size:15px;color:${COLORS.ink};white-space:nowrap">${escapeHtml(item.amount)}</td>
</tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 8px;border-collapse:collapse">${rows.join('')}</table>`;
}

function rowsHtml(rows: readonly EmailRow[]): string {
  const cells = rows.map((row) => {
    const weight = row.strong ? `font-weight:700;color:${COLORS.ink};font-size:17px` : '';
    const border = row.strong ? `border-top:1px solid ${COLORS.line};` : '';
    return `<tr>
<td valign="top" style="${border}padding:6px 12px 6px 0;font-size:15px;line-height:1.45;color:${COLORS.muted};${weight}">${escapeHtml(row.label)}</td>
<td valign="top" align="right" style="${border}padding:6px 0;font-size:15px;line-height:1.45;color:${COLORS.text};${weight}">${escapeHtml(row.value)}</td>
</tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse">${cells.join('')}</table>`;
}

function blockHtml(block: EmailBlock, brand: EmailBrand): string {
  if (typeof block === 'string') return paragraph(linkified(block));
  if ('quote' in block) {
    const lines = block.quote.map((line) => escapeHtml(line)).join('<br>');
    return `<blockquote style="margin:0 0 16px;padding:4px 0 4px 14px;border-left:3px solid ${COLORS.accent};font-size:16px;line-height:1.55;color:${COLORS.text};white-space:pre-wrap">${lines}</blockquote>`;
  }
  if ('items' in block) return itemsHtml(block.items, brand);
  if ('link' in block) {
    return paragraph(link(absoluteUrl(block.link.url, brand.publicUrl), block.link.label));
  }
  return rowsHtml(block.rows);
}

function blockText(block: EmailBlock, brand: EmailBrand): string {
  if (typeof block === 'string') return block;
  if ('link' in block) {
    return `${block.link.label}: ${absoluteUrl(block.link.url, brand.publicUrl)}`;
  }
  if ('quote' in block) return block.quote.join('\n');
  if ('items' in block) {
    return block.items.map((item) => `- ${item.title}, ${item.detail}: ${item.amount}`).join('\n');
  }
  return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
}

/** The business identity on one line: who, tax id, where (the parts that are set). */
const identityLine = (brand: EmailBrand) =>
  [brand.legalName, brand.taxId ? `NIF ${brand.taxId}` : '', brand.address]
    .filter((part) => part.trim() !== '')
    .join(' · ');

/** The site's mark (the web's logo: a ring and a dot), drawn without an image. */
const LOGO = `<span style="display:inline-block;width:24px;height:24px;box-sizing:border-box;border:3px solid ${COLORS.accent};border-radius:50%;vertical-align:middle;text-align:center;line-height:18px;margin-right:10px"><span style="display:inline-block;width:8px;height:8px;border-radius:50%;background:${COLORS.accent};vertical-align:middle"></span></span>`;

function button(action: EmailAction, brand: EmailBrand): string {
  const href = escapeHtml(absoluteUrl(action.url, brand.publicUrl));
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px"><tr><td class="btn" style="border-radius:999px;background:${COLORS.accent}"><a class="btn" href="${href}" style="display:inline-block;padding:13px 24px;border-radius:999px;background:${COLORS.accent};color:${COLORS.onAccent};font-size:16px;font-weight:700;text-decoration:none">${escapeHtml(action.label)}</a></td></tr></table>
${paragraph(`Si el botón no funciona, copia este enlace: ${link(absoluteUrl(action.url, brand.publicUrl), absoluteUrl(action.url, brand.publicUrl), `color:${COLORS.muted};word-break:break-all`)}`, `font-size:13px;color:${COLORS.muted}`, 'muted')}`;
}

/** Dark mode where the client honours it (Apple Mail, some others); the rest invert or not. */
const DARK_CSS = `@media (prefers-color-scheme: dark){
.page{background:#09090b!important}
.card{background:#1a1a1e!important}
.card h1,.card strong,.card td,.card p,.card a,.card blockquote{color:#f4f4f5!important}
.card .muted,.card .muted a,.foot,.foot a{color:#a1a1aa!important}
.card td{border-color:#2e2e33!important}
.card a.btn{color:${COLORS.onAccent}!important}
}
@media (max-width:620px){.pad{padding-left:20px!important;padding-right:20px!important}}`;

/**
 * An email's two parts from its title, blocks and main action (a button, with the link
 * written out under it for clients that block buttons).
 */
export function emailLayout(
  brand: EmailBrand,
  title: string,
  blocks: readonly EmailBlock[],
  action?: EmailAction,
): { text: string; html: string } {
  const shop = `${brand.publicUrl}/`;
  const identity = identityLine(brand);
  const text = [
    brand.siteName,
    '',
    title,
    '',
    ...blocks.flatMap((block) => [blockText(block, brand), '']),
    ...(action ? [`${action.label}: ${absoluteUrl(action.url, brand.publicUrl)}`, ''] : []),
    '--',
    `${brand.siteName} · ${shop}`,
    ...(identity ? [identity] : []),
    brand.contactEmail,
  ].join('\n');

  const preheader = blocks.find((block): block is string => typeof block === 'string') ?? '';
  const body = blocks.map((block) => blockHtml(block, brand)).join('\n');
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(title)}</title><style>${DARK_CSS}</style></head>
<body class="page" style="margin:0;padding:0;background:${COLORS.page};-webkit-text-size-adjust:100%">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>
<table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page};font-family:${FONT}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%">
<tr><td class="pad" style="background:${COLORS.band};border-radius:12px 12px 0 0;padding:20px 32px"><a href="${escapeHtml(shop)}" style="color:${COLORS.bandText};text-decoration:none;font-size:18px;font-weight:600;letter-spacing:0.02em">${LOGO}${escapeHtml(brand.siteName)}</a></td></tr>
<tr><td class="card pad" style="background:${COLORS.card};border-radius:0 0 12px 12px;padding:32px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${COLORS.ink}">${escapeHtml(title)}</h1>
${body}
${action ? button(action, brand) : ''}
</td></tr>
<tr><td class="foot pad" style="padding:20px 32px;font-size:12px;line-height:1.6;color:${COLORS.muted}">
<strong>${escapeHtml(brand.siteName)}</strong> · <a href="${escapeHtml(shop)}" style="color:${COLORS.muted}">${escapeHtml(new URL(shop).host)}</a>${identity ? `<br>${escapeHtml(identity)}` : ''}<br><a href="mailto:${escapeHtml(brand.contactEmail)}" style="color:${COLORS.muted}">${escapeHtml(brand.contactEmail)}</a>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
  return { text, html };
}
