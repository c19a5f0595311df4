import {
  customerRulesPath,
  messages,
  notificationApi,
  notificationScreens,
  notificationTypes,
  snackbarTimeouts,
  type CustomerRules,
  type NotificationPreviewRow,
} from '@bo/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../test/dialogSteps';
import { pasteInto } from '../../test/pasteInto';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { NotificationAddPage } from './NotificationAddPage';

const rules: CustomerRules = {
  custNo: ['C100001', 'C100002', 'C100004'],
  mainCode: [],
  respCenter: ['KYIV', 'LVIV'],
  locationCode: [],
  discGroup: [],
  loyaltyCode: [],
  area: [],
  segment: [],
  salespersonCode: ['SP01', 'SP02'],
  legalEntity: ['LLC', 'PE'],
  paymentMethod: [],
};

const previewRow: NotificationPreviewRow = {
  custNo: 'C100004',
  custName: 'Parts Centre 4',
  created: '2026-10-31',
  balance: '4938.24',
  message: 'Your debt for 31/10/2026 is 4938.24. Do you agree with this?',
};

const previewPage = { rows: [previewRow], pageCount: 1, total: 1, capped: false };
/** The stub answers by path and query: the preview searched for 'Parts'. */
const searchedPreview = `${notificationApi.preview}?filter=Parts`;

type Answers = Parameters<typeof stubApi>[0];

/**
 * These tests click through several dialogs: a margin against a hang, not a budget (a walk
 * through four terms took 20 s on a loaded 2-core machine).
 */
const slow = { timeout: 60_000 };

function renderAddPage(answers: Answers = {}) {
  const fetchSpy = stubApi({
    [notificationApi.types]: { body: notificationTypes },
    [customerRulesPath]: { body: rules },
    [notificationApi.preview]: { body: previewPage },
    ...answers,
  });
  const rendered = renderInApp(<NotificationAddPage />, { path: notificationScreens.add });
  return { ...rendered, fetchSpy };
}

async function chooseType(user: UserEvent) {
  await pickOption(user, document.body, 'Notification type', notificationTypes[0].name);
}

/** Adds a term through its dialog: `fields` maps a field's label to the value picked. */
async function addTerm(user: UserEvent, fields: Record<string, string>, exclude = false) {
  // After a delete, once its confirmation has closed.
  await user.click(await screen.findByRole('button', { name: 'Add term' }));
  const dialog = screen.getByRole('dialog', { name: 'Add term' });
  if (exclude) await user.click(within(dialog).getByRole('checkbox', { name: 'Exclude' }));
  for (const [label, value] of Object.entries(fields)) {
    await pickOption(user, dialog, label, value);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The table shows the new term once its rows have loaded again.
  const values = Object.values(fields);
  await screen.findAllByRole('cell', { name: values[values.length - 1] });
}

/** The term rows of the table, as their cell texts. */
const termRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** Opens View list and answers the body the preview was asked with. */
async function previewBody(user: UserEvent, fetchSpy: ReturnType<typeof stubApi>) {
  const before = bodiesSentTo(fetchSpy, notificationApi.preview).length;
  await user.click(screen.getByRole('button', { name: 'View list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Notification list' });
  await within(dialog).findByRole('cell', { name: previewRow.custNo });
  const bodies = bodiesSentTo(fetchSpy, notificationApi.preview).slice(before);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return bodies;
}

const termIds = (body: unknown) =>
  (body as { contentTerms: { id: number }[] }).contentTerms.map((term) => term.id);

/** The snackbar, also while a modal dialog hides the page from the accessibility tree. */
const snackbar = () => screen.queryByRole('alert', { hidden: true });

describe('NotificationAddPage', slow, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first type’s template before a choice, read-only', async () => {
    renderAddPage();
    const template = screen.getByRole('textbox', { name: 'Message template' });
    await waitFor(() => expect(template).toHaveProperty('value', notificationTypes[0].template));
    expect(template).toHaveProperty('readOnly', true);
  });

  it('asks for the type first, then for terms, each for 4 s, and calls nothing', async () => {
    const { user, fetchSpy } = renderAddPage();
    await screen.findByRole('combobox', { name: 'Notification type' });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Message template' })).toHaveProperty(
        'value',
        notificationTypes[0].template,
      ),
    );

    /** Clicks `button` under fake timers and checks its error shows exactly 4 s. */
    const expectRefusal = async (button: string, text: string) => {
      vi.useFakeTimers();
      // The form is checked asynchronously (react-hook-form): let its promise settle.
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: button }));
        await Promise.resolve();
      });
      const alert = snackbar();
      expect(alert?.textContent).toBe(text);
      expect(alert?.className).toMatch(/colorError/);
      act(() => {
        vi.advanceTimersByTime(snackbarTimeouts.notificationValidation - 10);
      });
      expect(snackbar()?.textContent).toBe(text);
      act(() => {
        vi.advanceTimersByTime(10);
      });
      act(() => {
        vi.advanceTimersByTime(500);
      });
      expect(snackbar()).toBeNull();
      vi.useRealTimers();
    };

    // A term without a type still asks for the type first.
    await addTerm(user, { 'Responsibility center': 'KYIV' });
    await expectRefusal('View list', messages.chooseNotificationType);
    await expectRefusal('Create', messages.chooseNotificationType);

    await user.click(screen.getByRole('button', { name: 'Delete term KYIV' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(messages.noRows)).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await chooseType(user);
    await expectRefusal('View list', messages.addTerms);
    await expectRefusal('Create', messages.addTerms);

    expect(bodiesSentTo(fetchSpy, notificationApi.preview)).toEqual([]);
    expect(bodiesSentTo(fetchSpy, notificationApi.create)).toEqual([]);
  });

  it('refuses a term with no field chosen and keeps the dialog open', async () => {
    const { user } = renderAddPage();
    await user.click(screen.getByRole('button', { name: 'Add term' }));
    const dialog = screen.getByRole('dialog', { name: 'Add term' });
    // Exclude alone selects nobody.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Exclude' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // One text for a term without a field, as the servers (notifications and content) say it.
    // The form's check runs after the click returns.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messages.termNeedsField);
    expect(screen.getByRole('dialog', { name: 'Add term' })).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(messages.noRows)).toBeTruthy();
  });

  it('numbers terms 0, then the highest + 1, also after a delete', async () => {
    const { user, fetchSpy } = renderAddPage();
    await chooseType(user);
    await addTerm(user, { 'Responsibility center': 'KYIV' });
    await addTerm(user, { 'Salesperson code': 'SP01' }, true);
    expect(termRows()).toEqual([
      ['', '', 'KYIV', '', '', ''],
      // The check mark of an exclude term.
      ['Excluded', '', '', 'SP01', '', ''],
    ]);
    expect((await previewBody(user, fetchSpy)).map(termIds)).toContainEqual([0, 1]);

    // Deleting the first leaves 1: the next is 2. Deleting the highest frees its id.
    await user.click(screen.getByRole('button', { name: 'Delete term KYIV' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete term' });
    expect(within(confirm).getByText(messages.deleteTermConfirm)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await addTerm(user, { 'Legal entity': 'LLC' });
    expect((await previewBody(user, fetchSpy)).map(termIds)).toContainEqual([1, 2]);
    await user.click(screen.getByRole('button', { name: 'Delete term LLC' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(termRows()).toHaveLength(1));
    await addTerm(user, { Customer: 'C100001' });

    const [body] = (await previewBody(user, fetchSpy)).slice(-1);
    expect(body).toMatchObject({
      contentTerms: [
        { id: 1, exclude: true, salespersonCode: 'SP01' },
        { id: 2, exclude: false, custNo: 'C100001' },
      ],
    });
  });

  it('edits a term in place, keeping its id', async () => {
    const { user, fetchSpy } = renderAddPage();
    await chooseType(user);
    await addTerm(user, { 'Salesperson code': 'SP01' }, true);
    await user.click(screen.getByRole('button', { name: 'Edit term Exclude: SP01' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit term' });
    const salesperson = within(dialog).getByRole('combobox', { name: 'Salesperson code' });
    expect(salesperson).toHaveProperty('value', 'SP01');
    expect(within(dialog).getByRole('checkbox', { name: 'Exclude' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(salesperson);
    await user.click(await screen.findByRole('option', { name: 'SP02' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(termRows()).toEqual([['Excluded', '', '', 'SP02', '', '']]);
    const [body] = await previewBody(user, fetchSpy);
    expect(body).toMatchObject({
      contentTerms: [{ id: 0, exclude: true, salespersonCode: 'SP02' }],
    });
  });

  it('previews with the type, the terms and the paging fields, and shows the rows and the total', async () => {
    const { user, fetchSpy } = renderAddPage({ [searchedPreview]: { body: previewPage } });
    await chooseType(user);
    await addTerm(user, { 'Responsibility center': 'KYIV' });
    await user.click(screen.getByRole('button', { name: 'View list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notification list' });

    const row = (await within(dialog).findByRole('cell', { name: 'C100004' })).closest('tr');
    expect(
      within(row ?? dialog)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['C100004', 'Parts Centre 4', '31/10/2026', '4938.24', previewRow.message]);
    expect(within(dialog).getByText(messages.customersMatched(1))).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Customer no', 'Name', 'Date', 'Balance', 'Message']);

    const term = {
      id: 0,
      exclude: false,
      custNo: null,
      respCenter: 'KYIV',
      salespersonCode: null,
      legalEntity: null,
    };
    expect(bodiesSentTo(fetchSpy, notificationApi.preview)).toContainEqual({
      type: 1,
      contentTerms: [term],
      size: 25,
      page: 0,
      desc: false,
    });

    // The search goes in the query, beside the order.
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /search/i }), 'Parts');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(bodiesSentTo(fetchSpy, searchedPreview)).toContainEqual({
        type: 1,
        contentTerms: [term],
        size: 25,
        page: 0,
        desc: false,
      }),
    );
  });

  it('creates with the type and the terms, says so and goes to the list', async () => {
    const { user, fetchSpy, router } = renderAddPage({
      [notificationApi.create]: { body: { created: 1, skipped: 0 } },
    });
    await chooseType(user);
    await addTerm(user, { 'Legal entity': 'PE' });
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(notificationScreens.list));
    expect(snackbar()?.textContent).toBe(messages.notificationsCreated);
    expect(snackbar()?.className).toMatch(/colorSuccess/);
    expect(bodiesSentTo(fetchSpy, notificationApi.create)).toEqual([
      {
        type: 1,
        contentTerms: [
          {
            id: 0,
            exclude: false,
            custNo: null,
            respCenter: null,
            salespersonCode: null,
            legalEntity: 'PE',
          },
        ],
      },
    ]);
  });

  it('creates once on a double click, says so and goes to the list (issue 21)', async () => {
    const { user, fetchSpy, router } = renderAddPage({
      // What a second create would answer: every customer already has the notification.
      [notificationApi.create]: () =>
        bodiesSentTo(fetchSpy, notificationApi.create).length === 1
          ? { body: { created: 1, skipped: 0 } }
          : { body: { created: 0, skipped: 1 } },
    });
    await chooseType(user);
    await addTerm(user, { 'Legal entity': 'PE' });
    // Both clicks land before React shows the pending state, as a double click may.
    const create = screen.getByRole('button', { name: 'Create' });
    act(() => {
      create.click();
      create.click();
    });

    await waitFor(() => expect(router.state.location.pathname).toBe(notificationScreens.list));
    expect(snackbar()?.textContent).toBe(messages.notificationsCreated);
    expect(bodiesSentTo(fetchSpy, notificationApi.create)).toHaveLength(1);
  });

  it('names the skipped customers in the success message', async () => {
    const { user, router } = renderAddPage({
      [notificationApi.create]: { body: { created: 2, skipped: 3 } },
    });
    await chooseType(user);
    await addTerm(user, { 'Legal entity': 'PE' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(notificationScreens.list));
    expect(snackbar()?.textContent).toBe(
      `${messages.notificationsCreated}. ${messages.notificationsSkipped(3)}`,
    );
  });

  it('stays and says why when create makes nothing', async () => {
    const { user, router } = renderAddPage({
      [notificationApi.create]: { body: { created: 0, skipped: 0 } },
    });
    await chooseType(user);
    await addTerm(user, { Customer: 'C100001' });
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(snackbar()?.textContent).toBe(messages.noCustomersMatched));
    expect(snackbar()?.className).toMatch(/colorWarning/);
    expect(router.state.location.pathname).toBe(notificationScreens.add);
  });

  it('shows the server’s message when create fails, and stays', async () => {
    const { user, router } = renderAddPage({
      [notificationApi.create]: {
        status: 400,
        body: { message: messages.notificationTypeUnknown },
      },
    });
    await chooseType(user);
    await addTerm(user, { Customer: 'C100001' });
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(snackbar()?.textContent).toBe(messages.notificationTypeUnknown));
    expect(snackbar()?.className).toMatch(/colorError/);
    expect(router.state.location.pathname).toBe(notificationScreens.add);
    expect(termRows()).toHaveLength(1);
  });
});
