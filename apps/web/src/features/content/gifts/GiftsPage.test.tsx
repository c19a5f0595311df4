import {
  englishT,
  giftOrdersApi,
  type GiftAction,
  type GiftCatalogue,
  type Me,
  type MyGiftOrder,
  type RoleCode,
} from '@bo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MeContext } from '../../../platform/auth/MeContext';
import { pasteInto } from '../../../test/pasteInto';
import { renderInApp } from '../../../test/renderInApp';
import { bodiesSentTo, stubApi } from '../../../test/stubApi';
import { GiftsPage } from './GiftsPage';

const me = (roles: RoleCode[], custNo = roles.includes('CustomerUser') ? 'C0001' : null): Me => ({
  login: 'olena',
  fullName: 'Olena Koval',
  custNo,
  comId: 1,
  lang: null,
  roles,
});

function giftAction(contentId: number, values: Partial<GiftAction> = {}): GiftAction {
  return {
    contentId,
    title: `Action ${contentId}`,
    description: '',
    thumbFile: '',
    orderFrom: '2026-03-01',
    orderTo: '2026-05-31',
    maxOrderItems: 0,
    costName: 'pts',
    userPoints: 0,
    ...values,
  };
}

const spring = giftAction(7, { title: 'Spring gifts', userPoints: 1000.5 });
const summer = giftAction(8, { title: 'Summer gifts', userPoints: 12, costName: 'stars' });

function catalogueOf(action: GiftAction): GiftCatalogue {
  return {
    action,
    groups: [
      { groupId: 1, parentGroupId: 0, giftGroup: 'Tools', picFile: '', sort: 1, maxOrderItems: 0 },
      { groupId: 2, parentGroupId: 1, giftGroup: 'Drills', picFile: '', sort: 1, maxOrderItems: 0 },
      { groupId: 3, parentGroupId: 0, giftGroup: 'Mugs', picFile: '', sort: 2, maxOrderItems: 0 },
    ],
    items: [
      {
        itemNo: 'A100',
        sort: 1,
        groupId: 1,
        description: 'Torch',
        costPoints: 300,
        stock: 5,
        maxOrderItems: 0,
        ordered: 0,
        firstPic: '/uploads/content/1/items/torch.png',
      },
      {
        itemNo: 'B200',
        sort: 2,
        groupId: 2,
        description: 'Drill',
        costPoints: 450.25,
        stock: 4,
        maxOrderItems: 3,
        ordered: 1,
        firstPic: '',
      },
      {
        itemNo: 'C300',
        sort: 1,
        groupId: 3,
        description: 'Mug',
        costPoints: 50,
        stock: 0,
        maxOrderItems: 0,
        ordered: 0,
        firstPic: '',
      },
    ],
    ordered: 1,
  };
}

function myOrder(id: number, values: Partial<MyGiftOrder> = {}): MyGiftOrder {
  return {
    id,
    contentId: 7,
    title: 'Spring gifts',
    itemNo: 'A100',
    itemName: 'Torch',
    quantity: 1,
    points: 300,
    giftEntryStatus: 1,
    postingDate: '2026-03-10T09:30:00Z',
    contactPerson: 'Olena Koval',
    contactPhone: '+380 44 000 00 00',
    ...values,
  };
}

type Answers = Parameters<typeof stubApi>[0];

/**
 * A small server: the actions, their catalogues and the orders. A placed order
 * takes its cost from the points and its quantity from the stock, as the
 * server's answer after it would show.
 */
function renderPage({
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
  let orders: MyGiftOrder[] = [myOrder(1, { giftEntryStatus: 3, quantity: 2, points: 600 })];
  const withSpent = (action: GiftAction) =>
    action.contentId === spring.contentId
      ? { ...action, userPoints: action.userPoints - spent }
      : action;
  const fetchSpy = stubApi({
    [giftOrdersApi.giftActions]: () => ({ body: actions.map(withSpent) }),
    [giftOrdersApi.giftCatalogue]: (body) => {
      const action = actions.find((candidate) => candidate.contentId === body);
      return action
        ? { body: catalogueOf(withSpent(action)) }
        : { status: 404, body: { key: 'notFound', message: englishT('notFound') } };
    },
    [giftOrdersApi.placeOrder]: (body) => {
      const sent = body as { items: { itemNo: string; quantity: number }[] };
      const placed = sent.items.map((line, index) =>
        myOrder(100 + index, { itemNo: line.itemNo, quantity: line.quantity, points: 300 }),
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
const slow = { timeout: 5000 };

async function openSpring(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /Spring gifts/ }, slow));
  await screen.findByTestId('gift-user-points', {}, slow);
}

const gift = (name: string) => screen.getByRole('listitem', { name });
const addButton = (item: string) =>
  screen.getByRole('button', { name: `Add ${item} to the basket` });
const quantityOf = (item: string) =>
  screen.getByRole<HTMLInputElement>('spinbutton', { name: `Quantity of ${item}` });
const placeOrderButton = () => screen.getByRole('button', { name: 'Place order' });
const testText = (id: string) => screen.getByTestId(id).textContent;
const myOrdersTable = () =>
  within(screen.getByRole('region', { name: 'My orders' })).getByRole('table');

async function fillContact(user: UserEvent, phone = '+380 44 123 45 67') {
  await pasteInto(user, screen.getByRole('textbox', { name: /Contact phone/ }), phone);
}

describe('GiftsPage', () => {
  it('tells a user without CustomerUser the page is not theirs, and asks the server nothing', async () => {
    const { fetchSpy } = renderPage({ roles: ['ContentManager'] });
    expect(await screen.findByText(englishT('giftPortalNotCustomer'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Gifts for points' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('tells a CustomerUser without a customer why, and asks the server nothing', async () => {
    const { fetchSpy } = renderPage({ custNo: null });
    expect(await screen.findByText(englishT('giftPortalNoCustomer'))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Gift actions' })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('lists the open actions with the points in each (2 decimals) and their unit', async () => {
    const { fetchSpy } = renderPage();
    const springCard = await screen.findByRole('button', { name: /Spring gifts/ }, slow);
    expect(screen.getByTestId('gift-action-points-7').textContent).toBe('1000.50');
    expect(springCard.textContent).toContain('pts');
    expect(springCard.textContent).toContain('Orders from 01/03/2026 to 31/05/2026');
    expect(screen.getByTestId('gift-action-points-8').textContent).toBe('12.00');
    expect(screen.getByRole('button', { name: /Summer gifts/ }).textContent).toContain('stars');
    // Two actions: none is chosen until the customer chooses.
    expect(screen.getByText(englishT('giftPortalChooseAction'))).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.giftCatalogue)).toEqual([]);
  });

  it('says so when no action is open', async () => {
    renderPage({ actions: [] });
    expect(await screen.findByText(englishT('giftPortalNoActions'), {}, slow)).toBeTruthy();
  });

  it('opens the only open action without a choice', async () => {
    const { fetchSpy } = renderPage({ actions: [spring] });
    await screen.findByTestId('gift-user-points', {}, slow);
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.giftCatalogue)).toEqual([7]);
  });

  it("shows the chosen action's gifts with cost, stock and limits, filtered by group", async () => {
    const { fetchSpy, user } = renderPage();
    await openSpring(user);
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.giftCatalogue)).toEqual([7]);
    expect(screen.getByRole('button', { name: /Spring gifts/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(testText('gift-user-points')).toBe('1000.50');

    const torch = gift('A100 Torch');
    expect(within(torch).getByText('Cost: 300.00 pts')).toBeTruthy();
    expect(within(torch).getByText('In stock: 5')).toBeTruthy();
    expect(within(torch).getByRole('img', { name: 'A100 Torch' }).getAttribute('src')).toBe(
      '/uploads/content/1/items/torch.png',
    );
    const drill = gift('B200 Drill');
    expect(within(drill).getByText('Cost: 450.25 pts')).toBeTruthy();
    expect(within(drill).getByText('At most 3 per customer; ordered: 1')).toBeTruthy();
    const mug = gift('C300 Mug');
    expect(within(mug).getByText('Out of stock')).toBeTruthy();
    expect(addButton('C300 Mug').hasAttribute('disabled')).toBe(true);

    // A group shows its own gifts and those of its subgroups.
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All groups',
      'Tools',
      'Drills',
      'Mugs',
    ]);
    await user.click(screen.getByRole('option', { name: 'Tools' }));
    expect(screen.queryByRole('listitem', { name: 'C300 Mug' })).toBeNull();
    expect(gift('A100 Torch')).toBeTruthy();
    expect(gift('B200 Drill')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    await user.click(screen.getByRole('option', { name: 'Drills' }));
    expect(screen.queryByRole('listitem', { name: 'A100 Torch' })).toBeNull();
    expect(gift('B200 Drill')).toBeTruthy();
  });

  it('adds gifts to the basket and shows the total and the points left after it', async () => {
    const { user } = renderPage();
    await openSpring(user);
    expect(screen.getByText(englishT('giftPortalBasketEmpty'))).toBeTruthy();
    expect(placeOrderButton().hasAttribute('disabled')).toBe(true);

    await user.click(addButton('A100 Torch'));
    expect(quantityOf('A100 Torch').value).toBe('1');
    expect(testText('gift-basket-total')).toBe('300.00');
    expect(testText('gift-points-left')).toBe('700.50');

    await user.click(addButton('A100 Torch'));
    expect(quantityOf('A100 Torch').value).toBe('2');
    await user.click(addButton('B200 Drill'));
    expect(testText('gift-basket-total')).toBe('1050.25');
    // 1000.50 - 1050.25: over the points.
    expect(testText('gift-points-left')).toBe('-49.75');

    await user.click(screen.getByRole('button', { name: 'Remove B200 Drill from the basket' }));
    expect(screen.queryByRole('spinbutton', { name: 'Quantity of B200 Drill' })).toBeNull();
    expect(testText('gift-basket-total')).toBe('600.00');
    expect(testText('gift-points-left')).toBe('400.50');

    await user.clear(quantityOf('A100 Torch'));
    await user.type(quantityOf('A100 Torch'), '3');
    expect(testText('gift-basket-total')).toBe('900.00');
    expect(testText('gift-points-left')).toBe('100.50');
    expect(placeOrderButton().hasAttribute('disabled')).toBe(false);
  });

  it('keeps the basket table within its card: a fixed layout, a long name cut to two lines, whole on hover', async () => {
    const { user } = renderPage();
    await openSpring(user);
    await user.click(addButton('A100 Torch'));
    const basket = screen.getByRole('region', { name: 'Basket' });
    const table = within(basket).getByRole('table');
    expect(getComputedStyle(table)).toMatchObject({ tableLayout: 'fixed', width: '100%' });
    const name = within(table).getByTitle('A100 Torch');
    expect(name.textContent).toBe('A100 Torch');
    expect(getComputedStyle(name)).toMatchObject({ overflow: 'hidden', wordBreak: 'break-word' });
    // A refusal is told on a row of its own beneath the line, the width of the table.
    await user.clear(quantityOf('A100 Torch'));
    await user.type(quantityOf('A100 Torch'), '6');
    const problem = within(table).getByText('Only 5 left in stock');
    expect(problem.closest('td')?.getAttribute('colspan')).toBe('5');
    expect(quantityOf('A100 Torch').getAttribute('aria-describedby')).toBe(problem.id);
  });

  it('refuses locally more than the stock, the per-customer limit or a blank quantity', async () => {
    const { fetchSpy, user } = renderPage();
    await openSpring(user);
    await user.click(addButton('A100 Torch'));
    await user.clear(quantityOf('A100 Torch'));
    await user.type(quantityOf('A100 Torch'), '6');
    expect(screen.getByText('Only 5 left in stock')).toBeTruthy();
    expect(placeOrderButton().hasAttribute('disabled')).toBe(true);
    await user.clear(quantityOf('A100 Torch'));
    expect(screen.getByText('Enter a whole number from 1 to 5')).toBeTruthy();
    expect(placeOrderButton().hasAttribute('disabled')).toBe(true);
    await user.type(quantityOf('A100 Torch'), '1');

    // B200: at most 3 per customer, 1 ordered already: 2 more, and Add stops there.
    await user.click(addButton('B200 Drill'));
    await user.click(addButton('B200 Drill'));
    expect(quantityOf('B200 Drill').value).toBe('2');
    expect(addButton('B200 Drill').hasAttribute('disabled')).toBe(true);
    await user.clear(quantityOf('B200 Drill'));
    await user.type(quantityOf('B200 Drill'), '3');
    expect(screen.getByText('At most 2 more of this gift')).toBeTruthy();
    expect(placeOrderButton().hasAttribute('disabled')).toBe(true);
    await fillContact(user);
    expect(placeOrderButton().hasAttribute('disabled')).toBe(true);
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.placeOrder)).toEqual([]);
  });

  it('blocks an order costing more than the points, saying what it costs', async () => {
    const { fetchSpy, user } = renderPage();
    await openSpring(user);
    await user.click(addButton('A100 Torch'));
    await user.clear(quantityOf('A100 Torch'));
    await user.type(quantityOf('A100 Torch'), '4');
    expect(testText('gift-points-left')).toBe('-199.50');
    expect(
      screen.getByText(englishT('giftPortalOverPoints', { total: '1200.00', points: '1000.50' })),
    ).toBeTruthy();
    await fillContact(user);
    expect(placeOrderButton().hasAttribute('disabled')).toBe(true);
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.placeOrder)).toEqual([]);
    // Back within the points: the order may go.
    await user.clear(quantityOf('A100 Torch'));
    await user.type(quantityOf('A100 Torch'), '3');
    expect(placeOrderButton().hasAttribute('disabled')).toBe(false);
  });

  it("blocks more gifts than the action's limit per customer leaves", async () => {
    const limited = giftAction(7, { title: 'Spring gifts', userPoints: 5000, maxOrderItems: 3 });
    const { user } = renderPage({ actions: [limited] });
    await screen.findByTestId('gift-user-points', {}, slow);
    expect(screen.getByText('At most 3 gifts per customer; ordered so far: 1')).toBeTruthy();
    await user.click(addButton('A100 Torch'));
    await user.click(addButton('A100 Torch'));
    expect(placeOrderButton().hasAttribute('disabled')).toBe(false);
    await user.click(addButton('A100 Torch'));
    expect(screen.getByText(englishT('giftPortalOverActionLimit', { max: 2 }))).toBeTruthy();
    expect(placeOrderButton().hasAttribute('disabled')).toBe(true);
  });

  it('asks for the contact person and phone before sending', async () => {
    const { fetchSpy, user } = renderPage();
    await openSpring(user);
    await user.click(addButton('A100 Torch'));
    const person = screen.getByRole<HTMLInputElement>('textbox', { name: /Contact person/ });
    // The signed-in user's name is offered.
    expect(person.value).toBe('Olena Koval');
    expect(person.getAttribute('maxlength')).toBe('100');
    expect(screen.getByRole('textbox', { name: /Contact phone/ }).getAttribute('maxlength')).toBe(
      '30',
    );
    await user.clear(person);
    await pasteInto(user, person, '   ');
    await user.click(placeOrderButton());
    expect(screen.getAllByText(englishT('requiredField'))).toHaveLength(2);
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.placeOrder)).toEqual([]);
  });

  it('places the order with the contract body, empties the basket and reloads points, stock and orders', async () => {
    const { fetchSpy, user } = renderPage();
    await openSpring(user);
    await waitFor(() => expect(within(myOrdersTable()).getAllByRole('row')).toHaveLength(2), slow);
    await user.click(addButton('A100 Torch'));
    await user.click(addButton('B200 Drill'));
    await user.clear(quantityOf('A100 Torch'));
    await user.type(quantityOf('A100 Torch'), '1');
    const person = screen.getByRole('textbox', { name: /Contact person/ });
    await user.clear(person);
    await pasteInto(user, person, '  Petro Bondar ');
    await fillContact(user, '+380 67 765 43 21');
    const catalogueLoads = bodiesSentTo(fetchSpy, giftOrdersApi.giftCatalogue).length;
    const actionLoads = bodiesSentTo(fetchSpy, giftOrdersApi.giftActions).length;
    await user.click(placeOrderButton());

    expect(await screen.findByText(englishT('giftPortalOrderPlaced'))).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.placeOrder)).toEqual([
      {
        contentId: 7,
        items: [
          { itemNo: 'A100', sort: 1, quantity: 1 },
          { itemNo: 'B200', sort: 2, quantity: 1 },
        ],
        contactPerson: 'Petro Bondar',
        contactPhone: '+380 67 765 43 21',
      },
    ]);
    expect(screen.getByText(englishT('giftPortalBasketEmpty'))).toBeTruthy();
    // Points and stock are read again: the points dropped by what the server spent.
    await waitFor(() => expect(testText('gift-user-points')).toBe('400.50'));
    expect(screen.getByTestId('gift-action-points-7').textContent).toBe('400.50');
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.giftCatalogue).length).toBeGreaterThan(
      catalogueLoads,
    );
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.giftActions).length).toBeGreaterThan(actionLoads);
    // The new orders are in My orders.
    await waitFor(() => expect(within(myOrdersTable()).getAllByRole('row')).toHaveLength(4));
    // The contacts stay for the next order.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Contact phone/ }).value).toBe(
      '+380 67 765 43 21',
    );
  });

  it("shows the server's refusal and keeps the basket", async () => {
    const refusal = 'Not enough stock of A100: 1 left';
    const { fetchSpy, user } = renderPage({
      answers: {
        [giftOrdersApi.placeOrder]: {
          status: 409,
          body: { code: 'conflict', message: refusal },
        },
      },
    });
    await openSpring(user);
    await user.click(addButton('A100 Torch'));
    await user.click(addButton('A100 Torch'));
    await fillContact(user);
    await user.click(placeOrderButton());

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.placeOrder)).toHaveLength(1);
    expect(quantityOf('A100 Torch').value).toBe('2');
    expect(testText('gift-basket-total')).toBe('600.00');
    expect(testText('gift-user-points')).toBe('1000.50');
    await waitFor(() => expect(placeOrderButton().hasAttribute('disabled')).toBe(false));
  });

  it('keeps a basket per action while the customer looks at another', async () => {
    const { fetchSpy, user } = renderPage();
    await openSpring(user);
    await user.click(addButton('A100 Torch'));
    await user.click(screen.getByRole('button', { name: /Summer gifts/ }));
    await waitFor(() => expect(testText('gift-user-points')).toBe('12.00'));
    expect(screen.getByText(englishT('giftPortalBasketEmpty'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Spring gifts/ }));
    await waitFor(() => expect(testText('gift-user-points')).toBe('1000.50'));
    expect(quantityOf('A100 Torch').value).toBe('1');
    // Coming back reads the catalogue again: points and stock may have changed.
    expect(bodiesSentTo(fetchSpy, giftOrdersApi.giftCatalogue)).toEqual([7, 8, 7]);
  });
});
