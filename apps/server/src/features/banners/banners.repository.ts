import { and, eq, type SQL } from 'drizzle-orm';
import { companyRows } from '../../platform/db/company-rows.js';
import { holdsText } from '../../platform/db/list-conditions.js';
import type { Executor } from '../../platform/db/database.js';
import { inDirection } from '../../platform/db/sorted-page.js';
import { banners } from './banners.schema.js';
import { countRows } from '../../platform/db/count-rows.js';

export type BannerRow = typeof banners.$inferSelect;

const sortColumns = {
  title: banners.title,
  bannerType: banners.bannerType,
  sort: banners.sort,
  created: banners.created,
  active: banners.active,
} as const;
export type BannerSortColumn = keyof typeof sortColumns;

function listCondition(
  comId: number,
  filter: string | undefined,
  activeOnly = false,
): SQL | undefined {
  return and(
    eq(banners.comId, comId),
    holdsText(banners.title, filter),
    activeOnly ? eq(banners.active, true) : undefined,
  );
}

export async function listBanners(
  db: Executor,
  options: {
    comId: number;
    filter?: string | undefined;
    activeOnly?: boolean;
    orderBy: BannerSortColumn;
    desc: boolean;
    limit?: number;
    offset?: number;
  },
): Promise<BannerRow[]> {
  const query = db
    .select()
    .from(banners)
    .where(listCondition(options.comId, options.filter, options.activeOnly))
    .orderBy(...inDirection(options.desc, [sortColumns[options.orderBy], banners.bannerId]))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit).offset(options.offset ?? 0);
  return query;
}

export async function countBanners(
  db: Executor,
  comId: number,
  filter: string | undefined,
): Promise<number> {
  return countRows(db, banners, listCondition(comId, filter));
}

/** The banner by id in this company (find, lock, insert, update, delete); another company's banner is not found. */
export const bannerRows = companyRows(banners, { comId: banners.comId, id: banners.bannerId });
