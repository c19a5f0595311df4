import { catalogApi, productApi, type CatalogNode } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearAndPaste, pasteInto } from '../../test/pasteInto';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, queriesSentTo, stubApi } from '../../test/stubApi';
import { CatalogPage } from './CatalogPage';

const node = (
  id: number,
  parentId: number,
  level: number,
  title: string,
  childElements: CatalogNode[] = [],
  link: Partial<CatalogNode> = {},
): CatalogNode => ({
  id,
  parentId,
  title,
  img: null,
  imgUrl: null,
  sort: 10,
  col: 1,
  active: true,
  comId: 1,
  level,
  itemGroup: null,
  itemSubGroup: null,
  itemGroupName: null,
  itemSubGroupName: null,
  itemCount: null,
  childElements,
  ...link,
});

const oilFilters = node(111, 11, 3, 'Oil filters', [], {
  itemGroup: 'FILT',
  itemSubGroup: 'OIL',
  itemGroupName: 'Filters',
  itemSubGroupName: 'Oil filters',
  itemCount: 42,
});
const tree = node(0, -1, 0, 'Catalog', [
  node(1, 0, 1, 'Engine', [node(11, 1, 2, 'Passenger cars', [oilFilters])]),
  node(2, 0, 1, 'Brakes', [node(21, 2, 2, 'Trucks')]),
]);

function renderPage(answers: Parameters<typeof stubApi>[0] = {}) {
  const fetchSpy = stubApi({
    [catalogApi.tree]: { body: tree },
    [productApi.groupList]: { body: [{ code: 'FILT', name: 'Filters' }] },
    [productApi.subGroupList]: { body: [{ code: 'OIL', name: 'Oil filters' }] },
    ...answers,
  });
  const rendered = renderInApp(<CatalogPage />);
  return { ...rendered, fetchSpy };
}

const expectSnackbar = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(text),
  );
const button = (name: string) => screen.getByRole('button', { name });
const item = (name: string) =>
  within(screen.getByRole('tree', { name: 'Catalogue tree' })).getByRole('treeitem', {
    name: new RegExp(`^${name}`),
  });

/** Opens Passenger cars (under Engine) for editing; answers its form. */
async function editPassengerCars(user: UserEvent) {
  await screen.findByRole('tree', { name: 'Catalogue tree' });
  await user.click(screen.getByText('Engine'));
  await user.click(screen.getByText('Passenger cars'));
  await user.click(button('Edit'));
  return screen.getByRole('form', { name: 'Edit Passenger cars' });
}

/** Opens the parent group's chooser of Passenger cars' form; answers its dialog and tree. */
async function openParentChooser(user: UserEvent, form: HTMLElement) {
  await user.click(within(form).getByRole('button', { name: 'Change parent group' }));
  const dialog = screen.getByRole('dialog', {
    name: 'Choose the parent group of Passenger cars',
  });
  return { dialog, chooser: within(dialog).getByRole('tree', { name: 'Parent group' }) };
}

/** Clicks `name` in the chooser (a click chooses) and presses Choose. */
async function chooseParent(
  user: UserEvent,
  dialog: HTMLElement,
  chooser: HTMLElement,
  name: string,
) {
  await user.click(within(chooser).getByText(name));
  await user.click(within(dialog).getByRole('button', { name: 'Choose' }));
}

/** Chooses Brakes, opens it from the keyboard (as its arrow would), then chooses Trucks. */
async function chooseTrucksUnderBrakes(user: UserEvent, dialog: HTMLElement, chooser: HTMLElement) {
  await user.click(within(chooser).getByText('Brakes'));
  await user.keyboard('{ArrowRight}');
  await user.click(await within(chooser).findByText('Trucks'));
  await user.click(within(dialog).getByRole('button', { name: 'Choose' }));
}

describe('CatalogPage', () => {
  it('disables Create on a level-3 leaf and Edit on the root, and shows the node read-only', async () => {
    const { user } = renderPage();
    await screen.findByRole('tree', { name: 'Catalogue tree' });
    // The root is selected at first: Create adds a top-level group, Edit has nothing to edit.
    expect(button('Create')).toHaveProperty('disabled', false);
    expect(button('Edit')).toHaveProperty('disabled', true);
    expect(button('Save')).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('href')).toBe(
      '/admin/catalog/products',
    );

    await user.click(screen.getByText('Engine'));
    await user.click(screen.getByText('Passenger cars'));
    expect(button('Create')).toHaveProperty('disabled', false);
    await user.click(screen.getByText('Oil filters'));
    expect(button('Create')).toHaveProperty('disabled', true);
    expect(button('Edit')).toHaveProperty('disabled', false);

    const detail = screen.getByRole('region', { name: 'Oil filters' });
    expect(within(detail).getByText('FILT — Filters')).toBeTruthy();
    expect(within(detail).getByText('OIL — Oil filters')).toBeTruthy();
    expect(within(detail).getByText('42')).toBeTruthy();
  });

  it('refuses an illegal parent with the spec’s message, then moves the node legally', async () => {
    const { user, fetchSpy } = renderPage({
      [catalogApi.updateNode]: (body) => {
        expect(body).toBeInstanceOf(FormData);
        return { body: { ...node(11, 2, 2, 'Passenger cars'), parentId: 2 } };
      },
    });
    const form = await editPassengerCars(user);

    // The tree is disabled while a node is edited (C§2.4).
    expect(item('Brakes').getAttribute('aria-disabled')).toBe('true');
    expect(button('Create')).toHaveProperty('disabled', true);
    expect(within(form).getByLabelText('Parent group')).toHaveProperty('value', 'Engine');

    const { dialog, chooser } = await openParentChooser(user, form);
    await chooseTrucksUnderBrakes(user, dialog, chooser);
    // The form is checked asynchronously: the alert comes after the click.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Moving is only possible to the same level',
    );
    await chooseParent(user, dialog, chooser, 'Catalog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Moving is only possible to the same level',
    );

    await chooseParent(user, dialog, chooser, 'Brakes');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form).getByLabelText('Parent group')).toHaveProperty('value', 'Brakes');

    await user.click(button('Save'));
    await expectSnackbar('Catalog Group Edited Succesfully');
    const [data] = bodiesSentTo(fetchSpy, catalogApi.updateNode);
    expect(data).toBeInstanceOf(FormData);
    if (data instanceof FormData) {
      expect(Object.fromEntries(data.entries())).toMatchObject({
        id: '11',
        parentId: '2',
        title: 'Passenger cars',
        sort: '10',
        col: '1',
        active: 'true',
      });
    }
    // Idle again: the node shows read-only and the tree takes clicks.
    expect(item('Brakes').getAttribute('aria-disabled')).not.toBe('true');
  });

  it('asks for a title, and adds a level-3 node with its item group', async () => {
    const { user, fetchSpy } = renderPage({ [catalogApi.addNode]: { body: { id: 500 } } });
    await screen.findByRole('tree', { name: 'Catalogue tree' });
    await user.click(screen.getByText('Engine'));
    await user.click(screen.getByText('Passenger cars'));
    await user.click(button('Create'));
    const form = screen.getByRole('form', { name: 'New group under Passenger cars' });

    await user.click(button('Save'));
    expect(await within(form).findByText('Enter Title')).toBeTruthy();
    expect(within(form).getByText('Choose the item group', { selector: 'p' })).toBeTruthy();

    await pasteInto(user, within(form).getByLabelText(/^Title/), 'Air filters');
    await user.click(within(form).getByLabelText(/^Item group/));
    await user.click(screen.getByRole('option', { name: 'FILT · Filters' }));
    await user.click(within(form).getByLabelText(/^Item subgroup/));
    await user.click(await screen.findByRole('option', { name: 'OIL · Oil filters' }));
    await user.click(button('Save'));
    await expectSnackbar('Catalog Group Added Succesfully');
    const [data] = bodiesSentTo(fetchSpy, catalogApi.addNode);
    if (!(data instanceof FormData)) throw new Error('no form data sent');
    expect(Object.fromEntries(data.entries())).toMatchObject({
      parentId: '11',
      title: 'Air filters',
      itemGroup: 'FILT',
      itemSubGroup: 'OIL',
    });
  });
});

describe('CatalogPage, issue 32', () => {
  it('keeps the chooser’s tree open and its choice after a refused parent', async () => {
    const { user } = renderPage();
    const { dialog, chooser } = await openParentChooser(user, await editPassengerCars(user));
    const chooserItem = (name: string) =>
      within(chooser).getByRole('treeitem', { name: new RegExp(`^${name}`) });
    await chooseTrucksUnderBrakes(user, dialog, chooser);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Moving is only possible to the same level',
    );
    expect(chooserItem('Trucks').getAttribute('aria-checked')).toBe('true');

    // Choosing the root (wrong for a level-2 group) does not fold the tree under it.
    await chooseParent(user, dialog, chooser, 'Catalog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Moving is only possible to the same level',
    );
    expect(chooserItem('Catalog').getAttribute('aria-checked')).toBe('true');
    for (const open of ['Catalog', 'Engine', 'Brakes'])
      expect(chooserItem(open).getAttribute('aria-expanded')).toBe('true');
    expect(chooserItem('Trucks')).toBeTruthy();
    expect(chooserItem('Passenger cars')).toBeTruthy();
  });

  it('deletes a picture only on Save, and Cancel brings it back', async () => {
    const pictured = node(0, -1, 0, 'Catalog', [
      node(1, 0, 1, 'Engine', [], { img: 'engine.png', imgUrl: '/uploads/catalog/1/engine.png' }),
    ]);
    const { user, fetchSpy } = renderPage({
      [catalogApi.tree]: { body: pictured },
      [catalogApi.deletePicture]: { body: { ok: true } },
      [catalogApi.updateNode]: { body: node(1, 0, 1, 'Engine') },
    });
    await screen.findByRole('tree', { name: 'Catalogue tree' });
    await user.click(screen.getByText('Engine'));
    await user.click(button('Edit'));
    let form = screen.getByRole('form', { name: 'Edit Engine' });
    expect(within(form).getByRole('img', { name: 'Picture' })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Delete picture' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form).queryByRole('img')).toBeNull();
    expect(bodiesSentTo(fetchSpy, catalogApi.deletePicture)).toHaveLength(0);

    // Cancel: nothing was deleted, and the picture is back in the form.
    await user.click(button('Cancel'));
    expect(bodiesSentTo(fetchSpy, catalogApi.deletePicture)).toHaveLength(0);
    await user.click(button('Edit'));
    form = screen.getByRole('form', { name: 'Edit Engine' });
    expect(within(form).getByRole('img', { name: 'Picture' })).toBeTruthy();

    // Save: the node is saved, then its picture deleted.
    await user.click(within(form).getByRole('button', { name: 'Delete picture' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form).queryByRole('img')).toBeNull();
    await user.click(button('Save'));
    await expectSnackbar('Catalog Group Edited Succesfully');
    expect(bodiesSentTo(fetchSpy, catalogApi.updateNode)).toHaveLength(1);
    expect(bodiesSentTo(fetchSpy, catalogApi.deletePicture)).toEqual([1]);
    const [deleteCall] = queriesSentTo(fetchSpy, catalogApi.deletePicture);
    expect(deleteCall?.get('picName')).toBe('engine.png');
  });

  it('keeps the picture when the save that would delete it is refused', async () => {
    const pictured = node(0, -1, 0, 'Catalog', [
      node(1, 0, 1, 'Engine', [], { img: 'engine.png', imgUrl: '/uploads/catalog/1/engine.png' }),
    ]);
    const { user, fetchSpy } = renderPage({
      [catalogApi.tree]: { body: pictured },
      [catalogApi.deletePicture]: { body: { ok: true } },
      [catalogApi.updateNode]: {
        status: 400,
        body: { code: 'catalogTitleTooLong', message: 'Too long', statusCode: 400 },
      },
    });
    await screen.findByRole('tree', { name: 'Catalogue tree' });
    await user.click(screen.getByText('Engine'));
    await user.click(button('Edit'));
    const form = screen.getByRole('form', { name: 'Edit Engine' });
    await user.click(within(form).getByRole('button', { name: 'Delete picture' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(button('Save'));
    await waitFor(() => expect(bodiesSentTo(fetchSpy, catalogApi.updateNode)).toHaveLength(1));
    await expectSnackbar('Too long');
    expect(bodiesSentTo(fetchSpy, catalogApi.deletePicture)).toHaveLength(0);
    // Still editing: Cancel brings the picture back.
    await user.click(button('Cancel'));
    expect(
      within(screen.getByRole('region', { name: 'Engine' })).getByRole('img', { name: 'Picture' }),
    ).toBeTruthy();
  });

  it('refuses a sort past the catalogue’s bound, by the rule item files share', async () => {
    const { user, fetchSpy } = renderPage({ [catalogApi.addNode]: { body: { id: 500 } } });
    await screen.findByRole('tree', { name: 'Catalogue tree' });
    await user.click(button('Create'));
    const form = screen.getByRole('form', { name: 'New group under Catalog' });
    await pasteInto(user, within(form).getByLabelText(/^Title/), 'Lights');
    const sort = within(form).getByLabelText('Sort');
    await clearAndPaste(user, sort, '1000001');
    await user.click(button('Save'));
    expect(
      await within(form).findByText('Sort must be a whole number from 0 to 1000000', {
        selector: 'p',
      }),
    ).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, catalogApi.addNode)).toHaveLength(0);
  });
});
