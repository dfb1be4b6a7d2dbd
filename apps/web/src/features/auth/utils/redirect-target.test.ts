import { describe, expect, it } from 'vitest';
import { redirectTargetOrProfile, safeRedirectPath, withRedirect } from './redirect-target';

describe('safeRedirectPath', () => {
  it.each(['/profile', '/events/42?x=1', '/mistickets/9#top'])(
    'accepts the same-site path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    'profile',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('defaults to /profile when missing or unsafe', () => {
    expect(redirectTargetOrProfile(null)).toBe('/profile');
    expect(redirectTargetOrProfile('//evil.example')).toBe('/profile');
    expect(redirectTargetOrProfile('/events')).toBe('/events');
  });
});

describe('withRedirect', () => {
  it('carries a same-site target along and drops anything else', () => {
    expect(withRedirect('/signup', '/events/7?x=1')).toBe('/signup?redirect=%2Fevents%2F7%3Fx%3D1');
    expect(withRedirect('/signup', 'https://evil.example/')).toBe('/signup');
    expect(withRedirect('/signup', null)).toBe('/signup');
  });
});
