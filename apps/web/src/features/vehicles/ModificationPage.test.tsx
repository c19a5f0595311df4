import {
  englishT,
  vehicleApi,
  type Me,
  type VehicleDictionaries,
  type VehicleItem,
  type VehicleType,
} from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerDialog } from '../../test/dialogSteps';
import { clearAndPaste, clearAndType } from '../../test/pasteInto';
import { answerLate, bodiesSentTo, stubApi } from '../../test/stubApi';
import { renderRoutes } from '../../test/renderRoutes';
import { ModificationPage } from './ModificationPage';
import { vehiclePaths } from './vehiclePaths';
import { a4, audi, vehicleEditor } from './vehicleTestData';

const deleter = vehicleEditor('VehicleEditorDelete');
const dictionaries: VehicleDictionaries = {
  bodyType: [
    { id: 1, name: 'Sedan' },
    { id: 2, name: 'Estate' },
  ],
  driveType: [{ id: 1, name: 'Front-wheel drive' }],
  engineType: [{ id: 1, name: 'Petrol engine' }],
  fuel: [
    { id: 1, name: 'Petrol' },
    { id: 2, name: 'Diesel' },
  ],
  fuelPreparation: [{ id: 1, name: 'Direct injection' }],
};
const tdi: VehicleType = {
  typeId: 501,
  modelId: 31,
  markId: 7,
  typeName: '1.9 TDI',
  typeRange: '01.1996 - 09.2001',
  bodyType: 1,
  driveType: 1,
  engineType: null,
  fuel: 2,
  fuelPreparation: null,
  engines: 'AFN',
  capacity: 1.9,
  ccmTech: 1896,
  cylinders: 4,
  valve: 8,
  hp: 110,
  kw: 81,
  tonnage: null,
  active: true,
  manual: false,
  sort: 0,
  image: null,
  imageUrl: null,
  itemsCount: 1,
};
const oilFilter: VehicleItem = {
  itemNo: 'OC90',
  description: 'Oil filter',
  brand: 'KNECHT',
  groupCode: 'FLT',
  subGroupCode: 'OIL',
  manual: true,
};

const answers = (items: VehicleItem[], type: VehicleType = tdi) => ({
  [vehicleApi.mark]: { body: audi },
  [vehicleApi.model]: { body: a4 },
  [vehicleApi.vehicle]: { body: { ...type, itemsCount: items.length } },
  [vehicleApi.vehicleItems]: { body: items },
  [vehicleApi.dictionaries]: { body: dictionaries },
});

const renderAt = (path: string, me: Me = deleter) =>
  renderRoutes(
    [
      [vehiclePaths.marks, 'Marks list'],
      [vehiclePaths.markRoute, 'Mark page'],
      [vehiclePaths.modelRoute, 'Model page'],
      [vehiclePaths.modificationRoute, <ModificationPage />],
    ],
    path,
    me,
  );

const form = () => screen.getByRole('form');

describe('ModificationPage', () => {
  it('shows Vehicles / mark / model / modification, the fields read-only and the items linking to /search', async () => {
    stubApi(answers([oilFilter]));
    renderAt(vehiclePaths.modification(7, 31, 501));
    await screen.findByRole('heading', { level: 1, name: 'Modification 1.9 TDI' });

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    await waitFor(() =>
      expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Vehicles',
        'Audi',
        'A4 (B5)',
        '1.9 TDI',
      ]),
    );
    expect(crumbs.getByRole('link', { name: 'A4 (B5)' }).getAttribute('href')).toBe(
      vehiclePaths.model(7, 31),
    );
    expect(within(form()).getByRole('textbox', { name: /^Type name/ })).toHaveProperty(
      'readOnly',
      true,
    );
    expect(within(form()).getByRole('combobox', { name: 'Fuel' }).textContent).toBe('Diesel');

    const link = await screen.findByRole('link', { name: 'OC90' });
    expect(link.getAttribute('href')).toBe('/search/OC90');
    expect(screen.getByRole('button', { name: 'Delete item OC90' })).toBeTruthy();
  });

  it("sends the update's fields as 'model.' plus their names (C§5)", async () => {
    const fetchSpy = stubApi({
      ...answers([oilFilter]),
      [vehicleApi.updateVehicle]: { body: { ...tdi, typeName: '1.9 TDI PD' } },
    });
    const { user } = renderAt(vehiclePaths.modification(7, 31, 501));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const typeName = within(form()).getByRole('textbox', { name: /^Type name/ });
    await clearAndPaste(user, typeName, '1.9 TDI PD');
    await user.click(screen.getByRole('button', { name: 'Save updated' }));

    expect(await screen.findByText(englishT('vehicleUpdated'))).toBeTruthy();
    const [sent] = bodiesSentTo(fetchSpy, vehicleApi.updateVehicle);
    expect(sent).toBeInstanceOf(FormData);
    const fields = Object.fromEntries((sent as FormData).entries());
    expect(fields).toMatchObject({
      'model.typeId': '501',
      'model.modelId': '31',
      'model.markId': '7',
      'model.typeName': '1.9 TDI PD',
      'model.fuel': '2',
      'model.engineType': '0',
      'model.capacity': '1.9',
      'model.tonnage': '',
    });
    expect(fields).not.toHaveProperty('typeName');
  });

  it("refuses a capacity that is not a number with the contract's words, sending nothing", async () => {
    const fetchSpy = stubApi(answers([]));
    const { user } = renderAt(vehiclePaths.modification(7, 31, 501));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const capacity = within(form()).getByRole('textbox', { name: 'Capacity, l' });
    await clearAndType(user, capacity, 'big');
    await user.click(screen.getByRole('button', { name: 'Save updated' }));

    const words = englishT('vehicleNumberInvalid', { min: 0, max: 100 });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', words);
    expect(bodiesSentTo(fetchSpy, vehicleApi.updateVehicle)).toEqual([]);
  });

  it('blocks the delete of a modification with items', async () => {
    const fetchSpy = stubApi(answers([oilFilter]));
    const { user } = renderAt(vehiclePaths.modification(7, 31, 501));
    await user.click(await screen.findByRole('button', { name: 'Delete modification' }));
    const dialog = await screen.findByRole('dialog', { name: englishT('vehicleDeleteBlocked') });
    expect(within(dialog).getByText(englishT('vehicleHasItems'))).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    expect(bodiesSentTo(fetchSpy, vehicleApi.deleteVehicle)).toEqual([]);
  });

  it('deletes one item and all items after a confirmation', async () => {
    const fetchSpy = stubApi({
      ...answers([oilFilter]),
      [vehicleApi.deleteVehicleItem]: { body: { ok: true } },
      [vehicleApi.deleteVehicleItems]: { body: { ok: true } },
    });
    const { user } = renderAt(vehiclePaths.modification(7, 31, 501));
    // The items load only once the modification has: their list first, then its button.
    await screen.findByRole('link', { name: 'OC90' });
    await user.click(screen.getByRole('button', { name: 'Delete item OC90' }));
    await answerDialog(user, 'Delete item OC90', 'Delete');
    expect(await screen.findByText(englishT('vehicleItemDeleted'))).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, vehicleApi.deleteVehicleItem)).toEqual([
      { typeId: 501, itemNo: 'OC90' },
    ]);
    // The confirmation hides the page from the accessibility tree until it has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete all items' }));
    await answerDialog(user, 'Delete all items', 'Delete');
    expect(await screen.findByText(englishT('itemsDeleted'))).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, vehicleApi.deleteVehicleItems)).toEqual([501]);
  });

  it('offers no delete of items or of the modification without VehicleEditorDelete', async () => {
    stubApi(answers([oilFilter]));
    renderAt(vehiclePaths.modification(7, 31, 501), vehicleEditor());
    await screen.findByRole('link', { name: 'OC90' });
    for (const name of ['Delete modification', 'Delete item OC90', 'Delete all items']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Add items' })).toBeTruthy();
  });

  it('deletes the stored picture in edit mode after the confirmation (issue 32)', async () => {
    const pictured = { ...tdi, image: 'tdi.png', imageUrl: '/uploads/tdi.png' };
    const fetchSpy = stubApi({
      ...answers([], pictured),
      [vehicleApi.deleteVehicleImage]: { body: { ...pictured, image: null, imageUrl: null } },
    });
    const { user } = renderAt(vehiclePaths.modification(7, 31, 501));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(within(form()).getByRole('button', { name: 'Delete image' }));
    await answerDialog(user, 'Delete image', 'Delete');
    expect(await screen.findByText(englishT('vehicleImageDeleted'))).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, vehicleApi.deleteVehicleImage)).toEqual([501]);
    await waitFor(() => expect(within(form()).queryByRole('img', { name: 'Image' })).toBeNull());
  });

  it('says a model missing from the address is not found once, at its mark, without opening the modification elsewhere (issue 32)', async () => {
    const fetchSpy = stubApi({
      ...answers([]),
      [vehicleApi.mark]: { body: { ...audi, markId: 3 } },
      [vehicleApi.model]: { status: 404, body: { message: 'Model not found' } },
      [vehicleApi.vehicle]: { body: { ...tdi, typeId: 1, modelId: 1, markId: 1 } },
    });
    answerLate(fetchSpy, vehicleApi.model);
    const { router } = renderAt(vehiclePaths.modification(3, 99999, 1));
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    expect(await screen.findByText('Mark page')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(englishT('vehicleModelNotFound')),
    );
    expect(visited).toEqual([vehiclePaths.mark(3)]);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("says a missing modification is not found at its model's page", async () => {
    stubApi({
      ...answers([]),
      [vehicleApi.vehicle]: { status: 404, body: { message: 'Vehicle not found' } },
    });
    const { router } = renderAt(vehiclePaths.modification(7, 31, 99999));
    expect(await screen.findByText('Model page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(vehiclePaths.model(7, 31));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(englishT('vehicleNotFound')),
    );
  });
});
