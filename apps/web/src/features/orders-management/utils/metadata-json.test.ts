import { describe, expect, it } from 'vitest';
import { providerOrderMessages as msg } from '@shop/contracts';
import { metadataText, parseMetadata } from './metadata-json';

describe('the metadata editor', () => {
  it('takes a JSON object', () => {
    expect(parseMetadata('{ "nota": "regalo", "lote": 3 }')).toEqual({
      ok: true,
      metadata: { nota: 'regalo', lote: 3 },
    });
    expect(parseMetadata('{}')).toEqual({ ok: true, metadata: {} });
  });

  it("refuses text that is not JSON with 'El JSON de metadata no es válido'", () => {
    for (const text of ['', '{ nota: regalo }', "{'a': 1}", '{"a": 1,}']) {
      expect(parseMetadata(text)).toEqual({ ok: false, message: msg.badMetadata });
    }
    expect(msg.badMetadata).toBe('El JSON de metadata no es válido');
  });

  it('refuses JSON that is not an object: Prodigi keeps metadata as one', () => {
    for (const text of ['[1, 2]', 'null', '"texto"', '42', 'true']) {
      expect(parseMetadata(text)).toEqual({ ok: false, message: msg.badMetadata });
    }
  });

  it('starts from the order metadata, indented, or {} when there is none', () => {
    expect(metadataText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(metadataText(null)).toBe('{}');
  });
});
