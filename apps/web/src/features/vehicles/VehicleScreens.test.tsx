import { englishT, vehicleApi, type VehicleMarkRow, type VehicleSummaryRow } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MeContext } from '../../platform/auth/MeContext';
import { MainDrawer } from '../../platform/shell/MainDrawer';
import { pasteInto } from '../../test/pasteInto';
import { renderInApp } from '../../test/renderInApp';
import { bodiesSentTo, queriesSentTo, stubApi } from '../../test/stubApi';
import { vehiclesFeature } from '.';
import { MarkListPage } from './MarkListPage';
import { ModelPage } from './ModelPage';
import { VehicleHomePage } from './VehicleHomePage';
import { vehiclePaths } from './vehiclePaths';
import { audi, markRow, pageOf, vehicleEditor } from './vehicleTestData';

const editor = vehicleEditor();

const summaryRow = (markId: number, mark: string): VehicleSummaryRow => ({
  markId,
  mark,
  modelsCount: markId * 2,
  typesCount: markId * 30,
});

describe('the vehicle editor feature', () => {
  it('puts Home and Vehicles in the drawer for a VehicleEditor', () => {
    renderInApp(
      <MeContext value={editor}>
        <MainDrawer implementedPaths={new Set(vehiclesFeature.drawerPaths)} />
      </MeContext>,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    const vehicles = screen.getByRole('link', { name: 'Vehicles' });
    expect(home.getAttribute('href')).toBe(vehiclePaths.home);
    expect(vehicles.getAttribute('href')).toBe(vehiclePaths.marks);
    expect(screen.getByText('Vehicle editor')).toBeTruthy();
  });

  it('sends /search/{itemNo} on to the item page', async () => {
    const [search] = vehiclesFeature.portalRoutes ?? [];
    const { router } = renderInApp(
      <Routes>
        <Route path={search?.path} element={search?.element} />
        <Route path="/item/:itemNo" element={<p>Item page</p>} />
      </Routes>,
      { path: vehiclePaths.search('oc90') },
    );
    expect(await screen.findByText('Item page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/item/OC90');
  });
});

describe('VehicleHomePage (C§2.6)', () => {
  it('shows the totals and the summary, 5 rows a page, marks linking to their pages', async () => {
    const fetchSpy = stubApi({
      [vehicleApi.totalsInfo]: {
        body: { totalMarks: 60, totalModels: 2000, totalVehicles: 30000, totalItems: 1000000 },
      },
      [vehicleApi.mainInfo]: pageOf(
        [1, 2, 3, 4, 5].map((id) => summaryRow(id, `Mark ${id}`)),
        60,
        12,
      ),
    });
    renderInApp(<VehicleHomePage />, { path: vehiclePaths.home });

    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    expect(await totals.findByText('1,000,000')).toBeTruthy();
    expect(totals.getByText('30,000')).toBeTruthy();

    const link = await screen.findByRole('link', { name: 'Mark 3' });
    expect(link.getAttribute('href')).toBe(vehiclePaths.mark(3));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Mark',
      'Models',
      'Types',
    ]);
    expect(bodiesSentTo(fetchSpy, vehicleApi.mainInfo)).toEqual([{ size: 5, page: 0 }]);
  });
});

describe('MarkListPage (C§2.5)', () => {
  const row: VehicleMarkRow = { ...markRow(7, 'Audi'), modelsCount: 40, typesCount: 610 };

  it('lists the marks with their counts, sorted by the server, with Add and Import', async () => {
    const fetchSpy = stubApi({ [vehicleApi.marks]: pageOf([row]) });
    const { user } = renderInApp(<MarkListPage />, { path: vehiclePaths.marks });
    expect((await screen.findByRole('link', { name: 'Audi' })).getAttribute('href')).toBe(
      vehiclePaths.mark(7),
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Mark',
      'Models count',
      'Types count',
      'Active',
      'Manual',
    ]);
    expect(queriesSentTo(fetchSpy, vehicleApi.marks)[0]?.get('orderBy')).toBe('Mark');

    await user.click(screen.getByRole('button', { name: 'Models count' }));
    await waitFor(() =>
      expect(queriesSentTo(fetchSpy, vehicleApi.marks).at(-1)?.get('orderBy')).toBe('ModelsCount'),
    );
    expect(screen.getByRole('link', { name: 'Add mark' }).getAttribute('href')).toBe(
      vehiclePaths.mark(0),
    );

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByRole('dialog', { name: englishT('importTitle', { type: 'marks' }) }),
    ).toBeTruthy();
  });
});

describe('ModelPage (C§2.5, C§4.3)', () => {
  it("creates a model under its mark: the breadcrumb's levels and the multipart form", async () => {
    const fetchSpy = stubApi({
      [vehicleApi.mark]: { body: audi },
      [vehicleApi.createModel]: { body: { id: 31 } },
    });
    const { user } = renderInApp(
      <MeContext value={editor}>
        <Routes>
          <Route path={vehiclePaths.modelRoute} element={<ModelPage />} />
        </Routes>
      </MeContext>,
      { path: vehiclePaths.model(7, 0) },
    );
    const crumbs = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
    await waitFor(() =>
      expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Vehicles',
        'Audi',
        'New model',
      ]),
    );

    const form = within(screen.getByRole('form', { name: 'New model' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    // The field's helper text and the snackbar.
    expect(await screen.findAllByText(englishT('vehicleModelRequired'))).toHaveLength(2);

    await pasteInto(user, form.getByRole('textbox', { name: /^Model(?! range)/ }), 'A4 (B5)');
    await pasteInto(user, form.getByRole('textbox', { name: 'Model range' }), '13.1994 - ');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByText(englishT('vehicleRangeInvalid'))).toHaveLength(2),
    );
    expect(bodiesSentTo(fetchSpy, vehicleApi.createModel)).toEqual([]);

    await user.clear(form.getByRole('textbox', { name: 'Model range' }));
    await pasteInto(user, form.getByRole('textbox', { name: 'Model range' }), '11.1994 - 9.2001');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(englishT('vehicleModelCreated'))).toBeTruthy();
    const [sent] = bodiesSentTo(fetchSpy, vehicleApi.createModel);
    expect(Object.fromEntries((sent as FormData).entries())).toEqual({
      markId: '7',
      model: 'A4 (B5)',
      modelRange: '11.1994 - 9.2001',
      sort: '0',
      active: 'true',
      pc: 'false',
      cv: 'false',
      ax: 'false',
      lcv: 'false',
      mc: 'false',
    });
  });
});
