import { describe, expect, it } from 'vitest';
import { homePath, loginPathFor, safeNext } from './safeNext';

describe('the address to return to after sign-in', () => {
  it.each([
    ['/admin/banners/7', '/admin/banners/7'],
    ['/admin/banners?q=brake&page=2', '/admin/banners?q=brake&page=2'],
  ])('keeps the same-origin path %s', (next, expected) => expect(safeNext(next)).toBe(expected));

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?next=/admin',
  ])('sends %j home instead', (next) => expect(safeNext(next)).toBe(homePath));

  it('round-trips through the sign-in address', () => {
    const path = '/admin/banners?q=a&b=c';
    const next = new URL(loginPathFor(path), 'http://x').searchParams.get('next');
    expect(safeNext(next)).toBe(path);
  });
});
