import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const passwords = { admin: 'admin-e2e', demo: 'demo-e2e' } as const;

/** Signs in through the API, so the browser context carries the session cookie. */
export async function signInAs(page: Page, login: string): Promise<void> {
  const password = login === 'admin' ? passwords.admin : passwords.demo;
  const response = await page.request.post('/api/auth/login', {
    data: { login, password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A snackbar (MUI Alert, role alert) showing `text`. */
export const snackbar = (page: Page, text: string): Locator =>
  page.getByRole('alert').filter({ hasText: text });

export const test = base;
export { expect };
