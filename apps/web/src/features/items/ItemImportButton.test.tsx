import { englishT, itemApi } from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/renderInApp';
import { stubApi } from '../../test/stubApi';
import { ItemImportButton } from './ItemImportButton';

const xlsx = () =>
  new File(['PK'], 'items.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

describe('ItemImportButton', () => {
  it('imports through the shared dialog and lists the lines it refused, by sheet', async () => {
    stubApi({
      [itemApi.importItems]: {
        body: {
          success: true,
          imported: 2,
          criteria: 0,
          files: 0,
          failedItems: [
            { sheet: 'Items', line: 4, itemNo: 'OC1', error: 'The description is empty' },
          ],
        },
      },
    });
    const { user } = renderInApp(<ItemImportButton />);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = screen.getByRole('dialog', {
      name: englishT('importTitle', { type: englishT('itemImportType') }),
    });
    await user.upload(within(dialog).getByLabelText('Choose file'), xlsx());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const failed = await screen.findByRole('dialog', { name: englishT('importFailedTitle') });
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Items, line 4, OC1: The description is empty']);
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert', { hidden: true }).map((alert) => alert.textContent),
      ).toContain(englishT('importPartial')),
    );
  });
});
