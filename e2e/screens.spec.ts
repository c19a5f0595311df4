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

  /** The table's scroll box: its bottom edge (where a horizontal scrollbar sits) and how wide it scrolls. */
  async function scrollBox(page: Page) {
    return page
      .locator('.MuiTableContainer-root')
      .first()
      .evaluate((box) => ({
        bottom: box.getBoundingClientRect().bottom,
        wide: box.scrollWidth > box.clientWidth,
      }));
  }

  /** Each header is wholly in view, and the table's scrollbar within the first screen. */
  async function expectKeyColumnsInView(page: Page, headers: readonly string[]) {
    await expect(page.locator('tbody tr').first()).toBeVisible();
    for (const name of headers) {
      await expect(page.getByRole('columnheader', { name, exact: true })).toBeInViewport({
        ratio: 1,
      });
    }
    expect((await scrollBox(page)).bottom).toBeLessThanOrEqual(laptop.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }

  test('the content list shows its id, title and dates without sideways scrolling', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/cms');
    await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
    await expectKeyColumnsInView(page, ['Content id', 'Title', 'Date from', 'Date to']);
  });

  test('the prizes list shows the order, customer, status, date and pencil; its scrollbar is on the first screen', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/cms/prizes?size=100');
    await expectKeyColumnsInView(page, [
      'Order Id',
      'Customer code',
      'Gift Entry Status',
      'Order Posting Date',
    ]);
    await expect(
      page.getByRole('button', { name: /^Change the status of order \d+$/ }).first(),
    ).toBeInViewport({ ratio: 1 });
    // 19 columns do not all fit: the rest scroll sideways, with the scrollbar in reach.
    expect((await scrollBox(page)).wide).toBe(true);
    // The header row stays on top while the rows scroll.
    await page
      .locator('.MuiTableContainer-root')
      .first()
      .evaluate((box) => box.scrollBy(0, 600));
    await expect(page.getByRole('columnheader', { name: 'Order Id' })).toBeInViewport({
      ratio: 1,
    });
  });

  test('the orders tab of an action shows the order, customer, status and date', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/cms/prizes');
    const link = page.locator('tbody tr').first().getByRole('link').first();
    const editor = await link.getAttribute('href');
    await page.goto(`${editor}/tab-6`);
    await expect(page.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
    await expectKeyColumnsInView(page, [
      'Order Id',
      'Customer code',
      'Customer Name',
      'Gift Entry Status',
      'Order Posting Date',
    ]);
    await expect(
      page.getByRole('button', { name: /^Change the status of order \d+$/ }).first(),
    ).toBeInViewport({ ratio: 1 });
  });

  test('in Ukrainian, the status filter of the prizes list shows its whole label', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('bo.lang', 'uk'));
    await signInAs(page, 'admin');
    await page.goto('/admin/cms/prizes');
    const label = page.locator('.MuiInputLabel-root', { hasText: 'Статус замовлення подарунка' });
    await expect(label).toBeVisible();
    const cut = await label.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(false);
  });

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

test('the basket of /gifts stays within its card at 1440 px, a long gift name cut to two lines', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'c100001-buyer');
  await page.goto('/gifts');
  const actions = page.getByRole('region', { name: 'Gift actions' }).getByRole('button');
  await actions.first().click();
  const adds = page.getByRole('button', { name: /^Add .* to the basket$/ });
  await expect(adds.first()).toBeVisible();
  // The longest names of the catalogue, three of them.
  const labels = await adds.evaluateAll((buttons) =>
    buttons
      .filter((button) => !(button as HTMLButtonElement).disabled)
      .map((button) => button.getAttribute('aria-label') ?? '')
      .sort((a, b) => b.length - a.length)
      .slice(0, 3),
  );
  for (const label of labels) await page.getByRole('button', { name: label, exact: true }).click();
  const basket = page.getByRole('region', { name: 'Basket' });
  const table = basket.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(labels.length + 1);
  const card = (await basket.boundingBox())!;
  const removes = basket.getByRole('button', { name: /^Remove .* from the basket$/ });
  for (const box of [
    await table.boundingBox(),
    ...(await Promise.all((await removes.all()).map((button) => button.boundingBox()))),
  ]) {
    expect(box!.x + box!.width).toBeLessThanOrEqual(card.x + card.width);
  }
  // A name is at most two lines of the body text.
  const heights = await table
    .locator('tbody td:first-child span[title]')
    .evaluateAll((names) =>
      names.map(
        (name) =>
          name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight),
      ),
    );
  expect(Math.max(...heights)).toBeLessThanOrEqual(2.1);
});
