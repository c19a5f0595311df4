import type { ItemCard, ItemFile } from '@bo/contract';

/**
 * Tests only: a file of item OC90, visible, uploaded here, unless `fields` say
 * otherwise; its name shown is its stored name unless `originalName` is given.
 */
export function itemFile(fields: Partial<ItemFile> & Pick<ItemFile, 'id'>): ItemFile {
  const fileName = fields.fileName ?? `picture-${fields.id}.png`;
  return {
    itemNo: 'OC90',
    fileName,
    originalName: fileName,
    pathName: 'items/1/OC90',
    url: `/uploads/items/1/OC90/picture-${fields.id}.png`,
    fileType: 1,
    fileDescript: 2,
    sourceType: 2,
    hidden: 0,
    manual: true,
    mainPic: false,
    sort: 10,
    comId: 1,
    ...fields,
  };
}

/** Tests only: item OC90 with a uk translation, none in ru and en, and the given files. */
export function itemCard(files: ItemFile[] = []): ItemCard {
  return {
    itemNo: 'OC90',
    description: 'Oil filter OC 90',
    searchDescription: 'OIL FILTER OC90',
    brand: 'MAHLE',
    groupCode: 'FLT',
    groupName: 'Filters',
    subGroupCode: 'OIL',
    subGroupName: 'Oil filters',
    analyst: 'Analyst',
    active: true,
    firstPic: null,
    translates: {
      uk: {
        description: 'Фільтр масляний',
        searchDescription: 'ФІЛЬТР',
        shortText: 'Для двигунів 1.6',
        longText: '<p>Опис</p>',
      },
      ru: null,
      en: null,
    },
    files,
    criterias: [{ name: 'Height', value: '79 mm' }],
  };
}
