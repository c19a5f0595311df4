import { englishT, redirectDelayMs, vehicleApi, type Me } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerDialog } from '../../test/dialogSteps';
import { pasteInto } from '../../test/pasteInto';
import { answerLate, bodiesSentTo, stubApi } from '../../test/stubApi';
import { renderRoutes } from '../../test/renderRoutes';
import { waitMargin } from '../../test/waits';
import { ModelPage } from './ModelPage';
import { vehiclePaths } from './vehiclePaths';
import { audi, mark, model, vehicleEditor } from './vehicleTestData';

const editor = vehicleEditor();
const pictured = { ...model(7, 31, 'A4 (B5)'), image: 'a4.png', imageUrl: '/uploads/a4.png' };
/** The server's answers for the pictured model's page: its mark, the model and no vehicles. */
const picturedAnswers = {
  [vehicleApi.mark]: { body: audi },
  [vehicleApi.model]: { body: pictured },
  [vehicleApi.vehicles]: { body: [] },
};

const renderAt = (path: string, me: Me = editor) =>
  renderRoutes(
    [
      [vehiclePaths.marks, 'Marks list'],
      [vehiclePaths.markRoute, 'Mark page'],
      [vehiclePaths.modelRoute, <ModelPage />],
    ],
    path,
    me,
  );

const form = () => screen.getByRole('form');
const deleteImage = () => within(form()).getByRole('button', { name: 'Delete image' });

describe('ModelPage: the picture (issue 32)', () => {
  it('deletes the stored picture in edit mode after the confirmation, and shows none after', async () => {
    const fetchSpy = stubApi({
      ...picturedAnswers,
      [vehicleApi.deleteModelImage]: { body: { ...pictured, image: null, imageUrl: null } },
    });
    const { user } = renderAt(vehiclePaths.model(7, 31));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(within(form()).getByRole('img', { name: 'Image' })).toBeTruthy();

    // Cancel in the question deletes nothing.
    await user.click(deleteImage());
    const question = await screen.findByRole('dialog', { name: 'Delete image' });
    expect(
      within(question).getByText(englishT('deletePictureConfirm', { picture: 'image' })),
    ).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchSpy, vehicleApi.deleteModelImage)).toEqual([]);

    await user.click(deleteImage());
    await answerDialog(user, 'Delete image', 'Delete');
    expect(await screen.findByText(englishT('vehicleImageDeleted'))).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, vehicleApi.deleteModelImage)).toEqual([31]);
    await waitFor(() => expect(within(form()).queryByRole('img', { name: 'Image' })).toBeNull());
    expect(deleteImage()).toHaveProperty('disabled', true);
  });

  it('keeps the picture read-only in view mode', async () => {
    stubApi(picturedAnswers);
    renderAt(vehiclePaths.model(7, 31));
    await screen.findByRole('button', { name: 'Edit' });
    expect(deleteImage()).toHaveProperty('disabled', true);
  });

  it('shows the error of a refused picture delete and keeps the picture', async () => {
    stubApi({
      ...picturedAnswers,
      [vehicleApi.deleteModelImage]: {
        status: 404,
        body: { message: englishT('vehicleModelNotFound'), key: 'vehicleModelNotFound' },
      },
    });
    const { user } = renderAt(vehiclePaths.model(7, 31));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(deleteImage());
    await answerDialog(user, 'Delete image', 'Delete');
    expect(await screen.findByText(englishT('vehicleModelNotFound'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form()).getByRole('img', { name: 'Image' })).toBeTruthy();
    expect(screen.queryByText(englishT('vehicleImageDeleted'))).toBeNull();
  });
});

describe('ModelPage: after a create (issue 32)', () => {
  it('shows the range as the server stored it, not as typed', async () => {
    const stored = model(7, 31, 'A6', '01.2020 - ');
    stubApi({
      [vehicleApi.mark]: { body: audi },
      [vehicleApi.createModel]: { body: { id: 31 } },
      [vehicleApi.model]: { body: stored },
      [vehicleApi.vehicles]: { body: [] },
    });
    const { user, router } = renderAt(vehiclePaths.model(7, 0));
    const range = () => within(form()).getByRole('textbox', { name: 'Model range' });
    await pasteInto(user, within(form()).getByRole('textbox', { name: /^Model(?! range)/ }), 'A6');
    await pasteInto(user, range(), '1.2020-');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(englishT('vehicleModelCreated'))).toBeTruthy();
    // At once, while the page waits to move to the new model (C§4.3).
    expect(range()).toHaveProperty('value', '01.2020 - ');
    expect(router.state.location.pathname).toBe(vehiclePaths.model(7, 0));
    await waitFor(() => expect(router.state.location.pathname).toBe(vehiclePaths.model(7, 31)), {
      timeout: redirectDelayMs + waitMargin,
    });
    await screen.findByRole('heading', { level: 1, name: 'Model A6' });
    expect(range()).toHaveProperty('value', '01.2020 - ');
  });
});

describe('ModelPage: an address naming a missing record (issue 32)', () => {
  it('says a missing mark is not found once, at the marks list, without opening the model under its own mark', async () => {
    const fetchSpy = stubApi({
      [vehicleApi.mark]: { status: 404, body: { message: 'Mark not found' } },
      [vehicleApi.model]: { body: model(1, 1, 'Other') },
      [vehicleApi.vehicles]: { body: [] },
    });
    answerLate(fetchSpy, vehicleApi.mark);
    const { router } = renderAt(vehiclePaths.model(99999, 1));
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    expect(await screen.findByText('Marks list')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(englishT('vehicleMarkNotFound')),
    );
    expect(visited).toEqual([vehiclePaths.marks]);
  });

  it("says a missing model is not found at its mark's page", async () => {
    stubApi({
      [vehicleApi.mark]: { body: mark(3, 'BMW') },
      [vehicleApi.model]: { status: 404, body: { message: 'Model not found' } },
    });
    const { router } = renderAt(vehiclePaths.model(3, 99999));
    expect(await screen.findByText('Mark page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(vehiclePaths.mark(3));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(englishT('vehicleModelNotFound')),
    );
  });
});
