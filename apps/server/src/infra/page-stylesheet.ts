import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A server-rendered page carries the part of the web app's stylesheet it uses, as a <style>
 * element, and the whole stylesheet is loaded by the page's first script once the main image
 * is on the screen (apps/web/src/boot.ts): the page paints with its first response, and the
 * stylesheet does not compete with the photo on a phone's bandwidth (docs/decisions/031).
 * The CSP allows each page's <style> element by its hash.
 */
export interface PageStylesheet {
  /** The link element of the built index.html. */
  link: string;
  href: string;
  rules: StyleRule[];
}

/**
 * A rule, or an at-rule with its rules inside. `needs`: for each of its selectors, the class
 * names an element must carry for it to match; a rule whose selectors all need classes the
 * page does not use is left out. An empty list: always kept.
 */
interface StyleRule {
  text: string;
  needs: string[][];
  inner?: { open: string; rules: StyleRule[] };
}

const linkPattern =
  /<link\s+rel="stylesheet"(?:\s+crossorigin)?\s+href="(\/assets\/[\w.-]+\.css)"\s*\/?>/;

/** The index of the brace that closes the one at `open`, quoted strings skipped. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      i = end < 0 ? css.length : end;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length - 1;
}

/** Splits on commas outside parentheses: `:is(.a, .b), .c` is two selectors. */
function selectorsOf(prelude: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      out.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  out.push(prelude.slice(start));
  return out;
}

/**
 * The classes a selector's element and its ancestors must carry. What is inside parentheses
 * (`:not(.x)`, `:is(.a, .b)`) is not required: a rule is kept rather than lost.
 */
function classesNeeded(selector: string): string[] {
  let flat = selector;
  for (let before = ''; before !== flat;) {
    before = flat;
    flat = flat.replace(/\([^()]*\)/g, '');
  }
  return [...flat.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? '');
}

function parseStyleRules(css: string): StyleRule[] {
  const rules: StyleRule[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const close = closingBrace(css, open);
    const prelude = css.slice(at, open).trim();
    const text = css.slice(at, close + 1).trim();
    if (/^@(media|supports|layer|container)\b/.test(prelude)) {
      const rulesInside = parseStyleRules(css.slice(open + 1, close));
      rules.push({ text, needs: [], inner: { open: `${prelude}{`, rules: rulesInside } });
    } else if (prelude.startsWith('@')) {
      rules.push({ text, needs: [] });
    } else {
      const needs = selectorsOf(prelude).map(classesNeeded);
      rules.push({ text, needs: needs.some((n) => n.length === 0) ? [] : needs });
    }
    at = close + 1;
  }
  return rules;
}

/** The rules that can match an element of a page using `classes`, in their order. */
function rulesFor(rules: StyleRule[], classes: Set<string>): string {
  let out = '';
  for (const rule of rules) {
    if (rule.inner) {
      const inside = rulesFor(rule.inner.rules, classes);
      if (inside) out += `${rule.inner.open}${inside}}`;
    } else if (rule.needs.length === 0 || rule.needs.some((n) => n.every((c) => classes.has(c)))) {
      out += rule.text;
    }
  }
  return out;
}

/** The classes a page's markup uses. */
function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The stylesheet the built index.html links to, or null when it links none, the file is
 * missing, or its text could end a <style> element early (it never should).
 */
export async function readPageStylesheet(
  webDistDir: string,
  indexHtml: string,
): Promise<PageStylesheet | null> {
  const match = linkPattern.exec(indexHtml);
  if (!match?.[1]) return null;
  const css = await readFile(path.join(webDistDir, match[1]), 'utf8').catch(() => null);
  if (css === null || /<\/style/i.test(css)) return null;
  return { link: match[0], href: match[1], rules: parseStyleRules(css) };
}

/**
 * The page with the rules its markup uses written in, in place of the link: the whole
 * stylesheet is named in a <noscript> element, which boot.ts reads (and a browser without
 * scripts loads). With the CSP source that allows the <style> element.
 */
export function withPageStyle(html: string, sheet: PageStylesheet) {
  const css = rulesFor(sheet.rules, classesOf(html));
  const hash = createHash('sha256').update(css, 'utf8').digest('base64');
  const tags = `<style>${css}</style>\n    <noscript data-app-style><link rel="stylesheet" href="${sheet.href}"></noscript>`;
  return { html: html.replace(sheet.link, () => tags), cspSource: `'sha256-${hash}'` };
}
