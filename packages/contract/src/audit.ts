import { z } from 'zod';
import { maxSearchLength, pagedAnswerSchema, pageRequestSchema } from './api.js';
import { englishT as t, type TextKey } from './text/catalogue.js';
import { isOneOf } from './one-of.js';

/** What an audit row records (`writeAudit`'s `action`). */
export const auditActions = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof auditActions)[number];

/** The catalogue key of each action's name. */
export const auditActionKeys: Record<AuditAction, TextKey> = {
  create: 'auditActionCreate',
  update: 'auditActionUpdate',
  delete: 'auditActionDelete',
};

export const isAuditAction = (value: string): value is AuditAction => isOneOf(auditActions, value);

/** What `record` holds under `key` itself (never what its prototype has), or undefined. */
const ownValue = <Value>(record: Partial<Record<string, Value>>, key: string): Value | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * The names of the entity codes the features write (`writeAudit`'s `entity`);
 * a code not listed here is shown as it is.
 */
const auditEntityKeys: Partial<Record<string, TextKey>> = {
  banner: 'auditEntityBanner',
  bug: 'auditEntityBug',
  catalogNode: 'auditEntityCatalogNode',
  content: 'auditEntityContent',
  contentTerm: 'auditEntityContentTerm',
  contentGroup: 'auditEntityContentGroup',
  contentItem: 'auditEntityContentItem',
  pointsIncomeRule: 'auditEntityPointsIncomeRule',
  pointsAdjustment: 'auditEntityPointsAdjustment',
  giftOrder: 'auditEntityGiftOrder',
  sales: 'auditEntitySales',
  customer: 'auditEntityCustomer',
  file: 'auditEntityFile',
  folder: 'auditEntityFolder',
  item: 'auditEntityItem',
  'item-criteria': 'auditEntityItemCriteria',
  'item-file': 'auditEntityItemFile',
  'item-translation': 'auditEntityItemTranslation',
  journal: 'auditEntityJournal',
  mail: 'auditEntityMail',
  notification: 'auditEntityNotification',
  request: 'auditEntityRequest',
  user: 'auditEntityUser',
  user_role: 'auditEntityUserRole',
  vehicleItem: 'auditEntityVehicleItem',
  vehicleMark: 'auditEntityVehicleMark',
  vehicleModel: 'auditEntityVehicleModel',
  vehicleType: 'auditEntityVehicleType',
};

/** The catalogue key of an entity code's name; an unknown code has none. */
export const auditEntityKey = (entity: string): TextKey | undefined =>
  ownValue(auditEntityKeys, entity);

/**
 * The names of the fields of the audited records (issue 32); a field not listed
 * here (a feature's new one) is shown by its key.
 */
const auditFieldKeys: Partial<Record<string, TextKey>> = {
  id: 'auditFieldId',
  comId: 'auditFieldComId',
  active: 'auditFieldActive',
  title: 'auditFieldTitle',
  name: 'auditFieldName',
  nameUk: 'auditFieldNameUk',
  description: 'auditFieldDescription',
  sort: 'auditFieldSort',
  ref: 'auditFieldRef',
  url: 'auditFieldUrl',
  bannerId: 'auditFieldBannerId',
  bannerType: 'auditFieldBannerType',
  picFile: 'auditFieldPicFile',
  catalogPicFile: 'auditFieldCatalogPicFile',
  created: 'auditFieldCreated',
  createdAt: 'auditFieldCreatedAt',
  createdBy: 'auditFieldCreatedBy',
  createdDate: 'auditFieldCreatedDate',
  updated: 'auditFieldUpdated',
  updatedAt: 'auditFieldUpdatedAt',
  status: 'auditFieldStatus',
  comment: 'auditFieldComment',
  body: 'auditFieldBody',
  page: 'auditFieldPage',
  authorLogin: 'auditFieldAuthorLogin',
  reporterLogin: 'auditFieldReporterLogin',
  screenshot: 'auditFieldScreenshot',
  userAgent: 'auditFieldUserAgent',
  level: 'auditFieldLevel',
  parentId: 'auditFieldParentId',
  itemGroup: 'auditFieldItemGroup',
  itemSubGroup: 'auditFieldItemSubGroup',
  img: 'auditFieldImg',
  col: 'auditFieldCol',
  contentId: 'auditFieldContentId',
  contentType: 'auditFieldContentType',
  parentContentId: 'auditFieldParentContentId',
  isGift: 'auditFieldIsGift',
  dateFrom: 'auditFieldDateFrom',
  dateTo: 'auditFieldDateTo',
  orderFrom: 'auditFieldOrderFrom',
  orderTo: 'auditFieldOrderTo',
  allowOrder: 'auditFieldAllowOrder',
  hideOrderButton: 'auditFieldHideOrderButton',
  hideGifts: 'auditFieldHideGifts',
  showRating: 'auditFieldShowRating',
  maxOrderItems: 'auditFieldMaxOrderItems',
  costName: 'auditFieldCostName',
  incomeStop: 'auditFieldIncomeStop',
  incomeStoppedAt: 'auditFieldIncomeStoppedAt',
  isFinished: 'auditFieldIsFinished',
  add14Days: 'auditFieldAdd14Days',
  autoShipment: 'auditFieldAutoShipment',
  alias: 'auditFieldAlias',
  text: 'auditFieldText',
  thumbFile: 'auditFieldThumbFile',
  slideFile: 'auditFieldSlideFile',
  mainPic: 'auditFieldMainPic',
  firstPic: 'auditFieldFirstPic',
  exclude: 'auditFieldExclude',
  custNo: 'auditFieldCustNo',
  custName: 'auditFieldCustName',
  mainCode: 'auditFieldMainCode',
  respCenter: 'auditFieldRespCenter',
  locationCode: 'auditFieldLocationCode',
  discGroup: 'auditFieldDiscGroup',
  loyaltyCode: 'auditFieldLoyaltyCode',
  area: 'auditFieldArea',
  segment: 'auditFieldSegment',
  salespersonCode: 'auditFieldSalespersonCode',
  salespersonName: 'auditFieldSalespersonName',
  legalEntity: 'auditFieldLegalEntity',
  paymentMethod: 'auditFieldPaymentMethod',
  brands: 'auditFieldBrands',
  groups: 'auditFieldGroups',
  subGroups: 'auditFieldSubGroups',
  items: 'auditFieldItems',
  brand: 'auditFieldBrand',
  groupId: 'auditFieldGroupId',
  parentGroupId: 'auditFieldParentGroupId',
  giftGroup: 'auditFieldGiftGroup',
  itemNo: 'auditFieldItemNo',
  itemName: 'auditFieldItemName',
  itemId: 'auditFieldItemId',
  itemType: 'auditFieldItemType',
  navItemNo: 'auditFieldNavItemNo',
  quantity: 'auditFieldQuantity',
  giftEntryStatus: 'auditFieldGiftEntryStatus',
  postingDate: 'auditFieldPostingDate',
  contactPerson: 'auditFieldContactPerson',
  contactPhone: 'auditFieldContactPhone',
  login: 'auditFieldLogin',
  reversesId: 'auditFieldReversesId',
  importedAt: 'auditFieldImportedAt',
  importedBy: 'auditFieldImportedBy',
  fileName: 'auditFieldFileName',
  originalName: 'auditFieldOriginalName',
  fileType: 'auditFieldFileType',
  fileDescript: 'auditFieldFileDescript',
  fileSize: 'auditFieldFileSize',
  pathName: 'auditFieldPathName',
  lines: 'auditFieldLines',
  balance: 'auditFieldBalance',
  balanceDate: 'auditFieldBalanceDate',
  eMail: 'auditFieldEMail',
  eMailConfirmed: 'auditFieldEMailConfirmed',
  phone: 'auditFieldPhone',
  fullName: 'auditFieldFullName',
  analyst: 'auditFieldAnalyst',
  groupCode: 'auditFieldGroupCode',
  subGroupCode: 'auditFieldSubGroupCode',
  hidden: 'auditFieldHidden',
  lang: 'auditFieldLang',
  longText: 'auditFieldLongText',
  shortText: 'auditFieldShortText',
  manual: 'auditFieldManual',
  sourceType: 'auditFieldSourceType',
  translatedLangs: 'auditFieldTranslatedLangs',
  value: 'auditFieldValue',
  month: 'auditFieldMonth',
  coverKey: 'auditFieldCoverKey',
  fileKey: 'auditFieldFileKey',
  message: 'auditFieldMessage',
  template: 'auditFieldTemplate',
  type: 'auditFieldType',
  userComment: 'auditFieldUserComment',
  delayCount: 'auditFieldDelayCount',
  delayDate: 'auditFieldDelayDate',
  blocked: 'auditFieldBlocked',
  blockReason: 'auditFieldBlockReason',
  staffBlock: 'auditFieldStaffBlock',
  role: 'auditFieldRole',
  roles: 'auditFieldRoles',
  passwordChanged: 'auditFieldPasswordChanged',
  lastSeenAt: 'auditFieldLastSeenAt',
  userId: 'auditFieldUserId',
  requestId: 'auditFieldRequestId',
  expiresAt: 'auditFieldExpiresAt',
  usedAt: 'auditFieldUsedAt',
  ip: 'auditFieldIp',
  subject: 'auditFieldSubject',
  toAddress: 'auditFieldToAddress',
  sentAt: 'auditFieldSentAt',
  attempts: 'auditFieldAttempts',
  lastError: 'auditFieldLastError',
  mark: 'auditFieldMark',
  markId: 'auditFieldMarkId',
  model: 'auditFieldModel',
  modelId: 'auditFieldModelId',
  typeId: 'auditFieldTypeId',
  typeName: 'auditFieldTypeName',
  fuel: 'auditFieldFuel',
  engines: 'auditFieldEngines',
  kw: 'auditFieldKw',
  hp: 'auditFieldHp',
  capacity: 'auditFieldCapacity',
  cylinders: 'auditFieldCylinders',
  bodyType: 'auditFieldBodyType',
  driveType: 'auditFieldDriveType',
  engineType: 'auditFieldEngineType',
  image: 'auditFieldImage',
};

/** The catalogue key of an audited field's name; an unknown field has none. */
export const auditFieldKey = (field: string): TextKey | undefined =>
  ownValue(auditFieldKeys, field);

/**
 * The audit viewer's calls (`POST /api/<Area>/<Action>`, DESIGN §3; matched
 * case-insensitively), Admin only, limited to the caller's company.
 */
export const auditApi = {
  /** Body `{size, page, desc, entity, login, action, from, to}`: newest first unless `desc` is false. */
  auditPage: '/api/Audit/AuditPage',
  /** No body: the entity codes the company's audit rows hold, for the entity filter. */
  auditEntities: '/api/Audit/AuditEntities',
} as const;

export const auditScreens = { list: '/admin/audit' } as const;

/** The longest filter texts the list takes: entity codes are short, a login as long as a search. */
const auditFilterLimits = { entity: 50, login: maxSearchLength } as const;

const actionChoices = ['', ...auditActions] as const;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A bound of the period: a date (`YYYY-MM-DD`, a whole day in UTC) or an ISO
 * timestamp with its offset (the web app sends the browser's day boundaries).
 */
const periodBound = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: t('auditDateInvalid') })
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1 && year <= 9999;
    },
    { error: t('auditDateInvalid') },
  );

/** A bound of the period, or none: empty or null, as every empty filter of the API (issue 31). */
const optionalPeriodBound = z
  .union([z.literal(''), periodBound], { error: t('auditDateInvalid') })
  .nullish()
  .transform((value) => value || null);

/** Body of `AuditPage`: a page of the log and its filters; an empty filter selects every row. */
export const auditPageRequestSchema = pageRequestSchema.extend({
  desc: z.boolean().default(true),
  entity: z.string().trim().max(auditFilterLimits.entity).default(''),
  login: z.string().trim().max(auditFilterLimits.login).default(''),
  action: z.enum(actionChoices, { error: t('auditActionUnknown') }).default(''),
  /** The period's start, included; empty or null: no start. */
  from: optionalPeriodBound,
  /** The period's end: a date includes that whole day; a timestamp is excluded; empty or null: no end. */
  to: optionalPeriodBound,
});
export type AuditPageRequest = z.input<typeof auditPageRequestSchema>;
export type AuditPageQuery = z.output<typeof auditPageRequestSchema>;

/** The first instant of the period a `from` names: a date's first moment, or the timestamp. */
export const periodStart = (from: string): Date => new Date(from);

/** The first instant after the period a `to` names: a date's next day, or the timestamp itself. */
export function periodEnd(to: string): Date {
  const end = new Date(to);
  if (datePattern.test(to)) end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

const auditRowSchema = z.object({
  id: z.number().int(),
  /** When, as an ISO timestamp. */
  at: z.string(),
  login: z.string(),
  comId: z.number().int(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  /** The record before the change (null for a creation), as the feature wrote it. */
  before: z.unknown(),
  /** The record after the change (null for a deletion). */
  after: z.unknown(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/**
 * How far AuditPage counts the matching rows (or ALL_ROWS_CAP, when larger):
 * counting a million rows costs far more than reading a page, and nobody pages
 * past this many changes; filters narrow the list instead.
 */
export const auditCountLimit = 10_000;

/** A page of the log; `totalCapped`: more rows match than `total` (the counting stopped there). */
export const auditPageAnswerSchema = pagedAnswerSchema(auditRowSchema).extend({
  totalCapped: z.boolean(),
});
export type AuditPageAnswer = z.infer<typeof auditPageAnswerSchema>;

export const auditEntitiesAnswerSchema = z.array(z.string());

/** One line of the before/after view. */
interface AuditChange {
  field: string;
  /** Absent (undefined) where the field did not exist on that side. */
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal by value: objects key by key in any order, arrays element by element. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]))
    );
  }
  return false;
}

/** The fields of a side; a value that is no object is one field without a name. */
const fieldsOf = (value: unknown): Record<string, unknown> =>
  isRecord(value) ? value : value === null || value === undefined ? {} : { '': value };

/**
 * What the before/after view shows: a creation every field of `after`, a
 * deletion every field of `before`, any other change only the fields whose
 * values differ (nested objects compared by value), in the order of `after`
 * and then the fields only `before` had.
 */
export function auditChanges(action: string, before: unknown, after: unknown): AuditChange[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  if (action === 'create')
    return Object.entries(now).map(([field, value]) => ({
      field,
      before: undefined,
      after: value,
    }));
  if (action === 'delete')
    return Object.entries(old).map(([field, value]) => ({
      field,
      before: value,
      after: undefined,
    }));
  const fields = [...new Set([...Object.keys(now), ...Object.keys(old)])];
  return fields
    .map((field) => ({
      field,
      before: ownValue(old, field),
      after: ownValue(now, field),
    }))
    .filter((change) => !sameValue(change.before, change.after));
}

/** A value of the view as text: strings as they are, anything else as JSON, nothing for absent. */
export function auditValueText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
