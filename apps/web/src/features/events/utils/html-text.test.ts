import { describe, expect, it } from 'vitest';
import { textOfHtml } from './html-text';

describe('the text of a description’s HTML', () => {
  it('drops the tags, keeps words of separate blocks apart and reads entities', () => {
    expect(
      textOfHtml(
        '<p>Luz del alba &amp; <strong>arquitectura</strong>.</p><ul><li>Trípode</li><li>Café &#8211; &#x2615;</li></ul><p>&lt;b&gt; no es HTML</p>',
      ),
    ).toBe('Luz del alba & arquitectura. Trípode Café – ☕ <b> no es HTML');
    expect(textOfHtml('')).toBe('');
  });
});
