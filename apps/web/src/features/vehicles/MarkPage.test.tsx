import { englishT, markFlagNames, redirectDelayMs, vehicleApi, type Me } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerDialog } from '../../test/dialogSteps';
import { clearAndPaste, pasteInto } from '../../test/pasteInto';
import { bodiesSentTo, stubApi } from '../../test/stubApi';
import { renderRoutes } from '../../test/renderRoutes';
import { waitMargin } from '../../test/waits';
import { MarkPage } from './MarkPage';
import { vehiclePaths } from './vehiclePaths';
import { a4, mark, vehicleEditor } from './vehicleTestData';

const deleter = vehicleEditor('VehicleEditorDelete');
const audi = mark(7, 'Audi', { manual: true, oe: true, lcv: true });

const renderAt = (path: string, me: Me = deleter) =>
  renderRoutes(
    [
      [vehiclePaths.marks, 'Marks list'],
      [vehiclePaths.markRoute, <MarkPage />],
    ],
    path,
    me,
  );

const form = () => screen.getByRole('form');
const cardButtons = () =>
  within(form())
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => ['Cancel', 'Save', 'Save updated', 'Edit', 'Delete mark'].includes(text));
const markField = () => within(form()).getByRole('textbox', { name: /^Mark/ });

describe('MarkPage (C§4.3)', () => {
  it('shows a mark read-only with Edit and Delete, the breadcrumb and its models', async () => {
    stubApi({
      [vehicleApi.mark]: { body: audi },
      [vehicleApi.models]: { body: [a4] },
    });
    renderAt(vehiclePaths.mark(7));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mark Audi' })).toBeTruthy();
    expect(cardButtons()).toEqual(['Edit', 'Delete mark']);
    expect(markField()).toHaveProperty('readOnly', true);
    expect(within(form()).getByRole('checkbox', { name: 'LCV' })).toHaveProperty('disabled', true);

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Vehicles' }).getAttribute('href')).toBe(
      vehiclePaths.marks,
    );
    expect(crumbs.getByText('Audi').getAttribute('aria-current')).toBe('page');

    const model = await screen.findByRole('link', { name: 'A4 (B5)' });
    expect(model.getAttribute('href')).toBe(vehiclePaths.model(7, 31));
    expect(screen.getByRole('link', { name: 'Add model' }).getAttribute('href')).toBe(
      vehiclePaths.model(7, 0),
    );
  });

  it('edits with Save updated and Cancel; Cancel loads the mark again and shows it read-only', async () => {
    const fetchSpy = stubApi({
      [vehicleApi.mark]: { body: audi },
      [vehicleApi.models]: { body: [] },
      [vehicleApi.updateMark]: (body) => ({ body: { ...audi, ...(body as object) } }),
    });
    const { user } = renderAt(vehiclePaths.mark(7));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(cardButtons()).toEqual(['Cancel', 'Save updated']);
    expect(markField()).toHaveProperty('readOnly', false);

    await clearAndPaste(user, markField(), 'Audi AG');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(markField()).toHaveProperty('value', 'Audi'));
    expect(cardButtons()).toEqual(['Edit', 'Delete mark']);
    expect(bodiesSentTo(fetchSpy, vehicleApi.mark)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await clearAndPaste(user, markField(), 'Audi AG');
    await user.click(screen.getByRole('button', { name: 'Save updated' }));
    expect(await screen.findByText(englishT('vehicleMarkUpdated'))).toBeTruthy();
    expect(cardButtons()).toEqual(['Edit', 'Delete mark']);
    const [sent] = bodiesSentTo(fetchSpy, vehicleApi.updateMark);
    expect(sent).toMatchObject({ markId: 7, mark: 'Audi AG', active: true, oe: true, lcv: true });
    expect(sent).not.toHaveProperty('manual');
  });

  it('creates with Save and Cancel: the required text, then the new mark’s page after the delay', async () => {
    const fetchSpy = stubApi({
      [vehicleApi.createMark]: { body: { id: 12 } },
      [vehicleApi.mark]: { body: { ...audi, markId: 12, mark: 'Skoda' } },
      [vehicleApi.models]: { body: [] },
    });
    const { user, router } = renderAt(vehiclePaths.mark(0));
    expect(screen.getByRole('heading', { level: 1, name: 'New mark' })).toBeTruthy();
    expect(cardButtons()).toEqual(['Cancel', 'Save']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      englishT('vehicleMarkRequired'),
    );
    expect(bodiesSentTo(fetchSpy, vehicleApi.createMark)).toEqual([]);

    await pasteInto(user, markField(), 'Skoda');
    await user.click(within(form()).getByRole('checkbox', { name: 'PC' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(englishT('vehicleMarkCreated'))).toBeTruthy();
    // Every flag is sent; only PC is ticked.
    const flags = Object.fromEntries(markFlagNames.map((flag) => [flag, flag === 'pc']));
    expect(bodiesSentTo(fetchSpy, vehicleApi.createMark)).toEqual([
      { mark: 'Skoda', active: true, ...flags },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(vehiclePaths.mark(12)), {
      timeout: redirectDelayMs + waitMargin,
    });
    // The new mark's page, in view mode.
    expect(await screen.findByRole('heading', { level: 1, name: 'Mark Skoda' })).toBeTruthy();
    expect(cardButtons()).toEqual(['Edit', 'Delete mark']);
  });

  it('returns to the marks list on Cancel in create', async () => {
    stubApi({});
    const { user, router } = renderAt(vehiclePaths.mark(0));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(vehiclePaths.marks);
  });

  it('shows the blocked dialog with Delete disabled for a mark with models, asking the server nothing', async () => {
    const fetchSpy = stubApi({
      [vehicleApi.mark]: { body: audi },
      [vehicleApi.models]: { body: [a4] },
    });
    const { user } = renderAt(vehiclePaths.mark(7));
    await user.click(await screen.findByRole('button', { name: 'Delete mark' }));

    const dialog = await screen.findByRole('dialog', {
      name: englishT('vehicleMarkDeleteBlocked'),
    });
    expect(within(dialog).getByText(englishT('vehicleMarkHasModels'))).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchSpy, vehicleApi.deleteMark)).toEqual([]);
  });

  it('deletes a mark without models after the confirmation, back at the list', async () => {
    const fetchSpy = stubApi({
      [vehicleApi.mark]: { body: audi },
      [vehicleApi.models]: { body: [] },
      [vehicleApi.deleteMark]: { body: { ok: true } },
    });
    const { user, router } = renderAt(vehiclePaths.mark(7));
    await user.click(await screen.findByRole('button', { name: 'Delete mark' }));
    await answerDialog(user, 'Delete mark', 'Delete');

    await waitFor(() => expect(router.state.location.pathname).toBe(vehiclePaths.marks));
    expect(await screen.findByText(englishT('vehicleMarkDeleted'))).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, vehicleApi.deleteMark)).toEqual([7]);
  });

  it('shows the blocked dialog when the server refuses the delete (409: models added meanwhile)', async () => {
    stubApi({
      [vehicleApi.mark]: { body: audi },
      [vehicleApi.models]: { body: [] },
      [vehicleApi.deleteMark]: {
        status: 409,
        body: {
          message: englishT('vehicleMarkDeleteBlocked'),
          key: 'vehicleMarkDeleteBlocked',
          errors: { markId: [englishT('vehicleMarkHasModels')] },
        },
      },
    });
    const { user, router } = renderAt(vehiclePaths.mark(7));
    await user.click(await screen.findByRole('button', { name: 'Delete mark' }));
    await answerDialog(user, 'Delete mark', 'Delete');
    const blocked = await screen.findByRole('dialog', {
      name: englishT('vehicleMarkDeleteBlocked'),
    });
    expect(within(blocked).getByRole('button', { name: 'Delete' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(router.state.location.pathname).toBe(vehiclePaths.mark(7));
  });

  it('hides Delete from a vehicle editor without VehicleEditorDelete', async () => {
    stubApi({
      [vehicleApi.mark]: { body: audi },
      [vehicleApi.models]: { body: [] },
    });
    renderAt(vehiclePaths.mark(7), vehicleEditor());
    await screen.findByRole('heading', { level: 1, name: 'Mark Audi' });
    expect(cardButtons()).toEqual(['Edit']);
  });
});
