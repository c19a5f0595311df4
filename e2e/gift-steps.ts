import {
  contentApi,
  giftItemsApi,
  pointsApi,
  type ContentItem,
  type PagedAnswer,
  type PointsRow,
} from '@bo/contract';
import type { APIRequest, APIRequestContext, TestInfo } from '@playwright/test';
import { apiPost, apiSignIn, test } from './fixtures.js';
import { postForm } from './ui-steps.js';

/**
 * Steps of the gift action specs (points.spec.ts, gift-orders.spec.ts): the
 * action made through the API, deleted after the spec, and its gifts read back.
 */

/** An API context of its own, signed in as `login`; the caller disposes of it. */
export async function signedInApi(
  request: APIRequest,
  testInfo: TestInfo,
  login: string,
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    await apiSignIn(api, login);
  } catch (error) {
    await api.dispose();
    throw error;
  }
  return api;
}

/** What a gift action's form sets beside the defaults of createGiftAction. */
interface GiftActionFields {
  title: string;
  description: string;
  text: string;
  dateFrom: string;
  dateTo: string;
  /** Customers may order from the gifts portal. */
  allowOrder?: boolean;
}

/**
 * A gift action made through CreateContent as the editor's form sends it:
 * active, a top-level article, no orders limit, taking orders over its own
 * dates. Answers its content id.
 */
export async function createGiftAction(
  manager: APIRequestContext,
  action: GiftActionFields,
): Promise<number> {
  const { allowOrder, ...fields } = action;
  return postForm<number>(manager, contentApi.create, {
    contentType: '3',
    isGift: 'true',
    active: 'true',
    ...(allowOrder ? { allowOrder: 'true' } : {}),
    parentContentId: '0',
    maxOrderItems: '0',
    ...fields,
    orderFrom: fields.dateFrom,
    orderTo: fields.dateTo,
  });
}

/**
 * After the spec's tests, whatever happened: deletes the gift action
 * `contentId()` answers, if any (its groups, items, rules, adjustments and
 * orders go with it), as the content manager; then `andThen` looks at what is left.
 */
export function deleteGiftActionAfterAll(
  contentId: () => number | undefined,
  andThen?: (manager: APIRequestContext, deletedId: number) => Promise<void>,
) {
  test.afterAll(async ({ playwright }, testInfo) => {
    const id = contentId();
    if (id === undefined) return;
    const api = await signedInApi(playwright.request, testInfo, 'contentmanager');
    await apiPost(api, contentApi.delete, String(id));
    await andThen?.(api, id);
    await api.dispose();
  });
}

/** The gifts (item type 2) of the action, as GiftItems answers them. */
export const giftItems = (request: APIRequestContext, contentId: number): Promise<ContentItem[]> =>
  apiPost<ContentItem[]>(request, giftItemsApi.items, { id: contentId, itemType: 2 });

/** The main code's row of the action's points, read through the Points call. */
export async function pointsOf(
  manager: APIRequestContext,
  contentId: number,
  mainCode: string,
): Promise<PointsRow> {
  const answer = await apiPost<PagedAnswer<PointsRow>>(
    manager,
    pointsApi.points,
    { id: contentId, size: 25, page: 0, desc: false },
    { filter: mainCode },
  );
  const row = answer.rows.find((candidate) => candidate.mainCode === mainCode);
  if (!row) throw new Error(`No points row of ${mainCode}`);
  return row;
}
