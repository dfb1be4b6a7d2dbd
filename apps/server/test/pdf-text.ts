import { inflateSync } from 'node:zlib';

/** A PDF object's dictionary and, for a stream, its bytes (inflated when they were deflated). */
function objectsOf(pdf: Buffer) {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: Buffer | null }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*/g)) {
    const start = match.index + match[0].length;
    const streamAt = raw.indexOf('stream\n', start);
    const endAt = raw.indexOf('endobj', start);
    if (streamAt >= 0 && streamAt < endAt) {
      const dict = raw.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      const bytes = pdf.subarray(streamAt + 7, streamAt + 7 + length);
      objects.set(match[1] ?? '', {
        dict,
        stream: dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes,
      });
    } else {
      objects.set(match[1] ?? '', { dict: raw.slice(start, endAt), stream: null });
    }
  }
  return objects;
}

/** A ToUnicode CMap: glyph code (hex) → text. */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // A ligature maps to several characters, written `<0066 0069>`.
  const text = (hex: string) =>
    String.fromCodePoint(
      ...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)),
    );
  for (const [, body = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', to = ''] of body.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) {
      map.set(parseInt(code, 16), text(to));
    }
  }
  for (const [, body = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo = '', hi = '', list, single] of body.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(?:\[([^\]]*)\]|<([0-9a-f]+)>)/gi,
    )) {
      const from = parseInt(lo, 16);
      const to = parseInt(hi, 16);
      const targets = list ? [...list.matchAll(/<([0-9a-f\s]+)>/gi)].map((m) => m[1] ?? '') : [];
      for (let code = from; code <= to; code++) {
        const target = list
          ? text(targets[code - from] ?? '')
          : String.fromCodePoint(parseInt(single ?? '0', 16) + code - from);
        map.set(code, target);
      }
    }
  }
  return map;
}

/**
 * The text of each page of a PDF that pdfkit wrote with embedded fonts (as the shop's tickets
 * and invoices are): each text run read back through its font's ToUnicode map, a line each.
 */
export function pdfPages(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const ref = (dict: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1];
  const root = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o.dict));
  const kids = [
    ...(/\/Kids \[([^\]]*)\]/.exec(root?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g),
  ];
  return kids.map(([, pageId = '']) => {
    const page = objects.get(pageId)?.dict ?? '';
    const resources = objects.get(ref(page, 'Resources') ?? '')?.dict ?? '';
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
    for (const [, name = '', id = ''] of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmapId = ref(objects.get(id)?.dict ?? '', 'ToUnicode');
      fonts.set(name, unicodeMap(objects.get(cmapId ?? '')?.stream?.toString('latin1') ?? ''));
    }
    const content = objects.get(ref(page, 'Contents') ?? '')?.stream?.toString('latin1') ?? '';
    const lines: string[] = [];
    let font = new Map<number, string>();
    for (const block of content.match(/BT[\s\S]*?ET/g) ?? []) {
      let line = '';
      for (const op of block.split('\n')) {
        const selected = /^\/(\w+) [\d.]+ Tf$/.exec(op);
        if (selected) font = fonts.get(selected[1] ?? '') ?? new Map<number, string>();
        if (!/T[Jj]$/.test(op)) continue;
        for (const [, hex = ''] of op.matchAll(/<([0-9a-f]*)>/gi)) {
          for (const code of hex.match(/.{4}/g) ?? []) line += font.get(parseInt(code, 16)) ?? '';
        }
      }
      lines.push(line);
    }
    return lines.join('\n');
  });
}
