import { englishT, vehiclePictureField, type TextKey } from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { deleteAudited, saveAudited, type AuditedRecord } from '../../platform/audit.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { isForeignKeyViolation } from '../../platform/db/foreign-key-violation.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { badRequest, conflict } from '../../platform/http/errors.js';
import type { MultipartForm } from '../../platform/http/multipart.js';
import { writeWithPictures } from '../../platform/storage/pictures.js';
import { deleteKeys, type Storage } from '../../platform/storage/storage.js';

type AuditEntity = 'vehicleMark' | 'vehicleModel' | 'vehicleType' | 'vehicleItem';

/** Blocked deletes (C§4.3, C§8): the dialog's title as the message, its text under the id. */
export const blocked = (title: TextKey, reason: TextKey, field: string) => () =>
  conflict(title, undefined, { [field]: [englishT(reason)] });

export const idRequired = (field: string) =>
  badRequest('vehicleIdInvalid', undefined, { [field]: [englishT('vehicleIdInvalid')] });

/** What the writes of one level (mark, model, modification) differ in. */
export interface VehicleLevel<Row> extends AuditedRecord<Row> {
  entity: AuditEntity;
  /** A delete refused because the record has children (also when one came since the check). */
  blocked: () => Error;
  /** Where the level's pictures go; a foreign key failure (the parent went) answers `parentMissing`. */
  pictures?: { folder: string; parentMissing: () => Error };
  /** A unique violation (the name is taken). */
  exists?: () => Error;
}

/** The record's picture key; marks have none. */
const pictureOf = (row: object | undefined): string | null =>
  row && 'image' in row && typeof row.image === 'string' ? row.image : null;

/** The create, update, picture removal and delete of a mark, a model or a modification, each with its audit row. */
export class VehicleWrites {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
  ) {}

  /**
   * Creates the record (no `before`) or updates it, with its audit row in one
   * transaction; `write` gets the key of the form's picture when the level has
   * pictures. A failed write removes the stored picture again; after an
   * update with a new picture the replaced one is removed.
   */
  async save<Row extends object>(
    actor: SignedInUser,
    level: VehicleLevel<Row>,
    change: {
      before?: Row;
      form?: MultipartForm;
      write: (tx: Executor, image: string | null) => Promise<Row | undefined>;
    },
  ): Promise<Row> {
    const { before, form, write } = change;
    const upload = {
      folder: level.pictures?.folder ?? '',
      // A level without pictures stores none, whatever the form holds.
      files: level.pictures && form ? form.files : {},
      parts: { image: vehiclePictureField },
      before: { image: pictureOf(before) },
    };
    return writeWithPictures(this.storage, upload, async ({ image = null }) => {
      try {
        return await saveAudited(this.db, actor, level, before, (tx) => write(tx, image));
      } catch (error) {
        if (level.pictures && isForeignKeyViolation(error)) throw level.pictures.parentMissing();
        if (level.exists && isUniqueViolation(error)) throw level.exists();
        throw error;
      }
    });
  }

  /**
   * Clears a record's picture with its audit row, then removes the file from
   * storage after the commit; a record without one is answered as it is.
   */
  async removePicture<Row extends object>(
    actor: SignedInUser,
    level: VehicleLevel<Row>,
    before: Row,
    clear: (tx: Executor) => Promise<Row | undefined>,
  ): Promise<Row> {
    const image = pictureOf(before);
    if (!image) return before;
    const after = await this.save(actor, level, { before, write: clear });
    await deleteKeys(this.storage, [image]);
    return after;
  }

  /**
   * Deletes a record with its audit row, then its picture from storage; a
   * child added since the check (foreign key) answers the level's `blocked`.
   */
  async delete<Row extends object>(
    actor: SignedInUser,
    level: VehicleLevel<Row>,
    before: Row,
    remove: (tx: Executor) => Promise<unknown>,
  ): Promise<void> {
    try {
      await deleteAudited(this.db, actor, level, before, remove);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw level.blocked();
      throw error;
    }
    await deleteKeys(this.storage, [pictureOf(before)]);
  }
}
