import {
  criteriaImportColumns,
  filesImportColumns,
  itemImportColumns,
  itemImportMaxDetailLines,
  itemImportMaxLines,
  itemImportNameColumns,
  itemImportSheets,
  itemNoPattern,
  messages,
  normaliseItemNo,
  type ItemImportAnswer,
  type ItemImportFailure,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { auditChange } from '../../platform/audit.js';
import type { Database, Executor } from '../../platform/db/database.js';
import type { FileSource } from '../../platform/excel/file-source.js';
import { runImport } from '../../platform/excel/run-import.js';
import { openSpreadsheet } from '../../platform/excel/spreadsheet-rows.js';
import { xlsxSheetLines } from '../../platform/excel/xlsx-rows.js';
import { badRequest } from '../../platform/http/errors.js';
import {
  criterionError,
  fileLineError,
  fileRow,
  itemLineError,
  type CriterionLine,
  type FileLine,
  type ItemLine,
} from './item-import-lines.js';
import { cell, dataLines, survey, type SheetPlan } from './item-import-sheets.js';
import * as importRepo from './item-import.repository.js';
import { existingItemNos } from './items.repository.js';

/** Lines per check and per write (one transaction): 10 columns × 1,000 rows stays far below 65,535 parameters. */
const batchSize = 1000;
/** How many item numbers an audit row lists per batch. */
const auditedItems = 1000;

type Failure = ItemImportFailure;

/** What every line of an item import sheet starts with: its line number and item number. */
interface SheetItemLine {
  line: number;
  itemNo: string;
}

/** How `runSheet` reads, checks and writes the lines of one sheet. */
interface SheetSteps<L extends SheetItemLine> {
  /** The line read on from its start (line and item number) and its cells. */
  parse: (start: SheetItemLine, cells: string[]) => L;
  /** Loads what checking this batch needs; answers why a line of it cannot be written, or null. */
  checker: (lines: L[]) => Promise<(line: L) => string | null>;
  write: (lines: L[], lineCount: number) => Promise<Failure[]>;
}

const lineFailure = (sheet: SheetPlan['sheet'], line: SheetItemLine, error: string): Failure => ({
  sheet,
  line: line.line,
  itemNo: line.itemNo,
  error,
});

/** The batch's item numbers whose old details this import has not removed yet. */
const unclearedItemNos = (lines: SheetItemLine[], cleared: Set<string>) =>
  [...new Set(lines.map((line) => line.itemNo))].filter((itemNo) => !cleared.has(itemNo));

/**
 * The item import (DESIGN §9, issue 10): an .xlsx with a header row on each
 * sheet. The first sheet (Items) upserts items by number; the optional sheets
 * Criteria and Files replace the criteria and the supplier (non-manual) files
 * of the items they name. Every sheet is surveyed first (header, line count,
 * repeated numbers), so a file refused whole writes nothing; then each sheet
 * runs through `runImport` (checked, then written in batches), Items first, so
 * that criteria and files may name the items of the same file.
 *
 * Unknown groups: a line whose group (or subgroup) code is not in the
 * dictionary creates it when the line names it (groupName, subGroupName), and
 * is refused when it does not, so a mistyped code never makes a group.
 */
export class ItemImportService {
  constructor(
    private readonly db: Database,
    private readonly maxLines = itemImportMaxLines,
    private readonly maxDetailLines = itemImportMaxDetailLines,
  ) {}

  async import(actor: SignedInUser, file: FileSource): Promise<ItemImportAnswer> {
    const workbook = await openSpreadsheet(file, { accept: ['xlsx'] });
    const plans = {
      items: {
        sheet: itemImportSheets.items,
        read: () => workbook.lines(),
        columns: itemImportColumns,
        optional: itemImportNameColumns,
        maxLines: this.maxLines,
      },
      criteria: {
        sheet: itemImportSheets.criteria,
        read: () => xlsxSheetLines(file, { sheet: itemImportSheets.criteria }),
        columns: criteriaImportColumns,
        optional: [],
        maxLines: this.maxDetailLines,
      },
      files: {
        sheet: itemImportSheets.files,
        read: () => xlsxSheetLines(file, { sheet: itemImportSheets.files }),
        columns: filesImportColumns,
        optional: [],
        maxLines: this.maxDetailLines,
      },
    } satisfies Record<string, SheetPlan>;
    const itemSurvey = await survey(plans.items, true);
    const criteriaSurvey = await survey(plans.criteria, false);
    const filesSurvey = await survey(plans.files, false);
    if (itemSurvey.lines + criteriaSurvey.lines + filesSurvey.lines === 0)
      throw badRequest('importNoLines');

    const failed: Failure[] = [];
    let imported = 0;
    if (itemSurvey.lines > 0) {
      const outcome = await this.importItems(actor, plans.items, itemSurvey.repeated);
      imported = outcome.written;
      failed.push(...outcome.failed);
    }
    let criteria = 0;
    if (criteriaSurvey.lines > 0) {
      const outcome = await this.importCriteria(actor, plans.criteria);
      criteria = outcome.written;
      failed.push(...outcome.failed);
    }
    let files = 0;
    if (filesSurvey.lines > 0) {
      const outcome = await this.importFiles(actor, plans.files);
      files = outcome.written;
      failed.push(...outcome.failed);
    }
    return { success: failed.length === 0, imported, criteria, files, failedItems: failed };
  }

  private importItems(actor: SignedInUser, plan: SheetPlan, repeated: Set<string>) {
    const { comId } = actor;
    // Groups and subgroups a passed line of this file names: later lines may use their codes alone.
    const namedGroups = new Set<string>();
    const namedSubGroups = new Set<string>();
    return this.runSheet<ItemLine>(plan, {
      parse: (start, cells) => ({
        ...start,
        description: cell(cells, 1),
        searchDescription: cell(cells, 2),
        brand: cell(cells, 3),
        groupCode: cell(cells, 4).toUpperCase(),
        subGroupCode: cell(cells, 5).toUpperCase(),
        analyst: cell(cells, 6),
        groupName: cell(cells, 7),
        subGroupName: cell(cells, 8),
      }),
      checker: async (lines) => {
        const groupCodes = [...new Set(lines.map((line) => line.groupCode).filter(Boolean))];
        const [groups, subGroups] = await Promise.all([
          importRepo.existingGroups(this.db, comId, groupCodes),
          importRepo.existingSubGroups(this.db, comId, groupCodes),
        ]);
        return (line) => {
          const error = itemLineError(line, repeated, {
            group: (code) => groups.has(code) || namedGroups.has(code),
            subGroup: (key) => subGroups.has(key) || namedSubGroups.has(key),
          });
          if (error) return error;
          if (line.groupName) namedGroups.add(line.groupCode);
          if (line.subGroupName) namedSubGroups.add(`${line.groupCode}\n${line.subGroupCode}`);
          return null;
        };
      },
      write: async (lines, lineCount) => {
        await this.db.transaction(async (tx) => {
          await this.writeItems(tx, comId, lines);
          await this.audit(tx, actor, 'item', lines, lineCount);
        });
        return [];
      },
    });
  }

  private async writeItems(tx: Executor, comId: number, lines: ItemLine[]) {
    // One row per key in each statement (ON CONFLICT may touch a row once): the last line's name wins.
    const groups = new Map<string, string>();
    const subGroups = new Map<string, { groupCode: string; subGroupCode: string; name: string }>();
    for (const line of lines) {
      if (line.groupName) groups.set(line.groupCode, line.groupName);
      if (line.subGroupName)
        subGroups.set(`${line.groupCode}\n${line.subGroupCode}`, {
          groupCode: line.groupCode,
          subGroupCode: line.subGroupCode,
          name: line.subGroupName,
        });
    }
    const brands = [...new Set(lines.map((line) => line.brand).filter(Boolean))];
    await importRepo.insertBrands(tx, comId, brands);
    await importRepo.upsertGroups(
      tx,
      [...groups].map(([groupCode, name]) => ({ comId, groupCode, name })),
    );
    await importRepo.upsertSubGroups(
      tx,
      [...subGroups.values()].map((row) => ({ comId, ...row })),
    );
    await importRepo.upsertItems(
      tx,
      lines.map((line) => ({
        comId,
        itemNo: line.itemNo,
        description: line.description,
        searchDescription: line.searchDescription,
        brand: line.brand,
        groupCode: line.groupCode,
        subGroupCode: line.subGroupCode,
        analyst: line.analyst,
        active: true,
      })),
    );
  }

  private importCriteria(actor: SignedInUser, plan: SheetPlan) {
    const { comId } = actor;
    // Items whose old criteria this import has already removed (the first time it met them).
    const cleared = new Set<string>();
    return this.runDetailSheet<CriterionLine>(plan, actor, {
      parse: (start, cells) => ({ ...start, name: cell(cells, 1), value: cell(cells, 2) }),
      lineError: criterionError,
      write: async (lines, lineCount) => {
        await this.db.transaction(async (tx) => {
          const fresh = unclearedItemNos(lines, cleared);
          await importRepo.deleteCriteria(tx, comId, fresh);
          await importRepo.upsertCriteria(
            tx,
            lines.map(({ itemNo, name, value }) => ({ comId, itemNo, name, value })),
          );
          await this.audit(tx, actor, 'item-criteria', lines, lineCount);
          for (const itemNo of fresh) cleared.add(itemNo);
        });
        return [];
      },
    });
  }

  private importFiles(actor: SignedInUser, plan: SheetPlan) {
    const { comId } = actor;
    const cleared = new Set<string>();
    // What was set here on supplier files this import removed: kept when the feed sends them again.
    const kept = new Map<string, { hidden: boolean; mainPic: boolean }>();
    return this.runDetailSheet<FileLine>(plan, actor, {
      parse: (start, cells) => ({
        ...start,
        fileType: cell(cells, 1),
        target: cell(cells, 2),
        fileDescription: cell(cells, 3),
        sort: cell(cells, 4),
      }),
      lineError: fileLineError,
      write: (lines, lineCount) =>
        this.db.transaction(async (tx) => {
          const fresh = unclearedItemNos(lines, cleared);
          for (const row of await importRepo.deleteSupplierFiles(tx, comId, fresh)) {
            if (row.hidden || row.mainPic)
              kept.set(`${row.itemNo}\n${row.fileName}`, {
                hidden: row.hidden,
                mainPic: row.mainPic,
              });
          }
          const rows = lines.map((line) => fileRow(comId, line, kept));
          const inserted = await importRepo.insertFiles(tx, rows);
          await this.audit(tx, actor, 'item-file', lines, lineCount);
          for (const itemNo of fresh) cleared.add(itemNo);
          const written = new Set(inserted.map((row) => `${row.itemNo}\n${row.fileName}`));
          return lines
            .filter((line) => !written.has(`${line.itemNo}\n${line.target}`))
            .map((line) => lineFailure(plan.sheet, line, messages.itemFileExists));
        }),
    });
  }

  /**
   * One sheet through `runImport`: its data lines in batches, each line read
   * from its number and item number (column 1) on; `checker` loads what a
   * batch's check needs and answers why a line of it cannot be written.
   */
  private runSheet<L extends SheetItemLine>(plan: SheetPlan, steps: SheetSteps<L>) {
    return runImport<L, Failure>({
      read: () => dataLines(plan.read()),
      maxLines: plan.maxLines,
      batchSize,
      parse: ({ line, cells }) =>
        steps.parse({ line, itemNo: normaliseItemNo(cell(cells, 0)) }, cells),
      check: async (lines) => {
        const lineError = await steps.checker(lines);
        return lines.map((line) => {
          const error = lineError(line);
          return error ? lineFailure(plan.sheet, line, error) : null;
        });
      },
      write: steps.write,
    });
  }

  /**
   * A sheet of details of items (Criteria, Files): each line must name an item
   * the company has, and a key repeated within the sheet is refused (`seen`).
   */
  private runDetailSheet<L extends SheetItemLine>(
    plan: SheetPlan,
    actor: SignedInUser,
    steps: Pick<SheetSteps<L>, 'parse' | 'write'> & {
      lineError: (line: L, known: Set<string>, seen: Set<string>) => string | null;
    },
  ) {
    const seen = new Set<string>();
    return this.runSheet<L>(plan, {
      parse: steps.parse,
      checker: async (lines) => {
        const known = await this.knownItems(actor.comId, lines);
        return (line) => steps.lineError(line, known, seen);
      },
      write: steps.write,
    });
  }

  /** The batch's item numbers the company has (the Items sheet was written before). */
  private knownItems(comId: number, lines: { itemNo: string }[]) {
    const itemNos = [...new Set(lines.map((line) => line.itemNo))].filter((itemNo) =>
      itemNoPattern.test(itemNo),
    );
    return existingItemNos(this.db, comId, itemNos);
  }

  private audit(
    tx: Executor,
    actor: SignedInUser,
    entity: string,
    lines: { itemNo: string }[],
    lineCount: number,
  ) {
    return auditChange(tx, actor, entity, {
      entityId: 'import',
      action: 'update',
      after: {
        written: lines.length,
        lines: lineCount,
        itemNos: lines.slice(0, auditedItems).map((line) => line.itemNo),
      },
    });
  }
}
