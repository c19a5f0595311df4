import { catalogPictureSize } from '@bo/contract';
import type { Executor } from '../../platform/db/database.js';
import type { AppDeps } from '../../platform/feature.js';
import { pictureKey } from '../../platform/storage/pictures.js';
import type { Storage } from '../../platform/storage/storage.js';
import { subGroupDictionary } from '../items/index.js';
import { gradientPng, lighter, type Rgb } from '../../platform/storage/demo-pictures.js';
import { insertNodes, type NewCatalogNodeRow } from './catalog.repository.js';

/** The second level under every top-level node: the vehicles the parts are for. */
const vehicleClasses = [
  'Passenger cars',
  'Light commercial vehicles',
  'Trucks',
  'Buses',
  'Motorcycles',
  'Agricultural machinery',
];

const topLevelCount = 10;

/** Ten colours, one per top-level node; its children's pictures are lighter shades of it. */
const palette: readonly Rgb[] = [
  [27, 94, 32],
  [183, 28, 28],
  [13, 71, 161],
  [74, 20, 140],
  [230, 81, 0],
  [0, 96, 100],
  [62, 39, 35],
  [55, 71, 79],
  [136, 14, 79],
  [51, 105, 30],
];

interface DemoSubGroup {
  groupCode: string;
  groupName: string;
  subGroupCode: string;
  subGroupName: string;
}

/** `a`, `a and b`, `a, b and c`. */
const listed = (names: readonly string[]) =>
  names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/**
 * A three-level catalogue in each company (issue 14): about ten top-level
 * nodes, each holding three item groups; under each the six vehicle classes
 * (about 60 nodes); under those a level-3 node for every subgroup of the
 * top node's groups (about 300), linked to it. Every node has a picture. Each
 * level is one INSERT of all its rows. Runs after the item master's demo data.
 */
export async function seedDemoCatalog({ db, storage }: AppDeps): Promise<void> {
  for (const comId of [1, 2]) {
    const subGroups = await subGroupDictionary(db, comId);
    if (subGroups.length === 0) continue;
    await seedCompanyCatalog(db, storage, comId, subGroups);
  }
}

/** The demo tree of one company over its subgroups (the benchmark makes a bigger one). */
export async function seedCompanyCatalog(
  db: Executor,
  storage: Storage,
  comId: number,
  subGroups: readonly DemoSubGroup[],
  { vehicles = vehicleClasses, topLevel = topLevelCount, withPictures = true } = {},
): Promise<number> {
  const groupCodes = [...new Set(subGroups.map((subGroup) => subGroup.groupCode))];
  const perTop = Math.ceil(groupCodes.length / Math.min(topLevel, groupCodes.length));
  const tops = Array.from({ length: Math.ceil(groupCodes.length / perTop) }, (_, index) =>
    groupCodes.slice(index * perTop, (index + 1) * perTop),
  );
  const pictures = new Map<string, Buffer>();
  const picture = async (top: number, level: number) => {
    if (!withPictures) return null;
    const colour = palette[top % palette.length] ?? [0, 0, 0];
    const name = `${top % palette.length}-${level}`;
    let data = pictures.get(name);
    if (!data) {
      const { width, height } = catalogPictureSize;
      data = gradientPng(width, height, lighter(colour, (level - 1) * 0.25), lighter(colour, 0.6));
      pictures.set(name, data);
    }
    // A file of its own per node: deleting one node's picture leaves the others'.
    const key = await pictureKey(`catalog/${comId}`, data, 'picFile1');
    await storage.put(key, data);
    return key;
  };

  const topRows: NewCatalogNodeRow[] = [];
  for (const [index, codes] of tops.entries()) {
    const names = codes.map(
      (code) => subGroups.find((subGroup) => subGroup.groupCode === code)?.groupName ?? code,
    );
    topRows.push({
      comId,
      parentId: null,
      level: 1,
      title: listed(names).slice(0, 200),
      img: await picture(index, 1),
      sort: (index + 1) * 10,
      col: 1 + (index % 4),
    });
  }
  const topIds = (await insertNodes(db, topRows)).map((row) => row.id);

  const secondRows: NewCatalogNodeRow[] = [];
  for (const [top, parentId] of topIds.entries()) {
    for (const [index, title] of vehicles.entries()) {
      secondRows.push({
        comId,
        parentId,
        level: 2,
        title,
        img: await picture(top, 2),
        sort: (index + 1) * 10,
        col: 2,
        // One switched-off branch, to show how inactive nodes look.
        active: !(top === 0 && index === vehicles.length - 1),
      });
    }
  }
  const seconds = await insertNodes(db, secondRows);

  const thirdRows: NewCatalogNodeRow[] = [];
  for (const second of seconds) {
    const top = topIds.indexOf(second.parentId ?? 0);
    const codes = tops[top] ?? [];
    const under = subGroups.filter((subGroup) => codes.includes(subGroup.groupCode));
    for (const [index, subGroup] of under.entries()) {
      thirdRows.push({
        comId,
        parentId: second.id,
        level: 3,
        title: subGroup.subGroupName.slice(0, 200),
        img: await picture(top, 3),
        sort: (index + 1) * 10,
        col: 1,
        active: (second.id + index) % 37 !== 0,
        itemGroup: subGroup.groupCode,
        itemSubGroup: subGroup.subGroupCode,
      });
    }
  }
  for (let start = 0; start < thirdRows.length; start += 1000) {
    await insertNodes(db, thirdRows.slice(start, start + 1000));
  }
  return topRows.length + secondRows.length + thirdRows.length;
}
