import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { supplierFolder } from './item-import-lines.js';
import { analysts, groups, parts } from './items.demo-catalogue.js';

/**
 * The demo item master's statements (DESIGN §9): every table of the items
 * filled by one INSERT ... SELECT over generate_series, per company.
 */

/** The parts as the rows `part (idx, p)`: part k of the list is idx k. */
const partRows = (partsJson: string) => sql`part as (
      select (ordinality - 1)::int as idx, value as p
      from jsonb_array_elements(${partsJson}::jsonb) with ordinality
    )`;

/** A number of the item (its digits after the prefix), for the translations, criteria and files. */
const itemNumber = sql.raw(`(substring(i.item_no from '[0-9]+$'))::int - 100000`);

/** `part` and `numbered (item_no, brand, g)`: the company's items, each with its number g. */
const numberedItems = (
  comId: number,
  partsJson: string,
) => sql`with ${partRows(partsJson)}, numbered as (
      select i.item_no, i.brand, ${itemNumber} as g from items i where i.com_id = ${comId}
    )`;

/** The demo items of one company; `count` items (the benchmark makes 100,000). */
export async function seedCompanyItems(db: Executor, comId: number, count: number): Promise<void> {
  const partsJson = JSON.stringify(parts);
  const n = parts.length;
  await db.execute(sql`
    insert into item_groups (com_id, group_code, name)
    select ${comId}::int, g->>0, g->>1 from jsonb_array_elements(${JSON.stringify(groups)}::jsonb) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into item_sub_groups (com_id, group_code, sub_group_code, name)
    select ${comId}::int, p->>'group', p->>'sub', p->>'subName'
    from jsonb_array_elements(${partsJson}::jsonb) p
    on conflict do nothing`);
  // Part k of the list makes items k, k + n, k + 2n, ...; the brand turns with each round.
  await db.execute(sql`
    with ${partRows(partsJson)}
    insert into items (com_id, item_no, description, search_description, brand, group_code,
                       sub_group_code, analyst, active, translated_langs)
    select ${comId}::int,
           (p->>'prefix') || (100000 + g)::text,
           (p->>'noun') || ' ' || brand || ' ' || (p->>'prefix') || ' ' || (100000 + g)::text,
           lower((p->>'noun') || ' ' || brand || ' ' || (p->>'subName')),
           brand, p->>'group', p->>'sub',
           (${sql.raw(`ARRAY[${analysts.map((name) => `'${name}'`).join(',')}]`)})[1 + g % ${analysts.length}],
           g % 97 <> 0,
           -- The languages seedTranslations writes for item g, sorted as the service keeps them.
           array_remove(array[case when g % 5 = 0 then 'en' end, case when g % 3 = 0 then 'ru' end,
                              case when g % 2 = 0 then 'uk' end], null)
    from generate_series(1, ${count}) g
    join part on part.idx = g % ${n}
    cross join lateral (
      select p->'brands'->>((g / ${n}) % jsonb_array_length(p->'brands'))::int as brand
    ) b
    on conflict do nothing`);
  await db.execute(sql`
    insert into item_brands (com_id, brand)
    select distinct ${comId}::int, brand from items where com_id = ${comId} and brand <> ''
    on conflict do nothing`);
  await seedTranslations(db, comId, partsJson, n);
  await seedCriteria(db, comId, partsJson, n);
  await seedSupplierFiles(db, comId, partsJson, n);
}

async function seedTranslations(db: Executor, comId: number, partsJson: string, n: number) {
  // Ukrainian for half of the items, Russian for a third, English for a fifth: the rule by
  // which seedCompanyItems set each item's translated_langs.
  await db.execute(sql`
    ${numberedItems(comId, partsJson)}
    insert into item_translations (com_id, item_no, lang, description, search_description,
                                   short_text, long_text)
    select ${comId}::int, item_no, l.lang,
           (p->>l.field) || ' ' || brand || ' ' || item_no,
           lower((p->>l.field) || ' ' || brand),
           (p->>l.field) || ' ' || brand,
           case when g % 4 = 0
             then '<p><strong>' || (p->>l.field) || '</strong> ' || brand || '</p><ul><li>' ||
                  (p->'criteria'->>0) || '</li></ul>'
             else '' end
    from numbered
    join part on part.idx = g % ${n}
    cross join (values ('uk', 'uk', 2), ('ru', 'ru', 3), ('en', 'noun', 5)) as l(lang, field, every)
    where g % l.every = 0
    on conflict do nothing`);
}

async function seedCriteria(db: Executor, comId: number, partsJson: string, n: number) {
  await db.execute(sql`
    ${numberedItems(comId, partsJson)}
    insert into item_criteria (com_id, item_no, name, value)
    select ${comId}::int, item_no, c.name,
           case
             when c.name like '%, mm' then (20 + (g * (c.k + 3)) % 230)::text
             when c.name = 'Thread' then 'M' || (12 + g % 10)::text || 'x1.5'
             when c.name like '%, V' then (case when g % 5 = 0 then '24' else '12' end)
             when c.name = 'Fitting position' then (array['Front axle', 'Rear axle', 'Left', 'Right'])[1 + g % 4]
             when c.name like '%, l' then (1 + g % 5)::text
             else (1 + (g * (c.k + 7)) % 120)::text
           end
    from numbered
    join part on part.idx = g % ${n}
    cross join lateral (
      select value #>> '{}' as name, (ordinality - 1)::int as k
      from jsonb_array_elements(p->'criteria') with ordinality
    ) c
    where g % 2 = 0
    on conflict do nothing`);
}

async function seedSupplierFiles(db: Executor, comId: number, partsJson: string, n: number) {
  const folder = supplierFolder(comId);
  // A picture for a third of the items, a manufacturer link for a tenth, an instruction PDF for every 25th.
  await db.execute(sql`
    ${numberedItems(comId, partsJson)}
    insert into item_files (com_id, item_no, file_name, path_name, url, file_type, file_descript,
                            source_type, hidden, manual, main_pic, sort)
    select ${comId}::int, item_no, f.file_name, f.path_name, f.url, f.file_type, f.file_descript,
           1, false, false, f.main_pic, f.sort
    from numbered
    join part on part.idx = g % ${n}
    cross join lateral (
      select p->>'picture' as file_name, ${folder}::text as path_name, '' as url, 1 as file_type,
             1 as file_descript, true as main_pic, 10 as sort
      where g % 3 = 0
      union all
      select 'https://parts.example.com/' || lower(replace(brand, ' ', '-')) || '/' || lower(item_no),
             '', 'https://parts.example.com/' || lower(replace(brand, ' ', '-')) || '/' || lower(item_no),
             4, 7, false, 20
      where g % 10 = 0
      union all
      select 'installation-guide.pdf', ${folder}::text, '', 2, 5, false, 30
      where g % 25 = 0
    ) f
    on conflict do nothing`);
}
