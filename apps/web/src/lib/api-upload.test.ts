import { describe, expect, it } from 'vitest';
import { formDataOf, pathOf } from './api-upload';

describe('formDataOf and pathOf', () => {
  it('makes the parts in order, one per array item, leaving missing values out', () => {
    const file = new File(['x'], 'a.jpg');
    const form = formDataOf({ a: 'uno', skip: undefined, n: 2, files: [file, file], b: 'dos' });
    expect([...form.keys()]).toEqual(['a', 'n', 'files', 'files', 'b']);
    expect(form.get('n')).toBe('2');
  });

  it('fills and encodes a path of the document', () => {
    expect(pathOf('/api/photos/{id}/image', { id: 'a/b' })).toBe('/api/photos/a%2Fb/image');
    expect(() => pathOf('/api/photos/{id}/image')).toThrow(/missing path parameters/);
  });
});
