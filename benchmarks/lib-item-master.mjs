// Shared by the fills of items.mjs, product-list.mjs, points.mjs and catalog-tree.mjs: the item
// master's brands and groups.

/** The 40 brands the item masters of items.mjs and product-list.mjs are made by. */
export const benchBrands = [
  'MAHLE',
  'MANN-FILTER',
  'BOSCH',
  'FILTRON',
  'KNECHT',
  'HENGST',
  'ATE',
  'BREMBO',
  'TRW',
  'FERODO',
  'TEXTAR',
  'ZIMMERMANN',
  'SACHS',
  'LUK',
  'VALEO',
  'GATES',
  'CONTITECH',
  'DAYCO',
  'INA',
  'SKF',
  'FAG',
  'SNR',
  'MONROE',
  'KAYABA',
  'BILSTEIN',
  'LEMFORDER',
  'MEYLE',
  'DELPHI',
  'DENSO',
  'NGK',
  'BERU',
  'CHAMPION',
  'HELLA',
  'OSRAM',
  'PHILIPS',
  'VARTA',
  'ELRING',
  'NISSENS',
  'MOOG',
  'GKN',
];

/** Company 1's 30 item groups G0 to G29 of 3 subgroups S0 to S2 each, as the fills write them. */
export const itemGroups = `INSERT INTO item_groups (com_id, group_code, name)
    SELECT 1, 'G' || g, 'Group ' || g FROM generate_series(0, 29) g;
    INSERT INTO item_sub_groups (com_id, group_code, sub_group_code, name)
    SELECT 1, 'G' || g, 'S' || s, 'Subgroup ' || g || '.' || s
    FROM generate_series(0, 29) g, generate_series(0, 2) s;`;
