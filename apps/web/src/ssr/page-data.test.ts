import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '@/app/route-handle';
import { routes } from '@/app/routes';
import { pageData } from './page-data';

/** The paths of the routes the server renders: those with no `clientOnly` on the way. */
function serverRenderedPaths(list: RouteObject[], clientOnly = false): string[] {
  return list.flatMap((route) => {
    const only = clientOnly || Boolean((route.handle as RouteHandle | undefined)?.clientOnly);
    const own = route.path && !only ? [route.path] : [];
    return [...own, ...serverRenderedPaths(route.children ?? [], only)];
  });
}

describe("the server's page table", () => {
  it('gives every page the server renders its head, and names no other route', () => {
    const rendered = serverRenderedPaths(routes);
    expect(rendered).toContain('/');
    expect(rendered).not.toContain('/signin');
    expect(rendered).not.toContain('/content-management');
    expect(Object.keys(pageData).sort()).toEqual([...rendered].sort());
  });
});
