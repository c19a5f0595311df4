import { describe, expect, it } from 'vitest';
import { bannerFormSchema, isSafeBannerLink } from './banners.js';
import { messages } from './messages.js';

/** Links that would run script, show foreign content or leave the site unseen. */
const unsafeBannerLinks = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'javascript://example.com/%0Aalert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\u0000:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  'https:\\\\evil.example',
  'https:evil.example',
  'https:/evil.example',
  'https:///evil.example',
  'http://',
  'ftp://example.com/file',
  'mailto:someone@example.com',
  'https://portal.example@evil.example/',
  'https://user:password@example.com/',
  'https://exa\u007fmple.com/',
  'https://example.com/\u0085',
  'catalog/brakes',
  '#top',
  '?page=2',
  '\u200bjavascript:alert(1)',
];

describe('banner links (finding 12)', () => {
  it.each([
    '',
    '/',
    '/catalog/brakes',
    '/actions/spring-filters?utm=banner#top',
    '/news/новини 2026',
    '/javascript:alert(1)',
    'https://example.com',
    'HTTPS://EXAMPLE.COM/Path?q=1',
    'http://example.com:8080/a/b',
    'https://пример.рф/каталог',
  ])('accepts %j', (link) => expect(isSafeBannerLink(link)).toBe(true));

  it.each(unsafeBannerLinks)('refuses %j', (link) => expect(isSafeBannerLink(link)).toBe(false));

  it('refuses an unsafe link in the form schema with the shared message, after trimming', () => {
    for (const ref of unsafeBannerLinks) {
      const parsed = bannerFormSchema.safeParse({ bannerType: 1, active: true, title: 'T', ref });
      expect(parsed.success, JSON.stringify(ref)).toBe(false);
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({ path: ['ref'], message: messages.bannerLinkInvalid }),
      ]);
    }
    const trimmed = bannerFormSchema.parse({
      bannerType: 1,
      active: true,
      title: 'T',
      ref: '  /catalog  ',
    });
    expect(trimmed.ref).toBe('/catalog');
    // An empty link is the required-field rule's to answer, not this one's.
    expect(
      bannerFormSchema.safeParse({ bannerType: 1, active: true, title: 'T', ref: '' }).success,
    ).toBe(true);
  });
});
