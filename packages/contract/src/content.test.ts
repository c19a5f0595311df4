import { describe, expect, it } from 'vitest';
import {
  actionDatesConflict,
  addDays,
  autoShipmentWindowDays,
  brokenArticleRule,
  brokenDateRule,
  fourteenDaysMs,
  orderWindow,
  type ArticleDates,
} from './index.js';
import { englishT } from './text/catalogue.js';

const dayMs = 86_400_000;
const msBetween = (from: string, to: string) =>
  Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);

describe('the order window (B§4, B§9)', () => {
  const flags = (add14Days: boolean, autoShipment: boolean) => ({ add14Days, autoShipment });
  const entered = { orderFrom: '2027-01-01', orderTo: '2027-01-02' };
  // 14 days after dateFrom is the leap day 2028-02-29.
  const action: ArticleDates = { dateFrom: '2028-02-15', dateTo: '2028-02-20', ...entered };

  it('takes 14 days as 1209600000 ms and the auto-shipment window as 90 days', () => {
    expect(fourteenDaysMs).toBe(1_209_600_000);
    expect(autoShipmentWindowDays).toBe(90);
    expect(msBetween('2028-02-15', addDays('2028-02-15', 14))).toBe(fourteenDaysMs);
  });

  it('adds 14 days to both action dates with add14Days alone, across the leap day', () => {
    const window = orderWindow(action, flags(true, false));
    expect(window).toEqual({ orderFrom: '2028-02-29', orderTo: '2028-03-05' });
    expect(msBetween(action.dateFrom, window.orderFrom)).toBe(fourteenDaysMs);
    expect(msBetween(action.dateTo, window.orderTo)).toBe(fourteenDaysMs);
  });

  it('starts 14 days after dateTo and lasts 90 days with both on', () => {
    const window = orderWindow(action, flags(true, true));
    expect(window).toEqual({ orderFrom: '2028-03-05', orderTo: '2028-06-03' });
    expect(msBetween(action.dateTo, window.orderFrom)).toBe(fourteenDaysMs);
    expect(msBetween(window.orderFrom, window.orderTo)).toBe(90 * dayMs);
    // Starting on the leap day.
    expect(orderWindow({ ...action, dateTo: '2028-02-15' }, flags(true, true))).toEqual({
      orderFrom: '2028-02-29',
      orderTo: '2028-05-29',
    });
  });

  it('equals the action dates with add14Days off, whether autoShipment is on or not', () => {
    const dates = { orderFrom: action.dateFrom, orderTo: action.dateTo };
    expect(orderWindow(action, flags(false, false))).toEqual(dates);
    expect(orderWindow(action, flags(false, true))).toEqual(dates);
  });

  it('crosses a month and a year end', () => {
    const december: ArticleDates = { dateFrom: '2027-12-25', dateTo: '2027-12-31', ...entered };
    expect(orderWindow(december, flags(true, false))).toEqual({
      orderFrom: '2028-01-08',
      orderTo: '2028-01-14',
    });
    // 14 January 2028 + 90 days, through the 29 days of February.
    expect(orderWindow(december, flags(true, true))).toEqual({
      orderFrom: '2028-01-14',
      orderTo: '2028-04-13',
    });
    const nonLeap: ArticleDates = { dateFrom: '2027-02-15', dateTo: '2027-02-28', ...entered };
    expect(orderWindow(nonLeap, flags(true, false))).toEqual({
      orderFrom: '2027-03-01',
      orderTo: '2027-03-14',
    });
    const monthEnd: ArticleDates = { dateFrom: '2028-01-31', dateTo: '2028-04-30', ...entered };
    expect(orderWindow(monthEnd, flags(true, true))).toEqual({
      orderFrom: '2028-05-14',
      orderTo: '2028-08-12',
    });
  });

  it('leaves the window as it is while an action date is missing', () => {
    for (const missing of [{ dateFrom: '' }, { dateTo: '' }, { dateFrom: '', dateTo: '' }]) {
      for (const [add14Days, autoShipment] of [
        [true, true],
        [true, false],
        [false, true],
        [false, false],
      ] as const) {
        expect(orderWindow({ ...action, ...missing }, flags(add14Days, autoShipment))).toEqual(
          entered,
        );
      }
    }
  });

  it('keeps an entered window with add14Days off when the action dates did not change', () => {
    expect(orderWindow(action, flags(false, false), false)).toEqual(entered);
    expect(orderWindow(action, flags(false, true), false)).toEqual(entered);
    // add14Days on computes the window whatever changed.
    expect(orderWindow(action, flags(true, false), false)).toEqual({
      orderFrom: '2028-02-29',
      orderTo: '2028-03-05',
    });
    expect(orderWindow(action, flags(true, true), false)).toEqual({
      orderFrom: '2028-03-05',
      orderTo: '2028-06-03',
    });
  });
});

describe('the date rules (B§5)', () => {
  const valid: ArticleDates = {
    dateFrom: '2028-02-15',
    dateTo: '2028-02-20',
    orderFrom: '2028-02-29',
    orderTo: '2028-03-05',
  };

  it('passes a window that keeps every rule, either way of add14Days', () => {
    expect(brokenDateRule(valid, true)).toBeUndefined();
    expect(brokenDateRule(valid, false)).toBeUndefined();
  });

  it('names each broken rule once, with its field and text', () => {
    expect(brokenDateRule({ ...valid, dateFrom: '2028-02-21' }, false, 'dateFrom')).toEqual({
      field: 'dateFrom',
      key: 'contentDateFromAfterTo',
    });
    expect(brokenDateRule({ ...valid, orderFrom: '2028-03-06' }, true)).toEqual({
      field: 'orderFrom',
      key: 'contentOrderFromAfterTo',
    });
    expect(brokenDateRule({ ...valid, orderTo: valid.orderFrom }, true)).toEqual({
      field: 'orderTo',
      key: 'contentOrderToNotAfterFrom',
    });
    expect(englishT('contentDateFromAfterTo')).toBe('Date from must not be after date to');
    expect(englishT('contentOrderToNotAfterFrom')).toBe('Order to must be after order from');
  });

  it('refuses a conflict of the action dates on the one set, dateTo when unknown', () => {
    const early = { ...valid, dateTo: '2028-02-10' };
    const onDateTo = { field: 'dateTo', key: 'contentDateToNotAfterFrom' };
    expect(brokenDateRule(early, false, 'dateTo')).toEqual(onDateTo);
    expect(brokenDateRule(early, false)).toEqual(onDateTo);
    expect(brokenDateRule(early, false, 'dateFrom')).toEqual({
      field: 'dateFrom',
      key: 'contentDateFromAfterTo',
    });
    expect(
      brokenArticleRule({ contentType: 3, description: 'd', add14Days: false, ...early }),
    ).toEqual(onDateTo);
    expect(actionDatesConflict(early)).toBe(true);
    expect(actionDatesConflict({ ...valid, dateTo: valid.dateFrom })).toBe(true);
    expect(actionDatesConflict(valid)).toBe(false);
    expect(actionDatesConflict({ ...valid, dateTo: '' })).toBe(false);
  });

  it('refuses equal action dates on dateTo, not on dateFrom', () => {
    expect(brokenDateRule({ ...valid, dateTo: valid.dateFrom }, false, 'dateFrom')).toEqual({
      field: 'dateTo',
      key: 'contentDateToNotAfterFrom',
    });
    expect(brokenDateRule({ ...valid, dateTo: valid.dateFrom }, false)).toEqual({
      field: 'dateTo',
      key: 'contentDateToNotAfterFrom',
    });
    expect(brokenDateRule({ ...valid, dateTo: valid.dateFrom }, true)).toEqual({
      field: 'dateTo',
      key: 'contentDateToNotAfterFrom',
    });
  });

  it('wants orderFrom at least dateFrom + 14 days while add14Days is on', () => {
    expect(brokenDateRule({ ...valid, orderFrom: '2028-02-28' }, true)).toEqual({
      field: 'orderFrom',
      key: 'contentOrderFromBefore14Days',
    });
    expect(brokenDateRule({ ...valid, orderFrom: valid.dateFrom }, true)).toEqual({
      field: 'orderFrom',
      key: 'contentOrderFromBefore14Days',
    });
    expect(englishT('contentOrderFromBefore14Days')).toBe(
      'Order from must be at least 14 days after date from',
    );
  });

  it('wants orderFrom only on or after dateFrom while add14Days is off', () => {
    expect(brokenDateRule({ ...valid, orderFrom: '2028-02-28' }, false)).toBeUndefined();
    expect(brokenDateRule({ ...valid, orderFrom: valid.dateFrom }, false)).toBeUndefined();
    expect(brokenDateRule({ ...valid, orderFrom: '2028-02-14' }, false)).toEqual({
      field: 'orderFrom',
      key: 'contentOrderFromBeforeDateFrom',
    });
    // The window orderWindow gives with add14Days off keeps the rules.
    const window = orderWindow(valid, { add14Days: false, autoShipment: true });
    expect(brokenDateRule({ ...valid, ...window }, false)).toBeUndefined();
  });

  it('passes every window orderWindow computes', () => {
    for (const autoShipment of [true, false]) {
      const window = orderWindow(valid, { add14Days: true, autoShipment });
      expect(brokenDateRule({ ...valid, ...window }, true)).toBeUndefined();
    }
  });
});
