import { notificationScreens, requestScreens } from '@bo/contract';
import type { Page, Response } from '@playwright/test';
import { expect, signInAs, test } from './fixtures.js';

/**
 * The Content-Security-Policy (apps/server/src/platform/http/security-headers.ts)
 * must not break any screen: no `securitypolicyviolation` event and no console
 * message about a refused script, style, picture, font, fetch or worker.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    cspViolations: Violation[];
  }
}

/** Chromium's console words for a refused load or inline script/style. */
const cspMessage = /content.security.policy|refused to|violates the following/i;

/**
 * Starts collecting, on `page` and its workers (pdf.js), every console message
 * about the policy, every uncaught page error, and every CSP violation event.
 * Other console errors (a 403 the screen expects, say) are not this test's concern.
 */
async function watch(
  page: Page,
): Promise<{ console: string[]; violations: () => Promise<Violation[]> }> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (cspMessage.test(message.text()))
      console.push(`${message.type()}: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => console.push(`pageerror: ${error.message} (${page.url()})`));
  page.on('worker', (worker) => {
    worker.on('console', (message) => {
      if (cspMessage.test(message.text()))
        console.push(`worker ${message.type()}: ${message.text()}`);
    });
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return {
    console,
    violations: () => page.evaluate(() => window.cspViolations),
  };
}

/** Opens `path`, checks its policy header and waits until the screen has settled. */
async function open(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  const answer = response as Response;
  expect(answer.status(), path).toBe(200);
  const policy = answer.headers()['content-security-policy'] ?? '';
  expect(policy, path).toContain("default-src 'self'");
  expect(policy, path).toContain("script-src 'self'");
  expect(policy, path).not.toContain('unsafe-inline');
  expect(policy, path).not.toContain('unsafe-eval');
  await page.waitForLoadState('networkidle');
  return answer;
}

/** MUI's styles really applied: CssBaseline's body margin, every emotion <style> with the nonce. */
async function expectStyled(page: Page, path: string): Promise<void> {
  const styles = await page.evaluate(() => ({
    margin: getComputedStyle(document.body).margin,
    emotion: Array.from(
      document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'),
      (style) => style.nonce ?? '',
    ),
  }));
  expect(styles.margin, path).toBe('0px');
  expect(styles.emotion.length, path).toBeGreaterThan(0);
  expect(
    styles.emotion.filter((nonce) => nonce === ''),
    path,
  ).toEqual([]);
}

test('the main screens run under the Content-Security-Policy without a violation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const watched = await watch(page);
  await signInAs(page, 'admin');

  const screens = [
    '/admin',
    '/admin/users',
    '/admin/customerusers',
    requestScreens.list,
    notificationScreens.list,
    notificationScreens.add,
    '/admin/banners',
    '/admin/banners/0',
    '/admin/files',
    '/admin/cms/journals',
    '/admin/cms/journals/0',
  ];
  for (const path of screens) {
    const answer = await open(page, path);
    // index.html carries this answer's nonce, and the policy allows exactly it for styles.
    const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce, path).toBeTruthy();
    await expect(page.getByRole('button', { name: 'Sign out' }), path).toBeVisible();
    await expectStyled(page, path);
    expect(await watched.violations(), path).toEqual([]);
  }

  // The journals every user reads: covers (pictures from the site), then the pdf.js viewer.
  await open(page, '/journals');
  const cover = page.getByRole('img', { name: /^Cover of / }).first();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await cover.click();
  await expect(page).toHaveURL(/\/journals\/\d+$/);
  await expect(page.getByRole('toolbar', { name: 'PDF viewer' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Page 1' })).toHaveAttribute('aria-busy', 'false');
  await page.waitForLoadState('networkidle');
  await expectStyled(page, page.url());
  expect(await watched.violations(), 'journal viewer').toEqual([]);

  expect(watched.console).toEqual([]);
});

test('the journal preview draws a chosen PDF under the policy', async ({ page }) => {
  const watched = await watch(page);
  await signInAs(page, 'admin');
  // A real PDF from the server's demo journals, read as a signed-in user would download it.
  await open(page, '/journals');
  const cover = page.getByRole('img', { name: /^Cover of / }).first();
  await expect(cover).toHaveAttribute('src', /^\/api\/Journal\/Cover\/\d+/);
  const id = /Cover\/(\d+)/.exec((await cover.getAttribute('src')) ?? '')?.[1];
  const file = await page.request.get(`/api/Journal/File/${id}`);
  expect(file.ok()).toBe(true);

  await open(page, '/admin/cms/journals/0');
  await page
    .getByLabel('Choose PDF file')
    .setInputFiles({ name: 'journal.pdf', mimeType: 'application/pdf', buffer: await file.body() });
  const preview = page.getByRole('region', { name: 'PDF preview' });
  await expect(preview.getByRole('img', { name: 'Page 1' })).toHaveAttribute('aria-busy', 'false');
  await page.waitForLoadState('networkidle');
  expect(await watched.violations()).toEqual([]);
  expect(watched.console).toEqual([]);
});

test('the API document at /api/docs runs under the policy', async ({ page }) => {
  const watched = await watch(page);
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  await expect(page.locator('.swagger-ui .info .title')).toBeVisible();
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const policy = (await page.request.get('/api/docs/')).headers()['content-security-policy'];
  expect(policy).toContain("default-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(await watched.violations()).toEqual([]);
  expect(watched.console).toEqual([]);
});

test('API answers carry the policy too', async ({ page }) => {
  await signInAs(page, 'admin');
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(200);
  expect(me.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(me.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
