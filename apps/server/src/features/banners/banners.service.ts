import type { z } from 'zod';
import {
  bannerTypes,
  messages,
  noBannerType,
  type BannerPictureField,
  type bannerFormSchema,
  type PageQuery,
  type PageRequest,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { deleteAudited, saveAudited, type AuditedRecord } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest, orNotFound } from '../../platform/http/errors.js';
import type { ParsedForm } from '../../platform/http/multipart.js';
import { searchedPage } from '../../platform/http/paging.js';
import { formPictures, writeWithPictures } from '../../platform/storage/pictures.js';
import { deleteKeys, type Storage } from '../../platform/storage/storage.js';
import * as repo from './banners.repository.js';

/** The create and update form, its text fields checked by the contract's schema. */
export type BannerForm = ParsedForm<typeof bannerFormSchema>;

const sortColumns: readonly repo.BannerSortColumn[] = [
  'title',
  'bannerType',
  'sort',
  'created',
  'active',
];

type BannerFields = z.output<typeof bannerFormSchema>;

/** The banner rules of C§5 beyond the shape of the form (which the route checked). */
function validateBannerForm(banner: BannerFields): BannerFields {
  if (banner.bannerType === noBannerType) {
    throw badRequest('bannerTypeRequired', undefined, {
      bannerType: [messages.bannerTypeRequired],
    });
  }
  if (!bannerTypes.some((type) => type.id === banner.bannerType)) {
    throw badRequest('bannerTypeUnknown', undefined, { bannerType: [messages.bannerTypeUnknown] });
  }
  const missing = (['title', 'ref'] as const).filter((field) => banner[field] === '');
  if (missing.length > 0) {
    throw badRequest(
      'bannerRequiredFields',
      undefined,
      Object.fromEntries(missing.map((field) => [field, [messages.requiredField]])),
    );
  }
  return banner;
}

const bannerRecord: AuditedRecord<repo.BannerRow> = {
  entity: 'banner',
  id: (row) => row.bannerId,
  notFound: 'bannerNotFound',
};

/** The columns a banner form sets; the id, company and pictures are handled apart. */
function editableValues({ bannerType, sort, active, title, ref }: BannerFields) {
  return { bannerType, sort, active, title, ref };
}

export class BannersService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
    private readonly allRowsCap: number,
  ) {}

  page(comId: number, request: PageRequest, query: PageQuery) {
    const sort = { columns: sortColumns, fallback: 'sort' } as const;
    return searchedPage(request, query, this.allRowsCap, sort, {
      rows: (criteria) => repo.listBanners(this.db, { comId, ...criteria }),
      total: (filter) => repo.countBanners(this.db, comId, filter),
    });
  }

  list(comId: number, activeOnly: boolean) {
    return repo.listBanners(this.db, { comId, activeOnly, orderBy: 'sort', desc: false });
  }

  async get(comId: number, bannerId: number) {
    return orNotFound(repo.bannerRows.find(this.db, comId, bannerId), 'bannerNotFound');
  }

  async create(actor: SignedInUser, form: BannerForm) {
    const fields = validateBannerForm(form.fields);
    return writeWithPictures(this.storage, this.pictures(actor.comId, form), (pictures) =>
      saveAudited(this.db, actor, bannerRecord, undefined, (tx) =>
        repo.bannerRows.insert(tx, { comId: actor.comId, ...editableValues(fields), ...pictures }),
      ),
    );
  }

  async update(actor: SignedInUser, form: BannerForm) {
    const fields = validateBannerForm(form.fields);
    const before = await this.get(actor.comId, fields.bannerId);
    const upload = { ...this.pictures(actor.comId, form), before };
    return writeWithPictures(this.storage, upload, (pictures) =>
      saveAudited(this.db, actor, bannerRecord, before, (tx) =>
        repo.bannerRows.update(tx, actor.comId, before.bannerId, {
          ...editableValues(fields),
          ...pictures,
        }),
      ),
    );
  }

  async delete(actor: SignedInUser, bannerId: number): Promise<void> {
    const before = await this.get(actor.comId, bannerId);
    await deleteAudited(this.db, actor, bannerRecord, before, (tx) =>
      repo.bannerRows.delete(tx, actor.comId, bannerId),
    );
    await deleteKeys(this.storage, [before.picFile, before.catalogPicFile]);
  }

  async deletePicture(actor: SignedInUser, bannerId: number, field: BannerPictureField) {
    const before = await this.get(actor.comId, bannerId);
    const updated = await saveAudited(this.db, actor, bannerRecord, before, (tx) =>
      repo.bannerRows.update(tx, actor.comId, bannerId, { [field]: null }),
    );
    await deleteKeys(this.storage, [before[field]]);
    return updated;
  }

  private pictures(comId: number, form: BannerForm) {
    const parts = { picFile: 'picFile', catalogPicFile: 'catalogPicFile' };
    return formPictures(
      `banners/${comId}`,
      form,
      parts satisfies Record<BannerPictureField, string>,
    );
  }
}
