import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown the photographer types, as HTML a page may insert. Two locks: markdown-it with
 * `html: false` writes any HTML in the source as text (and refuses javascript:, vbscript:,
 * file: and data: links), then an allowlist keeps only the tags Markdown makes, links only to
 * http(s), mailto and tel, and external links get rel="noopener noreferrer".
 */
const parser = new MarkdownIt('default', {
  html: false,
  linkify: true,
  typographer: true,
  breaks: true,
});

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A heading of the editor's '# ' would be a second h1 on the page: it becomes an h2.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const attributes: sanitizeHtml.Attributes = { href };
      if (external) attributes.rel = 'noopener noreferrer';
      return { tagName, attribs: attributes };
    },
  },
  // Tags outside the list are dropped, their text kept; these lose their text too.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe'],
};

export function renderMarkdown(source: string): string {
  if (source.trim() === '') return '';
  return sanitizeHtml(parser.render(source), allowed).trim();
}

/** Text put into a Markdown template (a legal page) reads as itself, never as markup. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>&~]/g, (c) => `\\${c}`);
}
