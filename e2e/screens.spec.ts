import { messages, requestScreens } from '@bo/contract';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures.js';

/** A laptop screen: every list of the spec fits it without sideways scrolling (issue 19). */
const laptop = { width: 1366, height: 768 };

/** The list screens of the spec, by the admin, who holds every role. */
const lists = [
  { path: requestScreens.list, title: 'Requests' },
  { path: '/admin/notifications', title: 'Notifications' },
  { path: '/admin/users', title: 'Users' },
  { path: '/admin/banners', title: 'Banners' },
  { path: '/admin/cms/journals', title: 'Journals' },
  { path: '/admin/files', title: 'File Manager' },
];

/** How far the page and the table's own scroll box reach beyond their width, in pixels. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('.MuiTableContainer-root');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: box ? box.scrollWidth - box.clientWidth : 0,
    };
  });
}

/** Collects what the page logs as an error (failed loads included). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  return errors;
}

test.describe('at 1366×768', () => {
  test.use({ viewport: laptop });

  test('the Edit button of the first request row is in view', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto(requestScreens.list);
    const edit = page.getByRole('button', { name: /^Edit request \d+$/ }).first();
    await expect(edit).toBeVisible();
    await expect(edit).toBeInViewport({ ratio: 1 });
    // The customer's phone, the last data column, is readable too.
    await expect(page.getByRole('columnheader', { name: 'Phone' })).toBeInViewport({ ratio: 1 });
  });

  test('on a narrower window the table scrolls sideways but the Edit button stays in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInAs(page, 'admin');
    await page.goto(requestScreens.list);
    const edit = page.getByRole('button', { name: /^Edit request \d+$/ }).first();
    await expect(edit).toBeVisible();
    expect((await sidewaysOverflow(page)).table).toBeGreaterThan(0);
    await expect(edit).toBeInViewport({ ratio: 1 });
  });

  for (const { path, title } of lists) {
    test(`${title} fits without sideways scrolling`, async ({ page }) => {
      await signInAs(page, 'admin');
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.locator('tbody tr').first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toEqual({ page: 0, table: 0 });
    });
  }

  test('a notification shows its message cut, whole on hover, and the user comment in view', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/notifications');
    const header = page.getByRole('columnheader', { name: 'User comment' });
    await expect(header).toBeInViewport({ ratio: 1 });
    const message = page
      .locator('tbody tr')
      .first()
      .getByTitle(/^Your debt for /);
    await expect(message).toBeVisible();
    const cut = await message.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(true);
  });
});

test('each screen names its tab: the screen, then the product', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(`Sign in · ${messages.productTitle}`);
  await signInAs(page, 'admin');
  for (const { path, title } of lists) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} · ${messages.productTitle}`);
  }
  await page.goto('/admin/customerusers');
  await expect(page).toHaveTitle(`My users · ${messages.productTitle}`);
});

test('the sign-in page and a list log no error: no missing icon, no refused probe', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The icon is asked for after the page shows; give it the time to fail.
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);

  await signInAs(page, 'admin');
  await page.goto(requestScreens.list);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('My users of an account without a customer code says why it is empty, without Retry', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/customerusers');
  await expect(page.getByText(messages.myUsersWithoutCustomer)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('the first label of the registration form keeps clear of the title', async ({ page }) => {
  await page.goto(requestScreens.register);
  const title = page.getByRole('heading', { name: messages.registrationTitle });
  // The demo has two companies to choose from: Company is the first field, its label floating up.
  const firstLabel = page
    .locator('form')
    .getByText(/^Company/)
    .first();
  await expect(firstLabel).toBeVisible();
  const titleBox = await title.boundingBox();
  const labelBox = await firstLabel.boundingBox();
  expect(labelBox!.y - (titleBox!.y + titleBox!.height)).toBeGreaterThanOrEqual(8);
});
