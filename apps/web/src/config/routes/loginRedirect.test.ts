import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './loginRedirect';

const origin = 'https://plantel.example';

describe('loginPath', () => {
  it('remembers the page to come back to, except the home page', () => {
    expect(loginPath({ pathname: '/', search: '', hash: '' })).toBe('/login');
    expect(loginPath({ pathname: '/broiler/sanity', search: '?stage=lodged', hash: '' })).toBe(
      '/login?next=%2Fbroiler%2Fsanity%3Fstage%3Dlodged',
    );
  });
});

describe('safeNextPath', () => {
  it('accepts paths on this site', () => {
    expect(safeNextPath('/broiler/sanity?stage=lodged#top', origin)).toBe('/broiler/sanity?stage=lodged#top');
  });

  it('refuses anything that would leave the site', () => {
    for (const next of [null, '', 'broiler', 'https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)']) {
      expect(safeNextPath(next, origin), String(next)).toBeNull();
    }
  });
});
