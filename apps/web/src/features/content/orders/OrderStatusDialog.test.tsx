import { englishT, giftOrdersApi, pointsApi, pointsAnswerSchema } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiPost } from '../../../platform/http';
import { snackbarText as snackbar } from '../../../test/dialogSteps';
import { clearAndPaste } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../../test/stubApi';
import { pointsKeys } from '../points/points.api';
import { makeGiftOrder } from '../../../test/factories/giftOrder';
import { OrderStatusDialog } from './OrderStatusDialog';

const order = makeGiftOrder(301, {
  custNo: 'C-77',
  mainCode: 'M-77',
  login: 'olena',
  custName: 'Avto Partner LLC',
  respCenter: 'LVIV',
  locationCode: 'WEST',
  salespersonCode: 'SP9',
  salespersonName: 'Taras Bondar',
  giftEntryStatus: 2,
  comment: 'Call first',
});

/** A points read of the content elsewhere on the screen: a status change makes it stale. */
function PointsReader() {
  useQuery({
    queryKey: pointsKeys.rows(order.contentId),
    queryFn: () =>
      apiPost(pointsApi.points, { id: order.contentId }, { schema: pointsAnswerSchema }),
  });
  return null;
}

type Answers = Parameters<typeof stubApi>[0];

function renderDialog(answers: Answers = {}) {
  const onClose = vi.fn();
  const fetchSpy = stubApi({
    [giftOrdersApi.orderDetails]: { body: order },
    [giftOrdersApi.changeStatus]: (body) => ({ body }),
    [pointsApi.points]: { body: { rows: [], pageCount: 0, total: 0, capped: false } },
    ...answers,
  });
  const rendered = renderInApp(
    <>
      <PointsReader />
      <OrderStatusDialog order={{ id: order.id, custNo: order.custNo }} onClose={onClose} />
    </>,
  );
  return { ...rendered, fetchSpy, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Change order status' });
const loaded = () => screen.findByDisplayValue('Avto Partner LLC', {}, { timeout: 5000 });

describe('OrderStatusDialog', () => {
  it("shows the order's customer fields read-only, and its status and comment to change", async () => {
    const { fetchSpy } = renderDialog();
    await loaded();
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.orderDetails)).toEqual([
      { id: 301, custNo: 'C-77' },
    ]);
    const shown = [
      ['Customer code', 'C-77'],
      ['MainCode', 'M-77'],
      ['Login', 'olena'],
      ['Customer Name', 'Avto Partner LLC'],
      ['RespCenter', 'LVIV'],
      ['Location Code', 'WEST'],
      ['Salesperson Code', 'SP9'],
      ['Salesperson Name', 'Taras Bondar'],
    ];
    for (const [label, value] of shown) {
      const field = within(dialog()).getByRole<HTMLInputElement>('textbox', { name: label });
      expect([label, field.value, field.readOnly]).toEqual([label, value, true]);
    }
    expect(within(dialog()).getByRole('combobox', { name: /Gift Entry Status/ }).textContent).toBe(
      'Processing',
    );
    const comment = within(dialog()).getByRole<HTMLInputElement>('textbox', { name: 'Comment' });
    expect([comment.value, comment.readOnly]).toEqual(['Call first', false]);
  });

  it("sends the order with its new status and comment, says 'Saved successfully!' and reloads the points", async () => {
    const { fetchSpy, user, onClose } = renderDialog();
    await loaded();
    await waitFor(() => expect(bodiesSentTo(fetchSpy, pointsApi.points)).toHaveLength(1));
    await user.click(within(dialog()).getByRole('combobox', { name: /Gift Entry Status/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Created', 'Processing', 'Shipped', 'Finished', 'Canceled']);
    await user.click(screen.getByRole('option', { name: 'Canceled' }));
    const comment = within(dialog()).getByRole('textbox', { name: 'Comment' });
    await clearAndPaste(user, comment, '  Out of stock  ');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.changeStatus)).toEqual([
      [{ ...order, giftEntryStatus: 5, comment: 'Out of stock' }],
    ]);
    expect(snackbar()).toBe('Saved successfully!');
    // Canceled gives the points back: the points shown elsewhere load again.
    expect(bodiesSentTo(fetchSpy, pointsApi.points)).toHaveLength(2);
  });

  it("shows the server's Message when the change is refused, and keeps the dialog", async () => {
    const { user, onClose } = renderDialog({
      [giftOrdersApi.changeStatus]: {
        status: 409,
        body: { message: 'The order is locked by NAV' },
      },
    });
    await loaded();
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbar()).toBe('The order is locked by NAV'));
    expect(dialog()).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the catalogue's text of a refusal that names one", async () => {
    const { user } = renderDialog({
      [giftOrdersApi.changeStatus]: {
        status: 404,
        body: { key: 'giftOrderNotFound', message: englishT('giftOrderNotFound') },
      },
    });
    await loaded();
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbar()).toBe(englishT('giftOrderNotFound')));
  });

  it('shows why the order cannot be read, and offers nothing to save', async () => {
    const { fetchSpy } = renderDialog({
      [giftOrdersApi.orderDetails]: {
        status: 404,
        body: { key: 'giftOrderNotFound', message: englishT('giftOrderNotFound') },
      },
    });
    expect(await within(dialog()).findByText(englishT('giftOrderNotFound'))).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.changeStatus)).toEqual([]);
  });
});
