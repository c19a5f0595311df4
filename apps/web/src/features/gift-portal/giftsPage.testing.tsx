import {
  englishT,
  giftOrdersApi,
  type GiftAction,
  type Me,
  type MyGiftOrder,
  type RoleCode,
} from '@bo/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MeContext } from '../../platform/auth/MeContext';
import { makeGiftAction, makeGiftCatalogue } from '../../test/factories/giftAction';
import { makeMyGiftOrder } from '../../test/factories/myGiftOrder';
import { pasteInto } from '../../test/pasteInto';
import { renderInApp } from '../../test/renderInApp';
import { stubApi } from '../../test/stubApi';
import { GiftsPage } from './GiftsPage';

/** The gift portal page's tests share this: a small server, the signed-in customer, the screen's parts. */

const me = (roles: RoleCode[], custNo = roles.includes('CustomerUser') ? 'C0001' : null): Me => ({
  login: 'olena',
  fullName: 'Olena Koval',
  custNo,
  comId: 1,
  lang: null,
  roles,
});

export const spring = makeGiftAction(7, { title: 'Spring gifts', userPoints: 1000.5 });
export const summer = makeGiftAction(8, {
  title: 'Summer gifts',
  userPoints: 12,
  costName: 'stars',
});

type Answers = Parameters<typeof stubApi>[0];

/**
 * A small server: the actions, their catalogues and the orders. A placed order
 * takes its cost from the points and its quantity from the stock, as the
 * server's answer after it would show.
 */
export function renderPage({
  roles = ['CustomerUser'],
  custNo,
  actions = [spring, summer],
  answers = {},
}: {
  roles?: RoleCode[];
  custNo?: string | null;
  actions?: GiftAction[];
  answers?: Answers;
} = {}) {
  let spent = 0;
  let orders: MyGiftOrder[] = [
    makeMyGiftOrder(1, { giftEntryStatus: 3, quantity: 2, points: 600 }),
  ];
  const withSpent = (action: GiftAction) =>
    action.contentId === spring.contentId
      ? { ...action, userPoints: action.userPoints - spent }
      : action;
  const fetchSpy = stubApi({
    [giftOrdersApi.giftActions]: () => ({ body: actions.map(withSpent) }),
    [giftOrdersApi.giftCatalogue]: (body) => {
      const action = actions.find((candidate) => candidate.contentId === body);
      return action
        ? { body: makeGiftCatalogue(withSpent(action)) }
        : { status: 404, body: { key: 'notFound', message: englishT('notFound') } };
    },
    [giftOrdersApi.placeOrder]: (body) => {
      const sent = body as { items: { itemNo: string; quantity: number }[] };
      const placed = sent.items.map((line, index) =>
        makeMyGiftOrder(100 + index, { itemNo: line.itemNo, quantity: line.quantity, points: 300 }),
      );
      spent += 600;
      orders = [...placed, ...orders];
      return { body: { orders: placed, userPoints: spring.userPoints - spent } };
    },
    [giftOrdersApi.myOrders]: () => ({
      body: { rows: orders, pageCount: 1, total: orders.length, capped: false },
    }),
    ...answers,
  });
  const rendered = renderInApp(
    <MeContext value={me(roles, custNo)}>
      <GiftsPage />
    </MeContext>,
    { path: '/gifts' },
  );
  return { ...rendered, fetchSpy };
}

/** The first load imports the page's code: it may take a few seconds on a busy machine. */
export const slow = { timeout: 5000 };

export async function openSpring(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /Spring gifts/ }, slow));
  await screen.findByTestId('gift-user-points', {}, slow);
}

export const gift = (name: string) => screen.getByRole('listitem', { name });
export const addButton = (item: string) =>
  screen.getByRole('button', { name: `Add ${item} to the basket` });
export const quantityOf = (item: string) =>
  screen.getByRole<HTMLInputElement>('spinbutton', { name: `Quantity of ${item}` });
export const placeOrderButton = () => screen.getByRole('button', { name: 'Place order' });
export const testText = (id: string) => screen.getByTestId(id).textContent;
export const myOrdersTable = () =>
  within(screen.getByRole('region', { name: 'My orders' })).getByRole('table');

export async function fillContact(user: UserEvent, phone = '+380 44 123 45 67') {
  await pasteInto(user, screen.getByRole('textbox', { name: /Contact phone/ }), phone);
}
