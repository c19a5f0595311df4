import {
  okAnswerSchema,
  vehicleApi,
  vehicleDictionariesSchema,
  vehicleIdAnswerSchema,
  vehicleItemSchema,
  vehicleMarkSchema,
  vehicleMarksAnswerSchema,
  vehicleModelSchema,
  vehicleSearchItemSchema,
  vehicleSummaryAnswerSchema,
  vehicleTotalsSchema,
  vehicleTypeSchema,
  type VehicleMark,
  type VehicleSummaryRow,
  type VehicleModel,
  type VehicleType,
} from '@bo/contract';
import {
  partialMatchKey,
  useQuery,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { postQuery, useStoreRecord } from '../../platform/apiQuery';
import { apiPost } from '../../platform/http';
import { serverPages } from '../../platform/ui/data-table/serverPages';
import type { TableLoad } from '../../platform/ui/data-table/types';
import { useApiMutation } from '../../platform/useApiMutation';

/** Every key starts with 'vehicles', as the import-export screen's do: an import makes all of them stale. */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  totals: ['vehicles', 'totals'] as const,
  summary: ['vehicles', 'summary'] as const,
  marks: ['vehicles', 'marks'] as const,
  mark: (markId: number) => ['vehicles', 'mark', markId] as const,
  models: (markId: number) => ['vehicles', 'models', markId] as const,
  model: (modelId: number) => ['vehicles', 'model', modelId] as const,
  modifications: (modelId: number) => ['vehicles', 'modifications', modelId] as const,
  modification: (typeId: number) => ['vehicles', 'modification', typeId] as const,
  items: (typeId: number) => ['vehicles', 'items', typeId] as const,
  dictionaries: ['vehicles', 'dictionaries'] as const,
  search: (pattern: string) => ['vehicles', 'search', pattern] as const,
};

// ---------------------------------------------------------------------------
// Reads

/** MainInfo: the home's summary, paged by the server (`{size, page}`). */
export const loadSummaryPage: TableLoad<VehicleSummaryRow> = ({ size, page }, _query, signal) =>
  apiPost(vehicleApi.mainInfo, { size, page }, { schema: vehicleSummaryAnswerSchema, signal });

/** Marks: paged, searched and sorted by the server. */
export const loadMarksPage = serverPages(vehicleApi.marks, vehicleMarksAnswerSchema);

export const useVehicleTotals = () =>
  useQuery(postQuery(vehicleKeys.totals, vehicleApi.totalsInfo, undefined, vehicleTotalsSchema));

/** One record's query (also read after a create: the stored values fill the form, issue 32). */
export const markQuery = (markId: number) =>
  postQuery(vehicleKeys.mark(markId), vehicleApi.mark, markId, vehicleMarkSchema);
export const modelQuery = (modelId: number) =>
  postQuery(vehicleKeys.model(modelId), vehicleApi.model, modelId, vehicleModelSchema);
export const modificationQuery = (typeId: number) =>
  postQuery(vehicleKeys.modification(typeId), vehicleApi.vehicle, typeId, vehicleTypeSchema);

/** The models of a mark, whole (a mark has tens of them). */
export const modelsQuery = (markId: number) =>
  postQuery(vehicleKeys.models(markId), vehicleApi.models, markId, z.array(vehicleModelSchema));

/** The modifications of a model, whole. */
export const modificationsQuery = (modelId: number) =>
  postQuery(
    vehicleKeys.modifications(modelId),
    vehicleApi.vehicles,
    modelId,
    z.array(vehicleTypeSchema),
  );

/** The items of a modification, whole (the server caps them). */
export const itemsQuery = (typeId: number) =>
  postQuery(vehicleKeys.items(typeId), vehicleApi.vehicleItems, typeId, z.array(vehicleItemSchema));

/** A record of the route; nothing is asked for id 0 (create) or no id. */
export const useMark = (markId: number | null) =>
  useQuery({ ...markQuery(markId ?? 0), enabled: (markId ?? 0) > 0 });
export const useModel = (modelId: number | null) =>
  useQuery({ ...modelQuery(modelId ?? 0), enabled: (modelId ?? 0) > 0 });
export const useModification = (typeId: number | null) =>
  useQuery({ ...modificationQuery(typeId ?? 0), enabled: (typeId ?? 0) > 0 });

export function useDictionaries() {
  // The server names them in the caller's language: another language is another answer.
  const { i18n } = useTranslation();
  const key = [...vehicleKeys.dictionaries, i18n.language];
  const query = postQuery(key, vehicleApi.dictionaries, undefined, vehicleDictionariesSchema);
  return useQuery({ ...query, staleTime: Infinity });
}

/** SearchItems (C§5): `pattern` is already cleaned; an empty one searches nothing. */
export function useVehicleItemSearch(pattern: string) {
  const found = z.array(vehicleSearchItemSchema);
  const query = postQuery(vehicleKeys.search(pattern), vehicleApi.searchItems, pattern, found);
  return useQuery({ ...query, enabled: pattern !== '' });
}

// ---------------------------------------------------------------------------
// Changes

/**
 * Everything read from the vehicle database is stale after a change (counts,
 * totals, lists), except the queries under `keep`: a deleted record's own,
 * which would answer 404 while its page is still shown.
 */
const staleVehicles = (...keep: QueryKey[]): InvalidateQueryFilters => ({
  queryKey: vehicleKeys.all,
  predicate: (query) => !keep.some((key) => partialMatchKey(query.queryKey, key)),
});

/** A change of the vehicle database: everything read from it is stale after it. */
function useVehicleChange<Body, Answer>(send: (body: Body) => Promise<Answer>) {
  return useApiMutation({
    mutationFn: send,
    stale: staleVehicles(),
  });
}

/** A change answering the record as stored: its page shows it at once; all the rest is stale. */
function useVehicleRecordChange<Body, Answer>(
  send: (body: Body) => Promise<Answer>,
  recordKey: (record: Answer) => QueryKey,
) {
  const storeRecord = useStoreRecord(recordKey, staleVehicles);
  return useApiMutation({ mutationFn: send, onSuccess: storeRecord });
}

/**
 * The create and the update of a mark, a model or a modification: a create
 * answers the new id, an update the record as stored.
 */
function recordSaves<Body, Row>(
  paths: { create: string; update: string },
  schema: z.ZodType<Row>,
  recordKey: (record: Row) => QueryKey,
) {
  return {
    useCreate: () =>
      useVehicleChange((body: Body) =>
        apiPost(paths.create, body, { schema: vehicleIdAnswerSchema }),
      ),
    useUpdate: () =>
      useVehicleRecordChange((body: Body) => apiPost(paths.update, body, { schema }), recordKey),
  };
}

/** The delete of a model's or a modification's picture: the record without it, stored at once. */
function usePictureDelete<Row>(
  path: string,
  schema: z.ZodType<Row>,
  recordKey: (record: Row) => QueryKey,
) {
  return useVehicleRecordChange((id: number) => apiPost(path, id, { schema }), recordKey);
}

/** A mark as the form sends it (JSON, C§7). */
export type MarkSave = Omit<VehicleMark, 'markId' | 'manual'> & { markId?: number };

export const { useCreate: useCreateMark, useUpdate: useUpdateMark } = recordSaves<
  MarkSave,
  VehicleMark
>({ create: vehicleApi.createMark, update: vehicleApi.updateMark }, vehicleMarkSchema, (mark) =>
  vehicleKeys.mark(mark.markId),
);

/** A model or a modification is sent as a multipart form (C§7): text fields and the picture `file`. */
const modelKey = (model: VehicleModel) => vehicleKeys.model(model.modelId);
const modificationKey = (type: VehicleType) => vehicleKeys.modification(type.typeId);

export const { useCreate: useCreateModel, useUpdate: useUpdateModel } = recordSaves<
  FormData,
  VehicleModel
>({ create: vehicleApi.createModel, update: vehicleApi.updateModel }, vehicleModelSchema, modelKey);
export const { useCreate: useCreateModification, useUpdate: useUpdateModification } = recordSaves<
  FormData,
  VehicleType
>(
  { create: vehicleApi.createVehicle, update: vehicleApi.updateVehicle },
  vehicleTypeSchema,
  modificationKey,
);

/** DeleteModelImage and DeleteVehicleImage. */
export const useDeleteModelImage = () =>
  usePictureDelete(vehicleApi.deleteModelImage, vehicleModelSchema, modelKey);
export const useDeleteModificationImage = () =>
  usePictureDelete(vehicleApi.deleteVehicleImage, vehicleTypeSchema, modificationKey);

/** Deletes a mark, a model or a modification (VehicleEditorDelete); its own queries are kept. */
function useDeleteRecord(path: string, ownKeys: (id: number) => readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (id: number) => apiPost(path, id, { schema: okAnswerSchema }),
    onSuccess: (_answer, id) => queryClient.invalidateQueries(staleVehicles(...ownKeys(id))),
  });
}

export const useDeleteMark = () =>
  useDeleteRecord(vehicleApi.deleteMark, (id) => [vehicleKeys.mark(id), vehicleKeys.models(id)]);
export const useDeleteModel = () =>
  useDeleteRecord(vehicleApi.deleteModel, (id) => [
    vehicleKeys.model(id),
    vehicleKeys.modifications(id),
  ]);
export const useDeleteModification = () =>
  useDeleteRecord(vehicleApi.deleteVehicle, (id) => [
    vehicleKeys.modification(id),
    vehicleKeys.items(id),
  ]);

export const useAddItems = () =>
  useVehicleChange(({ typeId, itemNos }: { typeId: number; itemNos: readonly string[] }) =>
    apiPost(
      vehicleApi.addItems,
      { typeId, items: itemNos.map((itemNo) => ({ itemNo })) },
      { schema: z.array(vehicleItemSchema) },
    ),
  );
export const useDeleteItem = () =>
  useVehicleChange((item: { typeId: number; itemNo: string }) =>
    apiPost(vehicleApi.deleteVehicleItem, item, { schema: okAnswerSchema }),
  );
export const useDeleteAllItems = () =>
  useVehicleChange((typeId: number) =>
    apiPost(vehicleApi.deleteVehicleItems, typeId, { schema: okAnswerSchema }),
  );
