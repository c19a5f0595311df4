import {
  actionType,
  addDays,
  aliasOf,
  type ContentPictureField,
  contentPictureFields,
  contentPictureParts,
  contentPictureSizes,
  orderWindow,
} from '@bo/contract';
import type { Executor } from '../../../platform/db/database.js';
import type { AppDeps } from '../../../platform/feature.js';
import { gradientPng, lighter, type Rgb } from '../../../platform/storage/demo-pictures.js';
import { pictureKey } from '../../../platform/storage/pictures.js';
import type { Storage } from '../../../platform/storage/storage.js';
import type { NewContentRow, NewContentTermRow } from './content.repository.js';
import { contents, contentTerms } from './content.schema.js';
import { today } from '../../../platform/dates.js';
import { freeAlias } from './content.values.js';

/** Titles by content type (DESIGN §5), in Ukrainian as the portal's staff write them. */
const titles: Record<1 | 2 | 3 | 4 | 6, readonly string[]> = {
  1: [
    'Як вибрати моторну оливу',
    'Догляд за гальмівною системою взимку',
    'Коли міняти повітряний фільтр',
    'Шини: літні чи всесезонні',
    'Акумулятор у морози: п’ять порад',
    'Ремінь ГРМ: ознаки зносу',
    'Амортизатори та безпека руху',
    'Свічки запалювання: як читати маркування',
    'Антифриз: змішувати чи ні',
    'Щітки склоочисника на весь рік',
    'Фари: заміна ламп своїми руками',
    'Що важливо знати про зчеплення',
  ],
  2: [
    'Відкрито новий склад у Львові',
    'Змінено графік роботи на свята',
    'Нові бренди в каталозі',
    'Оновлено умови доставки по Україні',
    'Запрацював онлайн-чат підтримки',
    'Підсумки року для партнерів',
    'Новий розділ із сертифікатами',
    'Семінар для СТО у Дніпрі',
    'Знижено мінімальну суму замовлення',
    'Оновлено мобільний застосунок',
    'Розширено асортимент шин',
    'Склад в Одесі переїхав',
  ],
  3: [
    'Весняна акція на фільтри',
    'Літо з кондиціонером: знижки на обслуговування',
    'Осінній розпродаж гальмівних колодок',
    'Тиждень мастил',
    'Акція «Вигідна заміна акумулятора»',
    'Щедрий грудень для СТО',
  ],
  4: [
    'Пропозиція для автопарків',
    'Комплект ТО за спеціальною ціною',
    'Оптова пропозиція на шини',
    'Пропозиція для нових партнерів',
    'Сезонна пропозиція на щітки',
  ],
  6: [
    'Бонусна програма «Партнер»',
    'Бонусна програма для СТО',
    'Кешбек за онлайн-замовлення',
    'Бали за відгуки',
  ],
};
const giftActions = [
  'Подарунки за бали: зимова програма',
  'Обмінюй бали на інструменти',
  'Подарунки до Дня автомобіліста',
  'Новорічний каталог подарунків',
  'Бали за фільтри — подарунки за бали',
  'Весняні подарунки для партнерів',
];
const subOfferNames = ['Пакет «Старт»', 'Пакет «Професіонал»', 'Пакет «Експерт»'];

const palette: readonly Rgb[] = [
  [13, 71, 161],
  [27, 94, 32],
  [183, 28, 28],
  [230, 81, 0],
  [74, 20, 140],
  [0, 96, 100],
];

/** A short rich text as the editor writes it. */
const articleText = (title: string, description: string) =>
  `<h2>${title}</h2><p>${description}</p><ul><li>Для всіх партнерів порталу</li>` +
  '<li>Деталі — у вашого торгового представника</li></ul>' +
  '<p><a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">Умови</a></p>';

interface DemoContent {
  contentType: 1 | 2 | 3 | 4 | 6;
  isGift: boolean;
  title: string;
  /** Sub-offer of the demo content with this index. */
  parent?: number;
}

/** Every demo content of a company: the types' lists, the gift actions, and 2-3 sub-offers under each. */
function demoContents(): DemoContent[] {
  const list: DemoContent[] = [];
  for (const type of [1, 2, 3, 4, 6] as const)
    for (const title of titles[type]) list.push({ contentType: type, isGift: false, title });
  for (const [index, title] of giftActions.entries()) {
    const parent = list.length;
    list.push({ contentType: actionType, isGift: true, title });
    for (const name of subOfferNames.slice(0, 2 + (index % 2)))
      list.push({ contentType: actionType, isGift: true, title: `${title}: ${name}`, parent });
  }
  return list;
}

/**
 * Demo contents (issue 12): about 60 per company over every type and state:
 * relevant, archived (the order window ended), inactive, news, gift actions
 * with 2-3 sub-offers each, every one with its three pictures, a short rich
 * text, and a few terms on the gift actions. The top-level rows go in one
 * INSERT, the sub-offers in another, the terms in a third.
 */
export async function seedDemoContent({ db, storage }: AppDeps): Promise<void> {
  for (const comId of [1, 2]) await seedCompanyContent(db, storage, comId);
}

export async function seedCompanyContent(
  db: Executor,
  storage: Storage,
  comId: number,
  { withPictures = true, now = today() } = {},
): Promise<number> {
  const list = demoContents();
  const pictures = new Map<string, Buffer>();
  const picture = async (index: number, field: ContentPictureField) => {
    if (!withPictures) return null;
    const name = `${index % palette.length}-${field}`;
    let data = pictures.get(name);
    if (!data) {
      const colour = palette[index % palette.length] ?? [0, 0, 0];
      const { width, height } = contentPictureSizes[field];
      data = gradientPng(width, height, colour, lighter(colour, 0.6));
      pictures.set(name, data);
    }
    // A file of its own per content: deleting one content's picture leaves the others'.
    const key = await pictureKey(`content/${comId}`, data, contentPictureParts[field]);
    await storage.put(key, data);
    return key;
  };

  const aliases: string[] = [];
  const rows: NewContentRow[] = [];
  for (const [index, item] of list.entries()) {
    // Every fifth ended before today (archived), the rest run around it; every seventh is off.
    const archived = index % 5 === 4;
    const dateFrom = addDays(now, archived ? -400 + index : -30 + (index % 20));
    const dateTo = addDays(dateFrom, 45 + (index % 4) * 15);
    const add14Days = item.contentType === actionType && index % 3 === 0;
    const autoShipment = add14Days && index % 2 === 0;
    const window = orderWindow(
      { dateFrom, dateTo, orderFrom: dateFrom, orderTo: dateTo },
      { add14Days, autoShipment },
    );
    const description = `${item.title}. Умови, терміни та подробиці для партнерів ${comId === 1 ? 'компанії' : 'мережі'}.`;
    const alias = freeAlias(aliasOf(item.title) || 'content', aliases);
    aliases.push(alias);
    const pictureKeys: Partial<Record<ContentPictureField, string | null>> = {};
    for (const field of contentPictureFields) pictureKeys[field] = await picture(index, field);
    rows.push({
      comId,
      contentType: item.contentType,
      title: item.title,
      alias,
      description: description.slice(0, 250),
      text: articleText(item.title, description),
      active: index % 7 !== 6,
      isGift: item.isGift,
      incomeStop: item.isGift && archived,
      isFinished: item.isGift && archived,
      add14Days,
      autoShipment,
      showRating: item.contentType === actionType && index % 2 === 0,
      hideGifts: false,
      hideOrderButton: item.contentType === actionType && index % 4 === 1,
      allowOrder: item.isGift,
      maxOrderItems: item.isGift ? 5 + (index % 3) * 5 : 0,
      dateFrom,
      dateTo,
      ...window,
      ...pictureKeys,
    });
  }

  const topLevel = list.flatMap((item, index) => (item.parent === undefined ? [index] : []));
  const inserted = await db
    .insert(contents)
    .values(topLevel.map((index) => rows[index] as NewContentRow))
    .returning({ contentId: contents.contentId });
  const idOf = new Map(topLevel.map((index, at) => [index, inserted[at]?.contentId ?? 0]));
  const subOffers = list.flatMap((item, index) =>
    item.parent === undefined
      ? []
      : [{ ...(rows[index] as NewContentRow), parentContentId: idOf.get(item.parent) ?? null }],
  );
  if (subOffers.length > 0) await db.insert(contents).values(subOffers);

  const terms: NewContentTermRow[] = [];
  for (const [at, index] of topLevel.entries()) {
    const item = list[index];
    const contentId = inserted[at]?.contentId;
    if (!item?.isGift || contentId === undefined) continue;
    terms.push(
      { comId, contentId, respCenter: at % 2 === 0 ? 'KYIV' : 'LVIV' },
      { comId, contentId, loyaltyCode: 'GOLD', segment: 'SHOP' },
      { comId, contentId, exclude: true, area: 'COAST' },
    );
  }
  if (terms.length > 0) await db.insert(contentTerms).values(terms);
  return rows.length;
}
