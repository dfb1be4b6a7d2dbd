import { describe, expect, it } from 'vitest';
import { absoluteUrl, emailBrand, emailLayout, type EmailBrand } from './email-layout';

const brand: EmailBrand = {
  siteName: 'Estudio <Luz> & Sombra',
  legalName: 'Lucía Ferrer Campos',
  taxId: '12345678Z',
  address: 'Calle del Pez 27, 28004 Madrid',
  contactEmail: 'hola@estudio.example',
  publicUrl: 'https://tienda.example',
};

/** Every href and src in the HTML, unescaped. */
const urlsIn = (html: string) =>
  [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&#38;/g, '&'));

describe('emailLayout', () => {
  const { text, html } = emailLayout(
    brand,
    'Hola, <b>Ana</b>',
    [
      'Condiciones: https://tienda.example/legal/terms. Escríbenos a hola@estudio.example.',
      { quote: ['<script>alert(1)</script> mira https://malo.example/x'] },
      {
        items: [
          {
            title: 'Atardecer "rojo"',
            detail: 'Lámina 30x40: 2 copias',
            amount: '61,65 €',
            imageUrl: '/media/photos/abc/480.jpg',
          },
          { title: 'Sin imagen', detail: 'Lámina', amount: '10,00 €', imageUrl: null },
        ],
      },
      { rows: [{ label: 'Total pagado', value: '71,65 €', strong: true }] },
    ],
    { label: 'Ver tu pedido', url: '/pedido/1?firma=a&b' },
  );

  it('escapes every value in the HTML', () => {
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Ana</b>');
    expect(html).toContain('Hola, &#60;b&#62;Ana&#60;/b&#62;');
    expect(html).toContain('Estudio &#60;Luz&#62; &#38; Sombra');
    expect(html).toContain('Atardecer &#34;rojo&#34;');
    expect(html).toContain('href="https://tienda.example/pedido/1?firma=a&#38;b"');
  });

  it('links our own URLs and addresses, without the sentence’s full stop; typed text stays text', () => {
    expect(html).toContain(
      '<a href="https://tienda.example/legal/terms" style="color:#18181b;text-decoration:underline;word-break:break-all">https://tienda.example/legal/terms</a>.',
    );
    expect(html).toContain('href="mailto:hola@estudio.example"');
    expect(urlsIn(html)).not.toContain('https://malo.example/x');
  });

  it('makes every link and image absolute (relative ones against the shop)', () => {
    const urls = urlsIn(html);
    expect(urls).toContain('https://tienda.example/media/photos/abc/480.jpg');
    expect(urls).toContain('https://tienda.example/');
    for (const url of urls) expect(url).toMatch(/^(https:\/\/|mailto:)/);
    // The thumbnail is an <img> with the title as its text alternative; no other image.
    expect(html).toMatch(
      /<img src="https:\/\/tienda\.example\/media\/photos\/abc\/480\.jpg" width="80" alt="Atardecer &#34;rojo&#34;"/,
    );
    expect(html.match(/<img /g)).toHaveLength(1);
  });

  it('writes the same content as plain text, with the action’s URL and the identity', () => {
    expect(text).toContain('Hola, <b>Ana</b>');
    expect(text).toContain('Condiciones: https://tienda.example/legal/terms.');
    expect(text).toContain('<script>alert(1)</script> mira https://malo.example/x');
    expect(text).toContain('- Atardecer "rojo", Lámina 30x40: 2 copias: 61,65 €');
    expect(text).toContain('Total pagado: 71,65 €');
    expect(text).toContain('Ver tu pedido: https://tienda.example/pedido/1?firma=a&b');
    expect(text).toContain('Lucía Ferrer Campos · NIF 12345678Z · Calle del Pez 27, 28004 Madrid');
    expect(text).toContain('Estudio <Luz> & Sombra · https://tienda.example/');
    expect(text).not.toMatch(/<(p|a|td|table)\b/);
  });

  it('has a header and footer with the shop, a button, and nothing wider than 600 px', () => {
    expect(html).toMatch(/max-width:600px/);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toMatch(/<a class="btn" href="https:\/\/tienda\.example\/pedido\/1[^"]*"/);
    expect(html).toContain('NIF 12345678Z');
    expect(html.match(/href="https:\/\/tienda\.example\/"/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('leaves out identity parts not yet set', () => {
    const bare = emailLayout({ ...brand, taxId: '', address: '' }, 'T', ['x']);
    expect(bare.text).toContain('\nLucía Ferrer Campos\n');
    expect(bare.html).not.toContain('NIF');
  });
});

describe('emailBrand and absoluteUrl', () => {
  it('takes the business identity and the public URL', () => {
    const made = emailBrand(
      {
        tradingName: 'Estudio',
        legalName: 'Lucía',
        taxId: '',
        address: '',
        registry: '',
        contactEmail: 'a@b.es',
        contactPhone: '600000000',
        instagramUrl: '',
        facebookUrl: '',
      },
      'https://tienda.example',
    );
    expect(made).toMatchObject({ siteName: 'Estudio', publicUrl: 'https://tienda.example' });
  });

  it('keeps absolute URLs and resolves paths against the shop', () => {
    expect(absoluteUrl('https://cdn.example/a.jpg', 'https://tienda.example')).toBe(
      'https://cdn.example/a.jpg',
    );
    expect(absoluteUrl('/media/a.jpg', 'https://tienda.example')).toBe(
      'https://tienda.example/media/a.jpg',
    );
  });
});
