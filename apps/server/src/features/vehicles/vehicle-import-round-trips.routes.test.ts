import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicleFileApi, type VehicleImportType } from '@bo/contract';
import { xlsxBytes } from '../../test/factories/uploads.js';
import { fullVehiclesLead } from '../../test/factories/vehicles.js';
import { vehicleItems, vehicleMarks, vehicleModels, vehicleTypes } from './vehicles.schema.js';
import {
  marks,
  models,
  vehicles,
  items,
  removeItems,
  itemsHeader,
  unique,
  db,
  tree,
  typeItems,
  storedMark,
  storedModel,
  storedType,
  imported,
  allImported,
  csvText,
  download,
  exportedLines,
  openVehicleImportApp,
} from '../../test/scenes/vehicle-import.js';

openVehicleImportApp();

describe('vehicle imports: round trips through the exports', () => {
  /** The header and the line of this id of an .xlsx export. */
  async function exportedOf(path: string, id: number) {
    const lines = await exportedLines(path, 'xlsx');
    return [lines[0]!, ...lines.slice(1).filter((cells) => cells[0] === String(id))];
  }
  const repeat = (cell: string) => (count: number) => Array.from({ length: count }, () => cell);
  const falses = repeat('false');
  const blanks = repeat('');

  /** Imports a workbook of one line, which must be written. */
  async function importLine(type: VehicleImportType, header: string[], cells: unknown[]) {
    expect(await imported(type, await xlsxBytes([header, cells]))).toEqual(allImported(1));
  }

  it('gives back the marks, models and modifications imported, and imports its own file back', async () => {
    const markName = unique('Round');
    await importLine(marks, ['mark', 'oe', 'active'], [markName, 'true', 'false']);
    const mark = (await storedMark(eq(vehicleMarks.mark, markName)))!;
    expect(await exportedOf(vehicleFileApi.exportMarks, mark.markId)).toEqual([
      ['markId', 'mark', 'active', 'oe', 'pc', 'cv', 'ax', 'en', 'gr', 'lcv', 'mc', 'manual'],
      [String(mark.markId), markName, 'false', 'true', ...falses(8)],
    ]);

    await importLine(
      models,
      ['markId', 'model', 'modelRange', 'sort', 'lcv'],
      [mark.markId, 'Round model', '03.2001 - ', 7, 'true'],
    );
    const model = (await storedModel(eq(vehicleModels.markId, mark.markId)))!;
    const modelIds = [String(model.modelId), String(mark.markId)];
    const modelFlags = ['pc', 'cv', 'ax', 'lcv', 'mc'];
    expect(await exportedOf(vehicleFileApi.exportModels, model.modelId)).toEqual([
      ['modelId', 'markId', 'model', 'modelRange', 'active', 'sort', ...modelFlags, 'manual'],
      [...modelIds, 'Round model', '03.2001 -', 'true', '7', ...falses(3), 'true', ...falses(2)],
    ]);

    await importLine(
      vehicles,
      ['modelId', 'typeName', 'capacity', 'engineType', 'engines'],
      [model.modelId, 'Round type', '1.4', 1, 'BXW'],
    );
    const type = (await storedType(eq(vehicleTypes.modelId, model.modelId)))!;
    const full = await exportedOf(vehicleFileApi.exportVehiclesFull, type.typeId);
    expect(full[0]?.slice(0, 6)).toEqual(fullVehiclesLead);
    expect(full[1]?.slice(0, 6)).toEqual([
      String(type.typeId),
      String(mark.markId),
      markName,
      String(model.modelId),
      'Round model',
      'Round type',
    ]);
    const plain = await exportedOf(vehicleFileApi.exportVehicles, type.typeId);
    expect(plain[0]).toEqual(full[0]!.filter((header) => header !== 'mark' && header !== 'model'));
    // The columns the file left out are empty, but active, sort and manual (the form's defaults).
    const typeIds = [String(type.typeId), String(mark.markId), String(model.modelId)];
    const upToCapacity = [...typeIds, 'Round type', ...blanks(3), '1', ...blanks(2), 'BXW', '1.4'];
    expect(plain[1]).toEqual([...upToCapacity, ...blanks(6), 'true', '0', 'false']);

    // Each export, edited, imports back; exported again it gives the edited rows.
    const edits: [VehicleImportType, string, number, number, string][] = [
      [marks, vehicleFileApi.exportMarks, mark.markId, 4, 'true'],
      [models, vehicleFileApi.exportModels, model.modelId, 2, 'Round model 2'],
      [vehicles, vehicleFileApi.exportVehiclesFull, type.typeId, 5, 'Round type 2'],
      [vehicles, vehicleFileApi.exportVehicles, type.typeId, 11, '1.6'],
    ];
    for (const [importType, path, id, column, value] of edits) {
      const edited = await exportedOf(path, id);
      edited[1]![column] = value;
      const answer = await imported(importType, await xlsxBytes(edited));
      expect(answer, path).toEqual(allImported(1));
      const again = await exportedOf(path, id);
      expect(again, path).toEqual(edited);
    }
  });

  it('gives back the items imported, and the export removes and re-adds them by list', async () => {
    const { mark, model, type } = await tree();
    await imported(
      items,
      csvText(['typeId,itemNo', `${type.typeId},RT2`, `${type.typeId},vimp90`]),
    );
    const path = `${vehicleFileApi.exportVehicleItems}?modelId=${model.modelId}`;
    const names = [String(mark.markId), mark.mark, String(model.modelId), model.model];
    const lineOf = (itemNo: string, description = '', brand = '', group = '', subGroup = '') => [
      ...names,
      String(type.typeId),
      type.typeName,
      itemNo,
      description,
      brand,
      group,
      subGroup,
      'false',
    ];
    const lines = await exportedLines(path, 'csv');
    expect(lines).toEqual([
      itemsHeader,
      lineOf('RT2'),
      lineOf('VIMP90', 'Oil filter, long life', 'MAHLE', 'FLT', 'OIL'),
    ]);
    const file = (await download(path)).rawPayload;
    expect(await imported(items, file)).toEqual(allImported(2));
    expect(await imported(removeItems, file)).toEqual(allImported(2));
    expect(await typeItems(type.typeId)).toEqual([]);
    expect(await imported(items, file)).toEqual(allImported(2));
    expect(await exportedLines(path, 'csv')).toEqual(lines);
    const stored = await db()
      .select()
      .from(vehicleItems)
      .where(
        and(eq(vehicleItems.typeId, type.typeId), inArray(vehicleItems.itemNo, ['RT2', 'VIMP90'])),
      );
    expect(stored).toHaveLength(2);
  });
});
