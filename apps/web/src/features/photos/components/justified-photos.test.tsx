import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicPhoto } from '@test/photo-fixtures';
import { renderPage } from '@test/render-app';
import {
  JustifiedPhotos,
  justifiedItemStyle,
  justifiedSizes,
  ratioOf,
  ROW_HEIGHTS,
} from './justified-photos';

describe('justified rows', () => {
  it('grows each photo in proportion to its width over its height, from that ratio times the row height', () => {
    expect(ratioOf({ width: 4032, height: 3024 })).toBeCloseTo(4 / 3);
    expect(ratioOf({ width: 0, height: 0 })).toBe(1.5);
    const portrait = justifiedItemStyle(2 / 3) as Record<string, unknown>;
    expect(portrait.flexGrow).toBe(0.6667);
    expect(portrait.flexBasis).toBe('calc(0.6667 * var(--row-height))');
    expect(portrait['--ratio']).toBe(0.6667);
    const panorama = justifiedItemStyle(3) as Record<string, unknown>;
    expect(panorama.flexGrow).toBe(3);
  });

  it('asks for images about as wide as each photo is drawn, never more than the page', () => {
    const portrait = justifiedSizes(2 / 3);
    expect(portrait).toBe(
      `(min-width: 1024px) ${Math.round((2 / 3) * ROW_HEIGHTS.wide * 1.6)}px, ` +
        `(min-width: 640px) ${Math.round((2 / 3) * ROW_HEIGHTS.medium * 1.6)}px, ` +
        `${Math.round((2 / 3) * ROW_HEIGHTS.narrow * 1.6)}px`,
    );
    // A panorama fills a phone's width and stops at the page's width on a wide screen.
    expect(justifiedSizes(4)).toBe(
      '(min-width: 1024px) 1240px, (min-width: 640px) 984px, calc(100vw - 2.5rem)',
    );
  });

  it('renders each photo whole with its flex values in the HTML, the first as the main image', async () => {
    const photos = [
      publicPhoto({ _id: 'v', title: 'Vertical', width: 2000, height: 3000 }),
      publicPhoto({ _id: 'h', title: 'Horizontal', width: 3000, height: 2000 }),
      publicPhoto({ _id: 'c', title: 'Cuadrada', width: 1000, height: 1000 }),
      publicPhoto({ _id: 'p', title: 'Panorámica', width: 6000, height: 2000 }),
      publicPhoto({ _id: 'x', title: 'Quinta', width: 3000, height: 2000 }),
    ];
    renderPage(<JustifiedPhotos photos={photos} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.style.flexGrow)).toEqual(['0.6667', '1.5', '1', '3', '1.5']);
    expect(items[0]?.style.flexBasis).toBe('calc(0.6667 * var(--row-height))');
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.parentElement?.style.aspectRatio)).toEqual([
      '2000 / 3000',
      '3000 / 2000',
      '1000 / 1000',
      '6000 / 2000',
      '3000 / 2000',
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
    ]);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    expect(images[1]?.getAttribute('sizes')).toBe(justifiedSizes(1.5));
    expect(screen.getByRole('link', { name: 'Panorámica' })).toHaveAttribute('href', '/photo/p');
  });
});
