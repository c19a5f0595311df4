import { describe, expect, it } from 'vitest';
import {
  aliasOf,
  brokenArticleRule,
  itemTypeOf,
  routeContentType,
  type ArticleRuleFields,
} from './index.js';
import { englishT } from './text/catalogue.js';

describe('the article validation order (B§5)', () => {
  const message = (article: ArticleRuleFields) => {
    const broken = brokenArticleRule(article);
    return broken && englishT(broken.key);
  };

  it('walks the rules one by one as each is fixed', () => {
    let article: ArticleRuleFields = {
      contentType: null,
      description: '',
      add14Days: true,
      dateFrom: '',
      dateTo: '',
      orderFrom: '',
      orderTo: '',
    };
    expect(brokenArticleRule(article)).toEqual({
      field: 'contentType',
      key: 'contentSpecifyType',
    });
    expect(message(article)).toBe('Specify the type of content!');
    for (const contentType of [undefined, 0, 5, 7, 15]) {
      expect(message({ ...article, contentType })).toBe('Specify the type of content!');
    }

    article = { ...article, contentType: 1 };
    expect(brokenArticleRule(article)).toEqual({
      field: 'description',
      key: 'contentDescriptionEmpty',
    });
    expect(message(article)).toBe("The description can't be empty");
    expect(message({ ...article, description: '   ' })).toBe("The description can't be empty");

    article = { ...article, description: 'x'.repeat(251) };
    expect(brokenArticleRule(article)).toEqual({
      field: 'description',
      key: 'contentDescriptionTooLong',
    });
    expect(message(article)).toBe('The description is too long!');

    article = { ...article, description: 'x'.repeat(250) };
    const dates = {
      dateFrom: '2028-02-15',
      dateTo: '2028-02-20',
      orderFrom: '2028-02-29',
      orderTo: '2028-03-05',
    };
    for (const field of ['dateFrom', 'dateTo', 'orderFrom', 'orderTo'] as const) {
      expect(brokenArticleRule(article)).toEqual({ field, key: 'contentEnterDate' });
      expect(message(article)).toBe('Enter date!');
      article = { ...article, [field]: dates[field] };
    }
    expect(brokenArticleRule(article)).toBeUndefined();

    // Each date alone missing is refused too.
    for (const field of ['dateFrom', 'dateTo', 'orderFrom', 'orderTo'] as const) {
      expect(brokenArticleRule({ ...article, [field]: '' })).toEqual({
        field,
        key: 'contentEnterDate',
      });
    }
  });

  it('checks the date rules last, with the article’s add14Days', () => {
    const article: ArticleRuleFields = {
      contentType: 3,
      description: 'Spring action',
      add14Days: true,
      dateFrom: '2028-02-15',
      dateTo: '2028-02-15',
      orderFrom: '2028-02-20',
      orderTo: '2028-02-20',
    };
    expect(brokenArticleRule(article)).toEqual({
      field: 'dateTo',
      key: 'contentDateToNotAfterFrom',
    });
    const later = { ...article, dateTo: '2028-02-20' };
    expect(brokenArticleRule(later)).toEqual({
      field: 'orderFrom',
      key: 'contentOrderFromBefore14Days',
    });
    expect(brokenArticleRule({ ...later, add14Days: false })).toEqual({
      field: 'orderTo',
      key: 'contentOrderToNotAfterFrom',
    });
    expect(brokenArticleRule({ ...later, add14Days: false, orderTo: '2028-02-21' })).toBe(
      undefined,
    );
    // A description breaking the length rule is reported before the dates.
    expect(brokenArticleRule({ ...article, description: 'x'.repeat(251) })?.key).toBe(
      'contentDescriptionTooLong',
    );
  });
});

describe('item types and route values (B§4, B§9)', () => {
  it('derives the item type from the content type and the gift flag', () => {
    expect(itemTypeOf(3, false)).toBe(1);
    expect(itemTypeOf(3, true)).toBe(2);
    expect(itemTypeOf(4, false)).toBe(1);
    for (const contentType of [0, 1, 2, 5, 6]) {
      expect(itemTypeOf(contentType, false)).toBe(0);
      expect(itemTypeOf(contentType, true)).toBe(0);
    }
  });

  it('reads route value 5 as a gift action and refuses unknown values', () => {
    for (const contentType of [1, 2, 3, 4, 6]) {
      expect(routeContentType(contentType)).toEqual({ contentType, isGift: false });
    }
    expect(routeContentType(5)).toEqual({ contentType: 3, isGift: true });
    for (const value of [0, -1, 7, 15, 2.5]) expect(routeContentType(value)).toBeUndefined();
  });
});

describe('the alias of a title (DESIGN §9)', () => {
  // The examples of the official table (Cabinet of Ministers resolution 55, 2010).
  const officialExamples = [
    ['Алушта', 'Alushta'],
    ['Борщагівка', 'Borshchahivka'],
    ['Вишгород', 'Vyshhorod'],
    ['Гадяч', 'Hadiach'],
    ['Згорани', 'Zghorany'],
    ['Ґалаґан', 'Galagan'],
    ['Дон', 'Don'],
    ['Рівне', 'Rivne'],
    ['Єнакієве', 'Yenakiieve'],
    ['Наєнко', 'Naienko'],
    ['Житомир', 'Zhytomyr'],
    ['Закарпаття', 'Zakarpattia'],
    ['Медвин', 'Medvyn'],
    ['Іршава', 'Irshava'],
    ['Їжакевич', 'Yizhakevych'],
    ['Кадиївка', 'Kadyivka'],
    ['Йосипівка', 'Yosypivka'],
    ['Стрий', 'Stryi'],
    ['Київ', 'Kyiv'],
    ['Лебедин', 'Lebedyn'],
    ['Миколаїв', 'Mykolaiv'],
    ['Ніжин', 'Nizhyn'],
    ['Одеса', 'Odesa'],
    ['Полтава', 'Poltava'],
    ['Ромни', 'Romny'],
    ['Суми', 'Sumy'],
    ['Тетерів', 'Teteriv'],
    ['Ужгород', 'Uzhhorod'],
    ['Фастів', 'Fastiv'],
    ['Харків', 'Kharkiv'],
    ['Біла Церква', 'Bila Tserkva'],
    ['Чернівці', 'Chernivtsi'],
    ['Шостка', 'Shostka'],
    ['Гоща', 'Hoshcha'],
    ['Юрій', 'Yurii'],
    ['Юрківка', 'Yurkivka'],
    ['Яготин', 'Yahotyn'],
    ['Ічня', 'Ichnia'],
    ["Знам'янка", 'Znamianka'],
    ['Розгон', 'Rozghon'],
    ['Щербухи', 'Shcherbukhy'],
    ['Хмельницький', 'Khmelnytskyi'],
    ['Костянтин', 'Kostiantyn'],
  ] as const;

  it.each(officialExamples)('transliterates %s as %s', (title, latin) => {
    expect(aliasOf(title)).toBe(latin.toLowerCase().replace(/ /g, '-'));
  });

  it('gives the official examples in lower case, words joined by -', () => {
    expect(aliasOf('Біла Церква')).toBe('bila-tserkva');
    expect(aliasOf("Знам'янка")).toBe('znamianka');
    expect(aliasOf('ЗНАМ’ЯНКА')).toBe('znamianka');
  });

  it('drops the typographic apostrophes like the plain one', () => {
    expect(aliasOf('Знам’янка')).toBe('znamianka');
    expect(aliasOf('Знамʼянка')).toBe('znamianka');
    expect(aliasOf('Пам’ять і м’ята')).toBe(aliasOf("Пам'ять і м'ята"));
  });

  it('turns punctuation, « », — and spaces into a single -, none at the ends', () => {
    expect(aliasOf('«Весна» — 2028!')).toBe('vesna-2028');
    expect(aliasOf('  Акція:  знижки,   бонуси...  ')).toBe('aktsiia-znyzhky-bonusy');
    expect(aliasOf('--Київ--Одеса--')).toBe('kyiv-odesa');
    expect(aliasOf('Харків / Львів & Дніпро')).toBe('kharkiv-lviv-dnipro');
  });

  it('keeps Latin letters and digits', () => {
    expect(aliasOf('Bosch 2028: знижка 15%')).toBe('bosch-2028-znyzhka-15');
    expect(aliasOf('ABC-123 x5')).toBe('abc-123-x5');
  });

  it('gives an empty alias for a title of punctuation only', () => {
    expect(aliasOf('!!! — «» ...')).toBe('');
    expect(aliasOf("’ʼ'")).toBe('');
    expect(aliasOf('')).toBe('');
  });
});
