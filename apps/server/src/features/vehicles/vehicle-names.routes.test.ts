import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  setLanguagePath,
  type PagedAnswer,
  type VehicleDictionaries,
  type VehicleMarkRow,
  type VehicleModel,
  type VehicleSummaryRow,
  type VehicleType,
} from '@bo/contract';
import { createTestApp, type TestUser } from '../../test/test-app.js';
import {
  api,
  createMark,
  createModel,
  createVehicle,
  editor,
  ok,
  openVehicleEditorApp,
  t,
} from '../../test/scenes/vehicle-editor.js';
import { demoEngines, demoMarks } from './vehicles.demo-catalogue.js';
import { demoVehicleCounts, seedVehicles } from './vehicles.demo.js';
import { vehicleMarks, vehicleModels, vehicleTypes } from './vehicles.schema.js';

/*
 * Issue 32: names as a person reads them (items 10 and 23) and the dictionaries
 * in the caller's language (item 21).
 */

openVehicleEditorApp();

describe('vehicle names: the order a person reads', () => {
  const prefix = `Order${Date.now().toString(36)}`;
  // Byte order would put every capital first: 'BYD' before 'Buick', 'DAF' before 'Dacia'.
  const names = ['DAF', 'Buick', 'BYD', 'Dacia', 'alpina'].map((name) => `${prefix} ${name}`);
  const readOrder = ['alpina', 'Buick', 'BYD', 'Dacia', 'DAF'].map((name) => `${prefix} ${name}`);

  it('sorts the marks list by name in any letter case, both ways, and MainInfo alike', async () => {
    for (const name of names) await createMark({ mark: name });
    const marks = async (query: string, desc: boolean) =>
      ok(await t.post(`${api.marks}?filter=${prefix}${query}`, { size: 0, page: 0, desc }, editor))
        .json<PagedAnswer<VehicleMarkRow>>()
        .rows.map((row) => row.mark);
    expect(await marks('', false)).toEqual(readOrder);
    expect(await marks('&orderBy=Mark', true)).toEqual([...readOrder].reverse());
    // Equal counts fall back to the name, as read.
    expect(await marks('&orderBy=ModelsCount', false)).toEqual(readOrder);

    const summary = ok(await t.post(api.mainInfo, { size: 100, page: 0 }, editor))
      .json<PagedAnswer<VehicleSummaryRow>>()
      .rows.map((row) => row.mark)
      .filter((mark) => mark.startsWith(prefix));
    expect(summary).toEqual(readOrder);
  });

  it("sorts a mark's models and a model's modifications by sort, then name in any letter case", async () => {
    const markId = await createMark({ mark: `${prefix} Models` });
    for (const model of ['CX-5', 'Cabrio', 'clio', 'Astra']) await createModel(markId, { model });
    const models = ok(await t.post(api.models, markId, editor)).json<VehicleModel[]>();
    expect(models.map((model) => model.model)).toEqual(['Astra', 'Cabrio', 'clio', 'CX-5']);

    const modelId = models[0]?.modelId ?? 0;
    for (const typeName of ['2.0 TDI', '1.6 tdi', '1.6 TDCi', '1.6 GTI']) {
      await createVehicle(modelId, { typeName });
    }
    const types = ok(await t.post(api.vehicles, modelId, editor)).json<VehicleType[]>();
    expect(types.map((type) => type.typeName)).toEqual([
      '1.6 GTI',
      '1.6 TDCi',
      '1.6 tdi',
      '2.0 TDI',
    ]);
  });
});

describe("vehicle dictionaries in the caller's language", () => {
  const dictionaries = async (headers: Record<string, string>, user: TestUser = editor) => {
    const response = await t.app.inject({
      method: 'POST',
      url: api.dictionaries,
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: user.cookie, ...headers },
    });
    return ok(response).json<VehicleDictionaries>();
  };
  const nameOf = (lists: VehicleDictionaries, list: keyof VehicleDictionaries, id: number) =>
    lists[list].find((entry) => entry.id === id)?.name;

  it('answers English by default and for an English browser', async () => {
    for (const lists of [await dictionaries({}), await dictionaries({ 'accept-language': 'en' })]) {
      expect(nameOf(lists, 'bodyType', 1)).toBe('Sedan');
      expect(nameOf(lists, 'fuel', 1)).toBe('Petrol');
      expect(lists.bodyType.map((entry) => entry.id)).toEqual(
        [...lists.bodyType.map((entry) => entry.id)].sort((a, b) => a - b),
      );
    }
  });

  it('answers Ukrainian to a Ukrainian browser, the same ids in the same order', async () => {
    const english = await dictionaries({});
    const ukrainian = await dictionaries({ 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8' });
    expect(nameOf(ukrainian, 'bodyType', 1)).toBe('Седан');
    expect(nameOf(ukrainian, 'fuel', 1)).toBe('Бензин');
    expect(nameOf(ukrainian, 'driveType', 3)).toBe('Повний привід');
    for (const list of Object.keys(english) as (keyof VehicleDictionaries)[]) {
      expect(ukrainian[list].map((entry) => entry.id)).toEqual(
        english[list].map((entry) => entry.id),
      );
      for (const entry of ukrainian[list]) expect(entry.name).toMatch(/\S/);
    }
  });

  it('follows the language the user chose over the browser', async () => {
    const user = await t.makeUser({ roles: ['VehicleEditor'] });
    ok(await t.post(setLanguagePath, { lang: 'uk' }, user));
    const lists = await dictionaries({ 'accept-language': 'en' }, user);
    expect(nameOf(lists, 'bodyType', 9)).toBe('Фургон');
  });
});

describe('vehicle demo: plausible names', () => {
  it('has a catalogue of marks with models of their own and distinct engines', () => {
    const marks = demoMarks.map((entry) => entry.mark.toLowerCase());
    expect(new Set(marks).size).toBe(marks.length);
    expect(demoMarks.length).toBeGreaterThanOrEqual(demoVehicleCounts(1).marks);
    expect(demoMarks[0]?.mark).toBe('Acura');
    // At least five models a mark: about 33 models a mark stay within generation VII.
    for (const entry of demoMarks)
      expect(entry.models.length, entry.mark).toBeGreaterThanOrEqual(5);
    for (const [family, engines] of Object.entries(demoEngines)) {
      const names = engines.map((engine) => `${engine.capacity} ${engine.label}`);
      expect(new Set(names).size, family).toBe(names.length);
    }
  });

  it('gives each mark models of its own and each model distinct modifications', async () => {
    const demo = await createTestApp();
    try {
      const scale = 0.01;
      const counts = demoVehicleCounts(scale);
      await seedVehicles(demo.deps.db, scale);
      const db = demo.deps.db;
      const marks = await db.select().from(vehicleMarks).orderBy(asc(vehicleMarks.markId));
      expect(marks).toHaveLength(counts.marks);
      const models = await db
        .select()
        .from(vehicleModels)
        .where(
          inArray(
            vehicleModels.markId,
            marks.map((mark) => mark.markId),
          ),
        );
      expect(models).toHaveLength(counts.models);
      const types = await db.select().from(vehicleTypes);
      expect(types).toHaveLength(counts.types);
      for (const model of models) {
        const names = types.filter((type) => type.modelId === model.modelId).map((t) => t.typeName);
        expect(names.length).toBeGreaterThan(1);
        expect(new Set(names).size, `${model.model}: ${names.join(', ')}`).toBe(names.length);
      }
      // A diesel is a diesel: the fuel agrees with the engine's name.
      for (const type of types) {
        if (/\b(TDI|CRDi|dCi|HDi|TDCi|CDI|JTD|D-4D|BlueHDi)\b/.test(type.typeName))
          expect(type.fuel, type.typeName).toBe(2);
      }
      // Models differ from mark to mark: no model name is shared by two marks.
      const byName = new Map<string, Set<number>>();
      for (const model of models)
        byName.set(model.model, (byName.get(model.model) ?? new Set()).add(model.markId));
      for (const [name, markIds] of byName) expect(markIds.size, name).toBe(1);
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      for (const mark of marks) {
        const own = demoMarks.find((entry) => entry.mark === mark.mark)?.models ?? [];
        const name = new RegExp(`^(${own.map(([base]) => escape(base)).join('|')})( [IVX]+)?$`);
        const names = models.filter((model) => model.markId === mark.markId).map((m) => m.model);
        expect(new Set(names).size, mark.mark).toBe(names.length);
        for (const model of names) expect(model, mark.mark).toMatch(name);
      }
      const [audi] = marks.filter((mark) => mark.mark === 'Audi');
      if (audi) {
        const audiModels = await db
          .select()
          .from(vehicleModels)
          .where(eq(vehicleModels.markId, audi.markId));
        expect(audiModels.map((m) => m.model).join(' ')).not.toMatch(/Accord|308|Astra/);
      }
    } finally {
      await demo.close();
    }
  });
});
