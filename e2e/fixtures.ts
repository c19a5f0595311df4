import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';

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

/** The mailbox of the SMTP server that e2e-server.mjs runs beside the app. */
const mailbox = path.join(os.tmpdir(), `bo-e2e-mailbox-${process.env.E2E_PORT ?? 3210}.jsonl`);

/** The text of the latest e-mail delivered to `address`, waiting for it to arrive. */
export async function latestMailTo(address: string): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      const lines = fs.existsSync(mailbox) ? fs.readFileSync(mailbox, 'utf8').split('\n') : [];
      const mails = lines
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string[]; data: string })
        .filter((mail) => mail.to.includes(address));
      // Quoted-printable soft line breaks would cut a long link.
      text = mails.at(-1)?.data.replace(/=\r?\n/g, '') ?? '';
      return text.length > 0;
    })
    .toBe(true);
  return text;
}

export const test = base;
export { expect };

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

/** Signs an API context in (admin with its own password, the demo users with theirs). */
export async function apiSignIn(request: APIRequestContext, login: string): Promise<void> {
  const password = login === 'admin' ? passwords.admin : passwords.demo;
  const response = await request.post('/api/auth/login', {
    headers: ajax,
    data: { login, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** POSTs a call that must answer 200, and answers its JSON; a string body is JSON already. */
export async function apiPost<T>(
  request: APIRequestContext,
  url: string,
  data?: unknown,
  params?: Record<string, string>,
): Promise<T> {
  const headers = typeof data === 'string' ? { ...ajax, 'Content-Type': 'application/json' } : ajax;
  const response = await request.post(url, {
    headers,
    ...(data === undefined ? {} : { data }),
    ...(params ? { params } : {}),
  });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}
