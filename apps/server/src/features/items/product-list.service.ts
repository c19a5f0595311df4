import {
  cleanBrands,
  messages,
  productFilterSchema,
  type analystListBodySchema,
  type groupListBodySchema,
  type PagedAnswer,
  type PageRequest,
  type ProductFilter as ProductFilterFields,
  type ProductRow,
  type subGroupListBodySchema,
} from '@bo/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { formValues, type FormFields } from '../../platform/http/form-body.js';
import { badRequest, refusal } from '../../platform/http/errors.js';
import { pagedAnswer, pageWindow, type PageWindow } from '../../platform/http/paging.js';
import { presentCodeName, presentProduct } from './product-list.presenter.js';
import * as repo from './product-list.repository.js';

type GroupListBody = z.output<typeof groupListBodySchema>;
type SubGroupListBody = z.output<typeof subGroupListBodySchema>;
type AnalystListBody = z.output<typeof analystListBodySchema>;

const filterOf = (comId: number, fields: ProductFilterFields): repo.ProductFilter => ({
  comId,
  brands: cleanBrands(fields.brand),
  groupCode: fields.groupCode,
  subGroupCode: fields.subGroupCode,
  analyst: fields.analyst,
});

/** The last value of a single field of the form ('' when absent), its name in any letter case. */
const single = (form: FormFields, name: string) => formValues(form, name).at(-1) ?? '';

/**
 * The filters of ProductList's form (C§7): `brand` repeated (`brand[]` too),
 * `groupCode`, `subGroupCode`, `analyst`; other fields are ignored. Checked
 * by the contract's schema, as ProductPage's body is.
 */
function parseProductForm(form: FormFields): ProductFilterFields {
  const parsed = productFilterSchema.safeParse({
    brand: [...formValues(form, 'brand'), ...formValues(form, 'brand[]')],
    groupCode: single(form, 'groupCode'),
    subGroupCode: single(form, 'subGroupCode'),
    analyst: single(form, 'analyst'),
  });
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = issue?.path.join('.') || 'body';
  if (issue?.code === 'too_big' && issue.origin === 'string') {
    const max = Number(issue.maximum);
    throw badRequest('valueTooLong', { max }, { [field]: [messages.valueTooLong(max)] });
  }
  // The contract's rules word their refusal with the catalogue's texts.
  const words = issue?.message ?? messages.invalidValue;
  throw refusal(words, { [field]: [words] });
}

/** The product catalogue list (C§2.7): the items of the item master, filtered and paged. */
export class ProductListService {
  constructor(
    private readonly db: Database,
    private readonly allRowsCap: number,
  ) {}

  /** ProductPage: one page, or All (`size: 0`, capped). */
  async page(
    comId: number,
    request: PageRequest & ProductFilterFields,
  ): Promise<PagedAnswer<ProductRow>> {
    const filter = filterOf(comId, request);
    const window = pageWindow(request, this.allRowsCap);
    if (filter.brands.length <= 1) {
      const [rows, total] = await Promise.all([
        repo.productRows(this.db, filter, window, request.desc),
        repo.countProducts(this.db, filter),
      ]);
      return pagedAnswer(rows.map(presentProduct), total, request, this.allRowsCap);
    }
    const perBrand = await repo.productCountsByBrand(this.db, filter);
    const total = perBrand.reduce((sum, brand) => sum + brand.total, 0);
    const rows = await this.rowsOfBrands(filter, perBrand, window, request.desc);
    return pagedAnswer(rows.map(presentProduct), total, request, this.allRowsCap);
  }

  /** ProductList: every product of the form's filters, at most ALL_ROWS_CAP. */
  async list(comId: number, form: FormFields): Promise<ProductRow[]> {
    const answer = await this.page(comId, {
      size: 0,
      page: 0,
      desc: false,
      ...parseProductForm(form),
    });
    return answer.rows;
  }

  /**
   * The rows of `window` when several brands are chosen. The list is ordered
   * by brand first, so it is each brand's products in turn: the window takes
   * its rows from the brands it spans, each read as one walk of the order
   * index, where a query for all the brands at once would read every product
   * of them and sort (PostgreSQL 15 walks an index in order for one value of
   * its second column only).
   */
  private async rowsOfBrands(
    filter: repo.ProductFilter,
    perBrand: { brand: string; total: number }[],
    window: PageWindow,
    descending: boolean,
  ): Promise<repo.ProductListRow[]> {
    const rows: repo.ProductListRow[] = [];
    const end = window.offset + window.limit;
    let start = 0;
    for (const { brand, total } of descending ? [...perBrand].reverse() : perBrand) {
      const from = Math.max(window.offset - start, 0);
      const to = Math.min(end - start, total);
      if (from < to) {
        rows.push(
          ...(await repo.productRows(
            this.db,
            { ...filter, brands: [brand] },
            { offset: from, limit: to - from },
            descending,
          )),
        );
      }
      start += total;
      if (start >= end) break;
    }
    return rows;
  }

  /** BrandList: the brand codes that have items. */
  async brands(comId: number): Promise<string[]> {
    return repo.productBrands(this.db, comId);
  }

  /** GroupList: the groups of the chosen brands' items. */
  async groups(comId: number, body: GroupListBody | null | undefined) {
    const rows = await repo.productGroups(this.db, comId, cleanBrands(body?.brand ?? []));
    return rows.map(presentCodeName);
  }

  /** SubGroupList: the chosen group's subgroups of the chosen brands' items; none without a group. */
  async subGroups(comId: number, body: SubGroupListBody | null | undefined) {
    if (!body?.groupCode) return [];
    const rows = await repo.productSubGroups(
      this.db,
      comId,
      cleanBrands(body.brand),
      body.groupCode,
    );
    return rows.map(presentCodeName);
  }

  /** AnalystList: the analysts of the items the brand, group and subgroup choices leave. */
  async analysts(comId: number, body: AnalystListBody | null | undefined): Promise<string[]> {
    return repo.productAnalysts(this.db, {
      comId,
      brands: cleanBrands(body?.brand ?? []),
      groupCode: body?.groupCode ?? '',
      subGroupCode: body?.subGroupCode ?? '',
    });
  }
}
