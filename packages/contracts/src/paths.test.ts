import { describe, expect, it } from 'vitest';
import { isKnownPagePath, paths } from './paths';

describe('isKnownPagePath', () => {
  it.each([
    '/',
    '/signin',
    '/reset-password',
    '/reset-password/abc',
    '/confirm-email/tok',
    '/confirm-email/user/tok',
    '/photo/p1',
    '/events',
    '/events/e1',
    '/mistickets/e1',
    '/legal/cookie',
    '/desistimiento',
    '/profile/',
  ])('knows %s', (p) => expect(isKnownPagePath(p)).toBe(true));

  it.each(['/no-such-page', '/photo', '/photo/a/b', '/legal', '/api/health', '/events/e1/x'])(
    'does not know %s',
    (p) => expect(isKnownPagePath(p)).toBe(false),
  );

  it('builds paths that match their own patterns, encoding parameters', () => {
    expect(paths.photo.build('a b')).toBe('/photo/a%20b');
    expect(isKnownPagePath(paths.photo.build('x'))).toBe(true);
    expect(isKnownPagePath(paths.profilePayment.build('p1'))).toBe(true);
    expect(isKnownPagePath(paths.confirmEmailTyped.build('user', 't'))).toBe(true);
  });

  it("builds the order page's link with its signature, and without one for the owner", () => {
    expect(paths.buyerOrder.build('o1', 'a-b_c')).toBe('/pedido/o1?firma=a-b_c');
    expect(paths.buyerOrder.build('o1')).toBe('/pedido/o1');
    expect(isKnownPagePath('/pedido/o1')).toBe(true);
  });
});
