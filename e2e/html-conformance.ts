import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { HtmlValidate, type ConfigData } from 'html-validate';

const roles = (allowed: string) => ({ attributes: { role: { enum: allowed.split(' ') } } });

/**
 * html-validate, set as close to the Nu HTML Checker's conformance checks as it goes: the
 * standard preset (content models, required and allowed attributes and values, ids,
 * references) and the accessibility one; the recommended preset's rules about style are left
 * out (React writes `srcSet`, `<img/>`, boolean attributes with a value). Two of the
 * accessibility rules are set as HTML and ARIA have them: a name on any element whose role
 * may be named (an article by its heading), and a fieldset without a legend (the forms use
 * one to disable their fields together while they cannot be sent).
 */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:a11y'],
  // The roles ARIA in HTML allows on the sectioning elements, which html-validate does not
  // check by itself (the Nu checker does: a dialog role on an aside, say).
  elements: [
    'html5',
    {
      aside: roles(
        'feed none note presentation region search doc-dedication doc-example doc-footnote doc-glossary doc-pullquote doc-tip',
      ),
      article: roles('application document feed main none presentation region'),
      header: roles('group none presentation'),
      footer: roles('group none presentation'),
      main: roles('main'),
      nav: roles('doc-index doc-pagelist doc-toc menu menubar none presentation tablist'),
    },
  ],
  rules: {
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    'wcag/h71': 'off',
    'missing-doctype': 'error',
    'no-missing-references': 'error',
    'heading-level': 'error',
    'input-missing-label': 'error',
  },
};

const htmlValidate = new HtmlValidate(htmlValidateConfig);

/** Each page's html-validate errors, one line each (`url line:column rule message`). */
export async function htmlValidateErrors(pages: Record<string, string>): Promise<string[]> {
  const found: string[] = [];
  for (const [url, html] of Object.entries(pages)) {
    const report = await htmlValidate.validateString(html, url);
    for (const result of report.results) {
      for (const m of result.messages) {
        found.push(`${url} ${m.line}:${m.column} ${m.ruleId} ${m.message}`);
      }
    }
  }
  return found;
}

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal';
  url: string;
  message: string;
  extract?: string;
}

const run = promisify(execFile);
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Each page's errors and warnings from the Nu HTML Checker itself (the npm package vnu-jar, run
 * on the machine's Java), all pages in one run: about 3 s of CPU. Its info messages (a `/` on
 * a void element, say) are not errors and are left out.
 */
export async function nuCheckerErrors(pages: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-nu-'));
  const files = new Map<string, string>();
  try {
    for (const [index, [url, html]] of Object.entries(pages).entries()) {
      const file = path.join(dir, `page-${index}.html`);
      files.set(file, url);
      await writeFile(file, html);
    }
    // A bigger stack (its schema needs it) and only the first compiler: a run of a few
    // seconds is over before the second one would pay back.
    const args = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-jar', vnuJar, '--format', 'json'];
    let report: string;
    try {
      report = (await run('java', [...args, ...files.keys()], { maxBuffer: 16 << 20 })).stderr;
    } catch (error) {
      // It exits 1 when it finds errors; the report is on stderr either way.
      const stderr = (error as { stderr?: string }).stderr ?? '';
      if (!stderr.trimStart().startsWith('{')) throw error;
      report = stderr;
    }
    const { messages } = JSON.parse(report) as { messages: NuMessage[] };
    return messages
      .filter((m) => m.type !== 'info' || m.subType === 'warning')
      .map((m) => {
        const url = files.get(m.url.replace(/^file:/, '')) ?? m.url;
        return `${url} ${m.subType ?? m.type}: ${m.message} «${(m.extract ?? '').trim()}»`;
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
