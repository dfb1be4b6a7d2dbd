import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageStylesheet, withPageStyle } from './page-stylesheet';

const index = (link: string) =>
  `<html><head>${link}</head><body><div id="root"></div></body></html>`;
const link = '<link rel="stylesheet" crossorigin href="/assets/style-x.css">';

function builtWith(css: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-style-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'style-x.css'), css);
  return dir;
}

async function styleOf(css: string, markup: string) {
  const sheet = await readPageStylesheet(builtWith(css), index(link));
  if (!sheet) throw new Error('no stylesheet');
  const page = withPageStyle(index(link).replace('<div id="root"></div>', markup), sheet);
  return { page, css: /<style>(.*)<\/style>/s.exec(page.html)?.[1] };
}

describe('the styles a server-rendered page carries', () => {
  it('keeps, in order, the rules whose classes the markup uses and those that need none', async () => {
    const { css } = await styleOf(
      ':root{--a:1}._a_1{color:red}._b_2{color:blue}a,._c_3{color:green}._a_1 ._b_2{margin:0}._a_1._d_4{top:0}',
      '<main class="_a_1 _d_4"><p class="x">t</p></main>',
    );
    expect(css).toBe(':root{--a:1}._a_1{color:red}a,._c_3{color:green}._a_1._d_4{top:0}');
  });

  it('keeps a media query with the rules inside it that apply, and drops an empty one', async () => {
    const { css } = await styleOf(
      '@media (min-width:64rem){._a_1{width:50%}._b_2{width:10%}}@media print{._b_2{display:none}}',
      '<div class="_a_1"></div>',
    );
    expect(css).toBe('@media (min-width:64rem){._a_1{width:50%}}');
  });

  it('does not require what is inside parentheses, and keeps at-rules such as keyframes', async () => {
    const { css } = await styleOf(
      '._a_1:not(._z_9){color:red}:is(._y_8,._x_7) ._a_1{color:blue}@keyframes _spin_1{to{transform:rotate(1turn)}}._b_2{content:"}"}',
      '<div class="_a_1"></div>',
    );
    expect(css).toBe(
      '._a_1:not(._z_9){color:red}:is(._y_8,._x_7) ._a_1{color:blue}@keyframes _spin_1{to{transform:rotate(1turn)}}',
    );
  });

  it('gives the CSP source of exactly the text written', async () => {
    const { page, css } = await styleOf('._a_1{color:red}', '<div class="_a_1"></div>');
    const hash = createHash('sha256')
      .update(css ?? '')
      .digest('base64');
    expect(page.cspSource).toBe(`'sha256-${hash}'`);
    expect(page.html).toContain(
      '<noscript data-app-style><link rel="stylesheet" href="/assets/style-x.css"></noscript>',
    );
    expect(page.html).not.toContain(link);
  });

  it('leaves pages alone when the stylesheet is missing or could end the element early', async () => {
    expect(await readPageStylesheet(builtWith('a{}'), index(''))).toBeNull();
    expect(
      await readPageStylesheet(mkdtempSync(path.join(tmpdir(), 'shop-none-')), index(link)),
    ).toBeNull();
    expect(await readPageStylesheet(builtWith('a{content:"</style>"}'), index(link))).toBeNull();
  });
});
