import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { userApi, type RoleCode } from '@bo/contract';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * The passwords: `admin`'s, the demo users' (e2e-server.mjs), and the one of
 * the users a test makes for itself (makeUser), which needs a digit.
 */
export const passwords = { admin: 'admin-e2e', demo: 'demo-e2e', made: 'made-e2e-1' } as const;

/** The logins makeUser made in this worker: they sign in with passwords.made. */
const madeLogins = new Set<string>();

const passwordOf = (login: string): string => {
  if (login === 'admin') return passwords.admin;
  return madeLogins.has(login) ? passwords.made : passwords.demo;
};

let stamps = 0;

/**
 * Letters and digits no other test of the run uses, running at the same time
 * or not: the time, the worker running this test, and a count within it. For
 * names a test makes and then finds again (a search, a filter, a login).
 */
export function uniqueStamp(): string {
  stamps += 1;
  return `${Date.now().toString(36)}${process.env.TEST_PARALLEL_INDEX ?? ''}${stamps.toString(36)}`;
}

/** Signs in through the API, so the browser context carries the session cookie. */
export async function signInAs(page: Page, login: string): Promise<void> {
  const password = passwordOf(login);
  const response = await page.request.post('/api/auth/login', {
    data: { login, password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A snackbar (MUI Alert, role alert) showing `text`. */
export const snackbar = (page: Page, text: string): Locator =>
  page.getByRole('alert').filter({ hasText: text });

declare global {
  interface Window {
    /** The texts of the alerts shown since the page loaded (recordAlerts), oldest first. */
    shownAlerts?: string[];
  }
}

/**
 * Runs in every page before its scripts: records the text of each alert as it
 * is shown. A snackbar of one second (B§5) can come and go between two looks
 * of `expect(...).toBeVisible()` on a busy machine; the record keeps it.
 */
function recordAlerts() {
  const shown: string[] = (window.shownAlerts = []);
  const seen = new WeakMap<Element, string>();
  new MutationObserver(() => {
    for (const alert of Array.from(document.querySelectorAll('[role="alert"]'))) {
      const text = alert.textContent;
      if (seen.get(alert) === text || !alert.checkVisibility()) continue;
      seen.set(alert, text);
      shown.push(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Waits until an alert showing `text` has been shown on the page, however
 * briefly, and takes it off the record: the next call waits for another.
 */
export async function expectSnackbar(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const shown = window.shownAlerts ?? [];
          const at = shown.findIndex((words) => words.includes(wanted));
          if (at >= 0) shown.splice(at, 1);
          return at >= 0;
        }, text),
      { message: `a snackbar saying "${text}"` },
    )
    .toBe(true);
}

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

/** Playwright's test, each browser context recording the alerts it shows (expectSnackbar). */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(recordAlerts);
    await use(context);
  },
});
export { expect };

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

/** Signs an API context in (admin, the demo users and made users, each with their password). */
export async function apiSignIn(request: APIRequestContext, login: string): Promise<void> {
  const password = passwordOf(login);
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

/**
 * Company 1 holds what the home widgets count, and only the spec that counts
 * adds to it: its users (users.spec), customers (notifications.spec) and
 * requests (home.spec reads the new ones). A spec that adds users, customers or
 * requests for any other reason does it in company 2, as `admin2`; makeUser
 * does too.
 */
export const busyCompany = { comId: 2, admin: 'admin2', custNo: 'C200006' } as const;

/**
 * A staff user of company 2 of the test's own, holding `roles` and no customer
 * code (as the demo staff accounts): made through the users API by `admin2`,
 * signing in with passwords.made. Answers the login.
 */
export async function makeUser(
  roles: readonly RoleCode[],
  fullName = 'E2E staff',
): Promise<string> {
  const login = `e2e-${uniqueStamp()}`;
  const users = userApi('admin');
  const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await apiSignIn(api, busyCompany.admin);
    // A new user needs a customer code; a staff account has none, taken away before any role
    // (CustomerUser would make the code required).
    await apiPost(api, users.createUser, {
      login,
      pwd: passwords.made,
      custNo: busyCompany.custNo,
      blocked: false,
      fullName,
    });
    await apiPost(api, users.updateUser, {
      user: { login, custNo: '', fullName },
      changePassword: false,
    });
    for (const role of roles) await apiPost(api, users.addRole(login), { role });
  } finally {
    await api.dispose();
  }
  madeLogins.add(login);
  return login;
}

/** Makes a user holding `roles` (makeUser) and signs `page` in as them; answers the login. */
export async function signInAsNewUser(
  page: Page,
  roles: readonly RoleCode[],
  fullName?: string,
): Promise<string> {
  const login = await makeUser(roles, fullName);
  await signInAs(page, login);
  return login;
}
