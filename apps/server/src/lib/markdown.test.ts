import { describe, expect, it } from 'vitest';
import { escapeMarkdown, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders the Markdown an editor uses', () => {
    const html = renderMarkdown(
      '## Sesiones\n\nRetrato **en estudio** o *exterior*.\n\n- Una\n- Dos\n\n[Escríbeme](https://example.com/contacto)',
    );
    expect(html).toContain('<h2>Sesiones</h2>');
    expect(html).toContain('<strong>en estudio</strong>');
    expect(html).toContain('<em>exterior</em>');
    expect(html).toContain('<li>Una</li>');
    expect(html).toContain(
      '<a href="https://example.com/contacto" rel="noopener noreferrer">Escríbeme</a>',
    );
  });

  it('never lets raw HTML of the editor through', () => {
    const html = renderMarkdown(
      'Hola <script>alert(1)</script> <img src=x onerror="alert(2)"> <a href="/x" onclick="y()">z</a>\n\n<iframe src="https://evil.example"></iframe>',
    );
    const tags = html.match(/<[^>]*>/g) ?? [];
    expect(tags.filter((t) => /^<\/?(script|img|iframe)\b|\son\w+=/i.test(t))).toEqual([]);
    expect(tags.every((t) => /^<\/?(p|a)\b/.test(t))).toBe(true);
    // Written as text, so a reader sees what was typed.
    expect(html).toContain('&lt;script&gt;');
  });

  it('refuses script and data links, and links outside http(s), mailto and tel', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      const html = renderMarkdown(`[clic](${href})`);
      expect(html, href).not.toMatch(/href="(javascript|data|vbscript)/i);
    }
    expect(renderMarkdown('[m](mailto:hola@example.com)')).toContain(
      'href="mailto:hola@example.com"',
    );
  });

  it('turns a top-level heading into h2 (the page has its own h1)', () => {
    expect(renderMarkdown('# Título')).toBe('<h2>Título</h2>');
  });

  it('gives nothing for blank text', () => {
    expect(renderMarkdown('  \n ')).toBe('');
  });
});

describe('escapeMarkdown', () => {
  it('keeps names with Markdown characters as they are', () => {
    const name = 'Foto_Estudio *S.L.* [Madrid] <b>';
    expect(renderMarkdown(escapeMarkdown(name))).toBe(
      '<p>Foto_Estudio *S.L.* [Madrid] &lt;b&gt;</p>',
    );
  });
});
