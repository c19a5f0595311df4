import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ErrorAnswer, VehicleModel, VehicleType } from '@bo/contract';
import { fileBlob, pngBytes } from '../../test/factories/uploads.js';
import {
  api,
  auditRows,
  createMark,
  createModel,
  createVehicle,
  editor,
  editorWithoutDelete,
  form,
  messageOf,
  ok,
  openVehicleEditorApp,
  t,
  unique,
} from '../../test/scenes/vehicle-editor.js';

openVehicleEditorApp();

describe('vehicle editor: models and modifications', () => {
  it('creates a model with its range, flags and picture; lists and updates it', async () => {
    const markId = await createMark();
    const modelId = await createModel(
      markId,
      { model: 'Golf IV', modelRange: '8.1997-06.2003', pc: 'true', sort: '5' },
      fileBlob(pngBytes(), 'image/png'),
    );
    const model = ok(await t.post(api.model, modelId, editor)).json<VehicleModel>();
    expect(model).toMatchObject({
      modelId,
      markId,
      model: 'Golf IV',
      modelRange: '08.1997 - 06.2003',
      pc: true,
      cv: false,
      sort: 5,
      manual: true,
      active: true,
      typesCount: 0,
    });
    expect(model.image).toMatch(/\.png$/);
    expect(model.imageUrl).toContain(model.image);
    const list = ok(await t.post(api.models, { markId }, editor)).json<VehicleModel[]>();
    expect(list.map((row) => row.modelId)).toEqual([modelId]);

    const updated = ok(
      await t.postForm(
        api.updateModel,
        form({
          modelId: String(modelId),
          markId: String(markId),
          model: 'Golf V',
          modelRange: '10.2003 - ',
        }),
        editor,
      ),
    ).json<VehicleModel>();
    expect(updated).toMatchObject({
      model: 'Golf V',
      modelRange: '10.2003 - ',
      image: model.image,
    });
  });

  it("answers 'The Model field is required.', 404 under an unknown mark, and 400 for a bad range", async () => {
    const markId = await createMark();
    const noName = await t.postForm(api.createModel, form({ markId: String(markId) }), editor);
    expect(noName.statusCode).toBe(400);
    expect(messageOf(noName)).toBe('The Model field is required.');
    const orphan = await t.postForm(
      api.createModel,
      form({ markId: '99999999', model: 'Orphan' }),
      editor,
    );
    expect(orphan.statusCode).toBe(404);
    const badRange = await t.postForm(
      api.createModel,
      form({ markId: String(markId), model: 'Bad', modelRange: 'from 1997' }),
      editor,
    );
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json<ErrorAnswer>().errors?.modelRange).toBeDefined();
  });

  it('refuses a picture that is not a picture, storing nothing', async () => {
    const markId = await createMark();
    const response = await t.postForm(
      api.createModel,
      form(
        { markId: String(markId), model: 'Fake picture' },
        fileBlob('not a picture', 'image/png'),
      ),
      editor,
    );
    expect(response.statusCode).toBe(400);
    expect(ok(await t.post(api.models, markId, editor)).json<VehicleModel[]>()).toEqual([]);
  });

  it('creates a modification with dictionaries and numbers; the update takes the names prefixed model.', async () => {
    const markId = await createMark();
    const modelId = await createModel(markId);
    const dictionaries = ok(await t.post(api.dictionaries, undefined, editor)).json<
      Record<string, { id: number; name: string }[]>
    >();
    expect(Object.keys(dictionaries).sort()).toEqual([
      'bodyType',
      'driveType',
      'engineType',
      'fuel',
      'fuelPreparation',
    ]);
    for (const entries of Object.values(dictionaries)) expect(entries.length).toBeGreaterThan(0);
    const body = dictionaries.bodyType?.[0]?.id ?? 1;
    const typeId = await createVehicle(modelId, {
      markId: String(markId),
      typeName: '1.9 TDI',
      typeRange: '09.1997 - 06.2003',
      bodyType: String(body),
      fuel: String(dictionaries.fuel?.[1]?.id ?? 2),
      capacity: '1,9',
      ccmTech: '1896',
      cylinders: '4',
      valve: '8',
      hp: '110',
      kw: '81',
      engines: 'AHF, ASV',
    });
    const vehicle = ok(await t.post(api.vehicle, typeId, editor)).json<VehicleType>();
    expect(vehicle).toMatchObject({
      typeId,
      modelId,
      markId,
      typeName: '1.9 TDI',
      typeRange: '09.1997 - 06.2003',
      bodyType: body,
      capacity: 1.9,
      ccmTech: 1896,
      hp: 110,
      kw: 81,
      tonnage: null,
      driveType: null,
      engines: 'AHF, ASV',
      manual: true,
      itemsCount: 0,
    });
    const updated = ok(
      await t.postForm(
        api.updateVehicle,
        form({
          'model.TypeId': String(typeId),
          'model.ModelId': String(modelId),
          markId: String(markId),
          'model.TypeName': '1.9 TDI PD',
          'model.Hp': '116',
        }),
        editor,
      ),
    ).json<VehicleType>();
    expect(updated).toMatchObject({ typeName: '1.9 TDI PD', hp: 116, capacity: null });
    const list = ok(await t.post(api.vehicles, modelId, editor)).json<VehicleType[]>();
    expect(list.map((row) => row.typeId)).toEqual([typeId]);
    expect((await auditRows('vehicleType', String(typeId))).map((row) => row.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it("answers 'The TypeName field is required.', 400 for numbers and ranges that are not, 404 for a foreign model", async () => {
    const markId = await createMark();
    const modelId = await createModel(markId);
    const noName = await t.postForm(api.createVehicle, form({ modelId: String(modelId) }), editor);
    expect(messageOf(noName)).toBe('The TypeName field is required.');
    for (const [field, value] of [
      ['capacity', 'big'],
      ['hp', '1.5'],
      ['kw', 'abc'],
      ['typeRange', '13.2001 - 01.2002'],
      ['typeRange', '05.2005 - 01.2002'],
      ['bodyType', '999'],
    ] as const) {
      const response = await t.postForm(
        api.createVehicle,
        form({ modelId: String(modelId), typeName: 'X', [field]: value }),
        editor,
      );
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.json<ErrorAnswer>().errors?.[field], field).toBeDefined();
    }
    const otherMark = await createMark();
    const wrongMark = await t.postForm(
      api.createVehicle,
      form({ modelId: String(modelId), markId: String(otherMark), typeName: 'X' }),
      editor,
    );
    expect(wrongMark.statusCode).toBe(404);
    const unknownModel = await t.postForm(
      api.createVehicle,
      form({ modelId: '99999999', typeName: 'X' }),
      editor,
    );
    expect(unknownModel.statusCode).toBe(404);
  });
});

describe('vehicle editor: deleting a picture (issue 32)', () => {
  const storedFile = (url: string) => path.join(t.config.dataDir, url);
  const png = () => fileBlob(pngBytes(), 'image/png');

  it('deletes the picture of a model, its file with it, for a VehicleEditor; the audit row says so', async () => {
    const markId = await createMark();
    const modelId = await createModel(markId, {}, png());
    const before = ok(await t.post(api.model, modelId, editor)).json<VehicleModel>();
    expect(fs.existsSync(storedFile(before.imageUrl ?? 'none'))).toBe(true);

    // A picture is a change of the record: VehicleEditor suffices (not VehicleEditorDelete).
    const answer = ok(
      await t.post(api.deleteModelImage, { modelId }, editorWithoutDelete),
    ).json<VehicleModel>();
    expect(answer).toMatchObject({ modelId, model: before.model, image: null, imageUrl: null });
    expect(ok(await t.post(api.model, modelId, editor)).json<VehicleModel>().image).toBeNull();
    expect(fs.existsSync(storedFile(before.imageUrl ?? 'none'))).toBe(false);
    const rows = await auditRows('vehicleModel', String(modelId));
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(rows[1]?.after).toMatchObject({ image: null });

    // Again: nothing to delete, the model as it is, no audit row.
    const again = ok(await t.post(api.deleteModelImage, modelId, editor)).json<VehicleModel>();
    expect(again).toMatchObject({ modelId, image: null });
    expect(await auditRows('vehicleModel', String(modelId))).toHaveLength(2);
  });

  it('deletes the picture of a modification, its file with it', async () => {
    const markId = await createMark();
    const modelId = await createModel(markId);
    const typeId = ok(
      await t.postForm(
        api.createVehicle,
        form({ modelId: String(modelId), typeName: unique('2.0 TFSI') }, png()),
        editor,
      ),
    ).json<{ id: number }>().id;
    const before = ok(await t.post(api.vehicle, typeId, editor)).json<VehicleType>();
    expect(before.image).toMatch(/\.png$/);

    const answer = ok(
      await t.post(api.deleteVehicleImage, String(typeId), editor),
    ).json<VehicleType>();
    expect(answer).toMatchObject({
      typeId,
      typeName: before.typeName,
      image: null,
      imageUrl: null,
    });
    expect(fs.existsSync(storedFile(before.imageUrl ?? 'none'))).toBe(false);
    expect((await auditRows('vehicleType', String(typeId))).map((row) => row.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it("answers 404 'Model not found' or 'Vehicle not found' for an unknown id", async () => {
    const model = await t.post(api.deleteModelImage, 99999999, editor);
    expect(model.statusCode).toBe(404);
    expect(messageOf(model)).toBe('Model not found');
    const vehicle = await t.post(api.deleteVehicleImage, { typeId: 99999999 }, editor);
    expect(vehicle.statusCode).toBe(404);
    expect(messageOf(vehicle)).toBe('Vehicle not found');
  });

  it('refuses an id that is not one with 400', async () => {
    for (const body of ['abc', { modelId: -1 }, -1]) {
      const response = await t.post(api.deleteModelImage, body, editor);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.post(api.deleteVehicleImage, { typeId: 'x' }, editor)).statusCode).toBe(400);
  });
});
