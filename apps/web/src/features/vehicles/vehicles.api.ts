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
  type VehicleMarkRow,
  type VehicleSummaryRow,
  type VehicleModel,
  type VehicleType,
} from '@bo/contract';
import {
  partialMatchKey,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiPost } from '../../platform/http';
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
export const loadMarksPage: TableLoad<VehicleMarkRow> = (page, query, signal) =>
  apiPost(vehicleApi.marks, page, { query, schema: vehicleMarksAnswerSchema, signal });

export function useVehicleTotals() {
  return useQuery({
    queryKey: vehicleKeys.totals,
    queryFn: ({ signal }) =>
      apiPost(vehicleApi.totalsInfo, undefined, { schema: vehicleTotalsSchema, signal }),
  });
}

/** One record's query (also read after a create: the stored values fill the form, issue 32). */
export const markQuery = (markId: number) =>
  queryOptions({
    queryKey: vehicleKeys.mark(markId),
    queryFn: ({ signal }) =>
      apiPost(vehicleApi.mark, markId, { schema: vehicleMarkSchema, signal }),
  });

export const modelQuery = (modelId: number) =>
  queryOptions({
    queryKey: vehicleKeys.model(modelId),
    queryFn: ({ signal }) =>
      apiPost(vehicleApi.model, modelId, { schema: vehicleModelSchema, signal }),
  });

export const modificationQuery = (typeId: number) =>
  queryOptions({
    queryKey: vehicleKeys.modification(typeId),
    queryFn: ({ signal }) =>
      apiPost(vehicleApi.vehicle, typeId, { schema: vehicleTypeSchema, signal }),
  });

/** The models of a mark, whole (a mark has tens of them). */
export const modelsQuery = (markId: number) =>
  queryOptions({
    queryKey: vehicleKeys.models(markId),
    queryFn: ({ signal }) =>
      apiPost(vehicleApi.models, markId, { schema: z.array(vehicleModelSchema), signal }),
  });

/** The modifications of a model, whole. */
export const modificationsQuery = (modelId: number) =>
  queryOptions({
    queryKey: vehicleKeys.modifications(modelId),
    queryFn: ({ signal }) =>
      apiPost(vehicleApi.vehicles, modelId, { schema: z.array(vehicleTypeSchema), signal }),
  });

/** The items of a modification, whole (the server caps them). */
export const itemsQuery = (typeId: number) =>
  queryOptions({
    queryKey: vehicleKeys.items(typeId),
    queryFn: ({ signal }) =>
      apiPost(vehicleApi.vehicleItems, typeId, { schema: z.array(vehicleItemSchema), signal }),
  });

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
  return useQuery({
    queryKey: [...vehicleKeys.dictionaries, i18n.language],
    queryFn: ({ signal }) =>
      apiPost(vehicleApi.dictionaries, undefined, { schema: vehicleDictionariesSchema, signal }),
    staleTime: Infinity,
  });
}

/** SearchItems (C§5): `pattern` is already cleaned; an empty one searches nothing. */
export function useVehicleItemSearch(pattern: string) {
  return useQuery({
    queryKey: vehicleKeys.search(pattern),
    queryFn: ({ signal }) =>
      apiPost(vehicleApi.searchItems, pattern, {
        schema: z.array(vehicleSearchItemSchema),
        signal,
      }),
    enabled: pattern !== '',
  });
}

// ---------------------------------------------------------------------------
// Changes

/**
 * Everything read from the vehicle database is stale after a change (counts,
 * totals, lists), except the queries under `keep`: a deleted record's own,
 * which would answer 404 while its page is still shown.
 */
function invalidateVehicles(queryClient: QueryClient, keep: readonly QueryKey[] = []) {
  return queryClient.invalidateQueries({
    queryKey: vehicleKeys.all,
    predicate: (query) => !keep.some((key) => partialMatchKey(query.queryKey, key)),
  });
}

/** A mark as the form sends it (JSON, C§7). */
export type MarkSave = Omit<VehicleMark, 'markId' | 'manual'> & { markId?: number };

export function useCreateMark() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (mark: MarkSave) =>
      apiPost(vehicleApi.createMark, mark, { schema: vehicleIdAnswerSchema }),
    onSuccess: () => invalidateVehicles(queryClient),
  });
}

export function useUpdateMark() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (mark: MarkSave) =>
      apiPost(vehicleApi.updateMark, mark, { schema: vehicleMarkSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(vehicleKeys.mark(saved.markId), saved);
      return invalidateVehicles(queryClient, [vehicleKeys.mark(saved.markId)]);
    },
  });
}

/** The multipart form of a model or a modification (C§7): text fields and the picture `file`. */
export function useCreateModel() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (form: FormData) =>
      apiPost(vehicleApi.createModel, form, { schema: vehicleIdAnswerSchema }),
    onSuccess: () => invalidateVehicles(queryClient),
  });
}

export function useUpdateModel() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (form: FormData) =>
      apiPost(vehicleApi.updateModel, form, { schema: vehicleModelSchema }),
    onSuccess: (saved: VehicleModel) => {
      queryClient.setQueryData(vehicleKeys.model(saved.modelId), saved);
      return invalidateVehicles(queryClient, [vehicleKeys.model(saved.modelId)]);
    },
  });
}

export function useCreateModification() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (form: FormData) =>
      apiPost(vehicleApi.createVehicle, form, { schema: vehicleIdAnswerSchema }),
    onSuccess: () => invalidateVehicles(queryClient),
  });
}

export function useUpdateModification() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (form: FormData) =>
      apiPost(vehicleApi.updateVehicle, form, { schema: vehicleTypeSchema }),
    onSuccess: (saved: VehicleType) => {
      queryClient.setQueryData(vehicleKeys.modification(saved.typeId), saved);
      return invalidateVehicles(queryClient, [vehicleKeys.modification(saved.typeId)]);
    },
  });
}

/** DeleteModelImage: the model without its picture, stored as the model's query at once. */
export function useDeleteModelImage() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (modelId: number) =>
      apiPost(vehicleApi.deleteModelImage, modelId, { schema: vehicleModelSchema }),
    onSuccess: (saved: VehicleModel) => {
      queryClient.setQueryData(vehicleKeys.model(saved.modelId), saved);
      return invalidateVehicles(queryClient, [vehicleKeys.model(saved.modelId)]);
    },
  });
}

/** DeleteVehicleImage: the modification without its picture. */
export function useDeleteModificationImage() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (typeId: number) =>
      apiPost(vehicleApi.deleteVehicleImage, typeId, { schema: vehicleTypeSchema }),
    onSuccess: (saved: VehicleType) => {
      queryClient.setQueryData(vehicleKeys.modification(saved.typeId), saved);
      return invalidateVehicles(queryClient, [vehicleKeys.modification(saved.typeId)]);
    },
  });
}

/** Deletes a mark, a model or a modification (VehicleEditorDelete); its own queries are kept. */
function useDeleteRecord(path: string, ownKeys: (id: number) => readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (id: number) => apiPost(path, id, { schema: okAnswerSchema }),
    onSuccess: (_answer, id) => invalidateVehicles(queryClient, ownKeys(id)),
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

export function useAddItems() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ typeId, itemNos }: { typeId: number; itemNos: readonly string[] }) =>
      apiPost(
        vehicleApi.addItems,
        { typeId, items: itemNos.map((itemNo) => ({ itemNo })) },
        { schema: z.array(vehicleItemSchema) },
      ),
    onSuccess: () => invalidateVehicles(queryClient),
  });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (item: { typeId: number; itemNo: string }) =>
      apiPost(vehicleApi.deleteVehicleItem, item, { schema: okAnswerSchema }),
    onSuccess: () => invalidateVehicles(queryClient),
  });
}

export function useDeleteAllItems() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (typeId: number) =>
      apiPost(vehicleApi.deleteVehicleItems, typeId, { schema: okAnswerSchema }),
    onSuccess: () => invalidateVehicles(queryClient),
  });
}
