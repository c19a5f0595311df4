import {
  itemApi,
  itemCardSchema,
  itemFileField,
  itemFileSchema,
  itemsPageAnswerSchema,
  itemTranslationSchema,
  itemViewSchema,
  languagesAnswerSchema,
  okAnswerSchema,
  saveTranslateAnswerSchema,
  searchItemsAnswerSchema,
  snackbarTimeouts,
  type ItemFile,
  type ItemListRow,
  type SaveTranslateAnswer,
  type SaveTranslateBody,
} from '@bo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { postQuery, underKeys } from '../../platform/apiQuery';
import { notifyFailure } from '../../platform/callFailures';
import { apiPost } from '../../platform/http';
import { serverPages } from '../../platform/ui/data-table/serverPages';
import type { TableLoad } from '../../platform/ui/data-table/types';
import { useApiMutation } from '../../platform/useApiMutation';
import { fileErrorTimeoutMs } from './files/filePanelTimeouts';

export const itemKeys = {
  all: ['items'] as const,
  lists: ['items', 'list'] as const,
  list: (missingLang: string | undefined) => ['items', 'list', missingLang ?? ''] as const,
  card: (itemNo: string) => ['items', 'card', itemNo] as const,
  languages: ['items', 'languages'] as const,
  translate: (itemNo: string, lang: string) => ['items', 'translate', itemNo, lang] as const,
  view: (itemNo: string) => ['items', 'view', itemNo] as const,
  search: (pattern: string) => ['items', 'search', pattern] as const,
};

/** The analytics list (C§2.1), with the filter of the items missing a translation in `missingLang`. */
export const loadItemsPage = (missingLang: string | undefined): TableLoad<ItemListRow> =>
  serverPages(itemApi.itemsPage, itemsPageAnswerSchema, { missingLang });

/** The item card (C§2.2); the item number travels as a JSON string. */
export const useItemCard = (itemNo: string) =>
  useQuery(postQuery(itemKeys.card(itemNo), itemApi.getItem, itemNo, itemCardSchema));

/** The interface languages, uk first. */
export function useItemLanguages() {
  const query = postQuery(itemKeys.languages, itemApi.languages, undefined, languagesAnswerSchema);
  return useQuery({ ...query, staleTime: Infinity });
}

/** One translation of an item (A§2): empty strings where none is saved. */
export function useItemTranslation(itemNo: string, lang: string) {
  const key = itemKeys.translate(itemNo, lang);
  const query = postQuery(key, itemApi.getTranslate, { itemNo, lang }, itemTranslationSchema);
  return useQuery({ ...query, enabled: itemNo !== '' && lang !== '' });
}

/** What the item page shows (any signed-in user). */
export const useItemView = (itemNo: string) =>
  useQuery(postQuery(itemKeys.view(itemNo), itemApi.itemView, itemNo, itemViewSchema));

/** The item search (A§5): `pattern` is already cleaned; an empty one searches nothing. */
export function useItemSearch(pattern: string) {
  return useQuery({
    meta: notifyFailure({ timeoutMs: snackbarTimeouts.itemSearch }),
    ...postQuery(itemKeys.search(pattern), itemApi.searchItems, pattern, searchItemsAnswerSchema),
    enabled: pattern !== '',
  });
}

/** After a change of one item: its card, page and translations, and the list's counts. */
function useItemChanged() {
  const queryClient = useQueryClient();
  return (itemNo: string) =>
    queryClient.invalidateQueries(
      underKeys(
        itemKeys.card(itemNo),
        itemKeys.view(itemNo),
        ['items', 'translate', itemNo],
        itemKeys.lists,
      ),
    );
}

/** Saves a translation; the answer says whether it changed anything (if not, nothing was written). */
export function useSaveTranslation() {
  const itemChanged = useItemChanged();
  return useApiMutation({
    meta: notifyFailure(),
    mutationFn: (translation: SaveTranslateBody) =>
      apiPost(itemApi.saveTranslate, translation, { schema: saveTranslateAnswerSchema }),
    onSuccess: (saved: SaveTranslateAnswer) => itemChanged(saved.itemNo),
  });
}

// ---------------------------------------------------------------------------
// Item files (C§4.1, C§7): multipart calls

/** A new file of a panel: a picture or PDF with its file, or a link with its address. */
type NewItemFile = {
  itemNo: string;
  fileType: number;
  fileDescription: number;
  sort: number;
} & ({ file: File; url?: undefined } | { url: string; file?: undefined });

/** The changes the edit mode of a panel sends (C§7 update). */
interface ItemFileChange {
  fileDescription: number;
  hidden: boolean;
  mainPic: boolean;
  sort: number;
  /** A new file replacing the stored one (manual files only). */
  file: File | null;
  /** A link's new address (manual links only). */
  url?: string;
}

/** The file's own fields (C§7 "the file's fields"), as the update, delete and show calls take them. */
function fileFields(file: ItemFile): Record<string, string> {
  return {
    itemNo: file.itemNo,
    id: String(file.id),
    fileName: file.fileName,
    pathName: file.pathName,
    URL: file.url,
    fileType: String(file.fileType),
    FileDescription: String(file.fileDescript),
    sourceType: String(file.sourceType),
    Hidden: String(file.hidden),
    manual: file.manual ? 'true' : 'false',
    MainPic: file.mainPic ? '1' : '0',
    sort: String(file.sort),
  };
}

function formData(fields: Record<string, string>, upload?: File | null): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  // The file part goes last: the server reads the fields before the file streams in.
  if (upload) data.set(itemFileField, upload, upload.name);
  return data;
}

const fileFailureNotice = notifyFailure({ timeoutMs: fileErrorTimeoutMs });

export function useUploadItemFile() {
  const itemChanged = useItemChanged();
  return useApiMutation({
    meta: fileFailureNotice,
    mutationFn: (upload: NewItemFile) => {
      const fields: Record<string, string> = {
        itemNo: upload.itemNo,
        fileDescription: String(upload.fileDescription),
        sort: String(upload.sort),
        fileType: String(upload.fileType),
      };
      if (upload.url !== undefined) fields.URL = upload.url;
      return apiPost(itemApi.uploadItemFile, formData(fields, upload.file), {
        schema: itemFileSchema,
      });
    },
    onSuccess: (saved) => itemChanged(saved.itemNo),
  });
}

export function useUpdateItemFile() {
  const itemChanged = useItemChanged();
  return useApiMutation({
    meta: fileFailureNotice,
    mutationFn: ({ file, change }: { file: ItemFile; change: ItemFileChange }) =>
      apiPost(
        itemApi.updateItemFile,
        formData(
          {
            ...fileFields(file),
            oldFileName: file.fileName,
            URL: change.url ?? file.url,
            FileDescription: String(change.fileDescription),
            Hidden: change.hidden ? '1' : '0',
            MainPic: change.mainPic ? '1' : '0',
            sort: String(change.sort),
          },
          change.file,
        ),
        { schema: itemFileSchema },
      ),
    onSuccess: (saved) => itemChanged(saved.itemNo),
  });
}

/** A call on one file answered `{ok: true}`: delete, or show again. */
function useItemFileCall(path: typeof itemApi.deleteItemFile | typeof itemApi.showItemFile) {
  const itemChanged = useItemChanged();
  return useApiMutation({
    meta: fileFailureNotice,
    mutationFn: (file: ItemFile) =>
      apiPost(path, formData(fileFields(file)), { schema: okAnswerSchema }),
    onSuccess: (_answer, file) => itemChanged(file.itemNo),
  });
}

export const useDeleteItemFile = () => useItemFileCall(itemApi.deleteItemFile);

/** Shows a hidden file again ('File unlocked successfully', C§4.1). */
export const useShowItemFile = () => useItemFileCall(itemApi.showItemFile);
