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
import { writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest, notFound } from '../../platform/http/errors.js';
import type { ParsedForm } from '../../platform/http/multipart.js';
import { pagedList, searchText, sortColumnOf } from '../../platform/http/paging.js';
import { writeWithPictures } from '../../platform/storage/pictures.js';
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

  async page(comId: number, request: PageRequest, query: PageQuery) {
    const orderBy = sortColumnOf(sortColumns, query.orderBy, 'sort');
    const filter = searchText(query.filter);
    return pagedList(request, this.allRowsCap, {
      rows: (window) =>
        repo.listBanners(this.db, { comId, filter, orderBy, desc: request.desc, ...window }),
      total: () => repo.countBanners(this.db, comId, filter),
    });
  }

  list(comId: number, activeOnly: boolean) {
    return repo.listBanners(this.db, { comId, activeOnly, orderBy: 'sort', desc: false });
  }

  async get(comId: number, bannerId: number) {
    const banner = await repo.findBanner(this.db, comId, bannerId);
    if (!banner) throw notFound('bannerNotFound');
    return banner;
  }

  async create(actor: SignedInUser, form: BannerForm) {
    const fields = validateBannerForm(form.fields);
    return writeWithPictures(this.storage, this.pictures(actor.comId, form), (pictures) =>
      this.db.transaction(async (tx) => {
        const created = await repo.insertBanner(tx, {
          comId: actor.comId,
          ...editableValues(fields),
          ...pictures,
        });
        await writeAudit(tx, {
          ...this.auditActor(actor),
          entityId: created.bannerId,
          action: 'create',
          after: created,
        });
        return created;
      }),
    );
  }

  async update(actor: SignedInUser, form: BannerForm) {
    const fields = validateBannerForm(form.fields);
    const before = await this.get(actor.comId, fields.bannerId);
    const upload = { ...this.pictures(actor.comId, form), before };
    return writeWithPictures(this.storage, upload, (pictures) =>
      this.db.transaction(async (tx) => {
        const row = await repo.updateBanner(tx, actor.comId, before.bannerId, {
          ...editableValues(fields),
          ...pictures,
        });
        if (!row) throw notFound('bannerNotFound');
        await writeAudit(tx, {
          ...this.auditActor(actor),
          entityId: row.bannerId,
          action: 'update',
          before,
          after: row,
        });
        return row;
      }),
    );
  }

  async delete(actor: SignedInUser, bannerId: number): Promise<void> {
    const before = await this.get(actor.comId, bannerId);
    await this.db.transaction(async (tx) => {
      await repo.deleteBanner(tx, actor.comId, bannerId);
      await writeAudit(tx, {
        ...this.auditActor(actor),
        entityId: bannerId,
        action: 'delete',
        before,
      });
    });
    await deleteKeys(this.storage, [before.picFile, before.catalogPicFile]);
  }

  async deletePicture(actor: SignedInUser, bannerId: number, field: BannerPictureField) {
    const before = await this.get(actor.comId, bannerId);
    const updated = await this.db.transaction(async (tx) => {
      const row = await repo.updateBanner(tx, actor.comId, bannerId, { [field]: null });
      if (!row) throw notFound('bannerNotFound');
      await writeAudit(tx, {
        ...this.auditActor(actor),
        entityId: bannerId,
        action: 'update',
        before,
        after: row,
      });
      return row;
    });
    await deleteKeys(this.storage, [before[field]]);
    return updated;
  }

  private auditActor(actor: SignedInUser) {
    return { actorLogin: actor.login, comId: actor.comId, entity: 'banner' };
  }

  private pictures(comId: number, form: BannerForm) {
    const parts = { picFile: 'picFile', catalogPicFile: 'catalogPicFile' };
    return {
      folder: `banners/${comId}`,
      files: form.files,
      parts: parts satisfies Record<BannerPictureField, string>,
    };
  }
}
