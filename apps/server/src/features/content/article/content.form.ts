import {
  actionType,
  brokenArticleRule,
  contentLimits,
  defaultCostName,
  englishT,
  itemTypeOf,
  itemTypes,
  maxDbInt,
  orderWindow,
  type ActionDateField,
  type ArticleDates,
  type ArticleFields,
  type TextKey,
  type TextParams,
} from '@bo/contract';
import { badRequest } from '../../../platform/http/errors.js';
import type { MultipartForm } from '../../../platform/http/multipart.js';

/** The flags of the article (B§3), each a checkbox of the editor. */
export const articleFlags = [
  'active',
  'isGift',
  'incomeStop',
  'isFinished',
  'add14Days',
  'autoShipment',
  'showRating',
  'hideGifts',
  'hideOrderButton',
  'allowOrder',
] as const;
type ArticleFlag = (typeof articleFlags)[number];

const textFields = [
  'contentType',
  'parentContentId',
  'title',
  'alias',
  'description',
  'text',
  'maxOrderItems',
  'costName',
  'dateFrom',
  'dateTo',
  'orderFrom',
  'orderTo',
] as const;
type TextField = (typeof textFields)[number];

/** What the editor's form holds, as text, before it is read: every field optional. */
export type ArticleFormText = Partial<Record<TextField | ArticleFlag | 'contentId', string>>;

/**
 * The article's values as the form sets them (the company, id and pictures are
 * handled apart); the alias as typed (the service makes it unique) and the
 * text not yet sanitised.
 */
export type ArticleValues = ArticleFields;

/** The text of a new article's form: what B§3 and the editor start with. */
export const newArticleText: Required<Omit<ArticleFormText, 'contentId'>> = {
  contentType: '',
  parentContentId: '0',
  title: '',
  alias: '',
  description: '',
  text: '',
  maxOrderItems: '0',
  costName: defaultCostName,
  dateFrom: '',
  dateTo: '',
  orderFrom: '',
  orderTo: '',
  active: 'true',
  isGift: 'false',
  incomeStop: 'false',
  isFinished: 'false',
  add14Days: 'false',
  autoShipment: 'false',
  showRating: 'false',
  hideGifts: 'false',
  hideOrderButton: 'false',
  allowOrder: 'false',
};

const knownFields = [...textFields, ...articleFlags, 'contentId'] as const;
const byLowerName = new Map<string, (typeof knownFields)[number]>(
  knownFields.map((name) => [name.toLowerCase(), name]),
);

/** The form's fields under their names, whatever their letter case ('ContentType', 'contenttype'); others are dropped. */
export function articleFormText(fields: MultipartForm['fields']): ArticleFormText {
  const known: ArticleFormText = {};
  for (const [name, value] of Object.entries(fields)) {
    const field = byLowerName.get(name.toLowerCase());
    if (field) known[field] = value;
  }
  return known;
}

const refuse = (field: string, key: TextKey, params?: TextParams) =>
  badRequest(key, params, { [field]: [englishT(key, params)] });

function flagOf(field: ArticleFlag, value: string): boolean {
  const word = value.trim().toLowerCase();
  if (word === 'true' || word === '1' || word === 'on') return true;
  if (word === 'false' || word === '0' || word === '') return false;
  throw refuse(field, 'contentFlagInvalid', { field });
}

/** A whole number of the form; '' is `empty`, anything else but digits is undefined. */
function wholeNumber(value: string, empty: number): number | undefined {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'null') return empty;
  if (!/^\d{1,10}$/.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return number <= maxDbInt ? number : undefined;
}

/**
 * The action date an update sets (B§5): dateFrom when only it changes, else
 * dateTo (a new content, both changed, or dateTo alone).
 */
export function actionDateSet(stored: ArticleFormText, sent: ArticleFormText): ActionDateField {
  const changed = (field: ActionDateField) =>
    sent[field] !== undefined && sent[field].trim() !== (stored[field] ?? '');
  return changed('dateFrom') && !changed('dateTo') ? 'dateFrom' : 'dateTo';
}

/** The id of the content an update names. */
export function contentIdOf(text: string | undefined): number {
  const id = wholeNumber(text ?? '', 0);
  if (!id) throw refuse('contentId', 'contentIdInvalid');
  return id;
}

/** A date the database and the window's arithmetic accept: `YYYY-MM-DD`, a real day, years 1900-9899. */
export function isFormDate(value: string): boolean {
  if (!/^(19|[2-9]\d)\d{2}-\d{2}-\d{2}$/.test(value) || value >= '9900') return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const dateFields = ['dateFrom', 'dateTo', 'orderFrom', 'orderTo'] as const;

/**
 * Reads and checks an article form (B§4, B§5): its shape first (flags, ids),
 * then B§5's rules in their order with B§5's texts, then the limits of B§9
 * and the title. While add14Days is on, the order window is computed from
 * the action dates and the sent one is ignored. The flags B§4 shows only for
 * some types are cleared on the others. A conflict of the action dates is
 * refused on `dateSet`, the one the form set (B§5).
 */
export function readArticleForm(
  text: ArticleFormText,
  dateSet: ActionDateField = 'dateTo',
): ArticleValues {
  const form = { ...newArticleText, ...text };
  const flags = Object.fromEntries(
    articleFlags.map((flag) => [flag, flagOf(flag, form[flag])]),
  ) as Record<ArticleFlag, boolean>;
  const parentContentId = wholeNumber(form.parentContentId, 0);
  if (parentContentId === undefined) throw refuse('parentContentId', 'contentParentInvalid');
  const contentType = wholeNumber(form.contentType, 0) ?? 0;

  const sent: ArticleDates = {
    dateFrom: form.dateFrom.trim(),
    dateTo: form.dateTo.trim(),
    orderFrom: form.orderFrom.trim(),
    orderTo: form.orderTo.trim(),
  };
  // A malformed date counts as missing for the rules; it is named below if it is the first one.
  const dates: ArticleDates = { ...sent };
  for (const field of dateFields) if (!isFormDate(dates[field])) dates[field] = '';
  if (flags.add14Days) Object.assign(dates, orderWindow(dates, flags));

  const description = form.description.trim();
  const broken = brokenArticleRule({
    contentType,
    description,
    add14Days: flags.add14Days,
    dateSet,
    ...dates,
  });
  if (broken) {
    const { field, key } = broken;
    const malformed = key === 'contentEnterDate' && sent[field as keyof ArticleDates] !== '';
    throw refuse(field, malformed ? 'contentDateInvalid' : key);
  }

  const title = form.title.trim();
  if (title === '') throw refuse('title', 'contentTitleRequired');
  if (title.length > contentLimits.titleMax)
    throw refuse('title', 'contentTitleTooLong', { max: contentLimits.titleMax });
  const costName = form.costName.trim() || defaultCostName;
  if (costName.length > contentLimits.costNameMax)
    throw refuse('costName', 'contentCostNameTooLong', { max: contentLimits.costNameMax });
  const maxOrderItems = wholeNumber(form.maxOrderItems, 0);
  if (maxOrderItems === undefined || maxOrderItems > contentLimits.maxOrderItemsMax)
    throw refuse('maxOrderItems', 'contentMaxOrderItemsInvalid', {
      max: contentLimits.maxOrderItemsMax,
    });
  if (form.text.length > contentLimits.textMax)
    throw refuse('text', 'contentTextTooLong', { max: contentLimits.textMax });

  const isGift = flags.isGift && contentType === actionType;
  const giftItems = itemTypeOf(contentType, isGift) === itemTypes.gift;
  return {
    ...flags,
    contentType,
    parentContentId,
    title,
    alias: form.alias.trim(),
    description,
    text: form.text,
    maxOrderItems,
    costName,
    ...dates,
    isGift,
    incomeStop: flags.incomeStop && giftItems,
    isFinished: flags.isFinished && giftItems,
  };
}
