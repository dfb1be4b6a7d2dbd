import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockup } from '@test/checkout-fixtures';
import { MockupGallery } from './mockup-gallery';
import { MockupGalleryView } from './mockup-gallery-view';

describe('mockup gallery', () => {
  it('shows one mockup large with its label, and labelled thumbnails that switch it', async () => {
    render(
      <MockupGalleryView
        mockups={[mockup('salon', 'Salón'), mockup('despacho', '')]}
        product="Lámina grande"
        color="Negro"
      />,
    );
    const main = screen.getByRole('img', { name: 'Salón' });
    expect(main.closest('figure')).toHaveTextContent('Salón');
    expect(main.getAttribute('src')).toBe('/media/mockups/salon.jpg');
    const strip = screen.getByRole('list', { name: 'Maquetas' });
    const salon = within(strip).getByRole('button', { name: 'Salón' });
    // A mockup without a label is named by the product and colour it shows.
    const other = within(strip).getByRole('button', { name: 'Lámina grande, Negro' });
    expect(salon).toHaveAttribute('aria-pressed', 'true');
    expect(other).toHaveAttribute('aria-pressed', 'false');

    other.focus();
    await userEvent.keyboard('{Enter}');
    const shown = screen.getByRole('img', { name: 'Maqueta de Lámina grande, Negro' });
    expect(shown.getAttribute('src')).toBe('/media/mockups/despacho.jpg');
    expect(shown.closest('figure')).toHaveTextContent('Lámina grande, Negro');
    expect(other).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('img', { name: 'Salón' })).toBeNull();
  });

  it('shows a single mockup without a strip, once its code has loaded', async () => {
    render(<MockupGallery mockups={[mockup('salon', 'Salón')]} product="Lienzo" color={null} />);
    expect(await screen.findByRole('img', { name: 'Salón' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Maquetas' })).toBeNull();
  });
});
