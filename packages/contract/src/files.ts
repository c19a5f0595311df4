import { z } from 'zod';

/**
 * File manager calls (A§7), exactly as the spec names them, under /api.
 * Paths in bodies are relative to the caller's company file-manager root:
 * '' is the root, folders are joined by '/', e.g. 'news/2026' (no leading or
 * trailing '/', no '..', no '\').
 */
export const fileManagerApi = {
  loadFiles: '/api/FileManager/LoadFiles/',
  createDirectory: '/api/FileManager/CreateDirectory',
  deleteDirectory: '/api/FileManager/DeleteDirectory',
  deleteFiles: '/api/FileManager/DeleteFiles',
  uploadFile: '/api/FileManager/UploadFile',
  /** Upload limits and accepted types, for the browser's own checks (not in the spec). */
  limits: '/api/FileManager/Limits',
} as const;

/** The file manager screen (A§2). */
export const fileManagerScreen = '/admin/files';

/** File names are shown cut to 20 characters (A§2, A§9). */
export const fileNameDisplayLength = 20;

/** A file name as the list shows it: the first 20 characters, then '…' when longer. */
export function displayFileName(name: string): string {
  const characters = Array.from(name);
  return characters.length > fileNameDisplayLength
    ? `${characters.slice(0, fileNameDisplayLength).join('')}…`
    : name;
}

/** Upload field names of `UploadFile` (A§7): one file, or several under the same name. */
export const uploadFileFields = ['formFile', 'formFiles'] as const;

/**
 * What the file manager accepts, checked by content on the server (the name's
 * extension is then set to match the content). SVG is refused: it can carry script.
 */
export const fileManagerAcceptedTypes = [
  { mime: 'image/png', extensions: ['png'], kind: 'image' },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], kind: 'image' },
  { mime: 'image/gif', extensions: ['gif'], kind: 'image' },
  { mime: 'image/webp', extensions: ['webp'], kind: 'image' },
  { mime: 'application/pdf', extensions: ['pdf'], kind: 'pdf' },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    kind: 'document',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    kind: 'document',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
    kind: 'document',
  },
] as const;

/** The `accept` attribute of the upload input. */
export const fileManagerAccept = fileManagerAcceptedTypes
  .flatMap((type) => type.extensions.map((extension) => `.${extension}`))
  .join(',');

/** What an entry is: a folder, or a file by its extension (images get thumbnails and can be inserted into rich text). */
const fileKinds = ['folder', 'image', 'pdf', 'document', 'other'] as const;
export type FileKind = (typeof fileKinds)[number];

/** One entry of a folder listing (A§3 File entry), with what the browser needs for thumbnails and rich text. */
const fileEntrySchema = z.object({
  fileName: z.string(),
  isFile: z.boolean(),
  /** The entry's path relative to the root, e.g. 'news/2026/cover.png': unique, and the key for selection. */
  id: z.string(),
  kind: z.enum(fileKinds),
  /** Public URL of a file (served under /uploads, with a version so a replaced file is not cached); null for folders. */
  url: z.string().nullable(),
  /** Size in bytes; null for folders. */
  size: z.number().int().nullable(),
  /** Last change, ISO timestamp. */
  modified: z.string(),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

/** A path relative to the root as a request carries it; the server refuses anything that could leave the root. */
const filePathSchema = z.string().max(1000);

/**
 * An entry as the browser sends it back in a file model: only `fileName` is read
 * (inside `currentDir`); the other fields of a listed entry may come along unchanged.
 */
const fileModelEntrySchema = z
  .object({
    fileName: z.string().max(1000),
    isFile: z.boolean().optional(),
    id: z.union([z.string(), z.number()]).optional(),
  })
  .loose();

/** The file model (A§3): the body of LoadFiles, DeleteDirectory and DeleteFiles. */
export const fileModelSchema = z.object({
  currentDir: filePathSchema.default(''),
  filesList: z.array(fileModelEntrySchema).max(10_000).nullish(),
});
export type FileModel = z.input<typeof fileModelSchema>;

/** The folder listing (A§3): every entry of the folder, folders first, then by name. */
export const folderListingSchema = z.object({
  /** The parent folder's path; null at the root. */
  parentDir: z.string().nullable(),
  currentDir: z.string(),
  filesList: z.array(fileEntrySchema),
});
export type FolderListing = z.infer<typeof folderListingSchema>;

/** Body of CreateDirectory (A§7): the path of the folder to create; its parent must exist. */
export const createDirectorySchema = z.object({ currentDir: filePathSchema });

/** Answer of CreateDirectory: the new folder (its name as cleaned by the server). */
export const createDirectoryAnswerSchema = z.object({
  message: z.string(),
  folder: fileEntrySchema,
});

/** Answer of DeleteDirectory and DeleteFiles: message 'Deleted successfully!' (A§8). */
export const deleteAnswerSchema = z.object({
  message: z.string(),
  /** Paths of the deleted entries. */
  deleted: z.array(z.string()),
});

/** A stored upload: its entry, and the name the browser sent (differs when cleaned or when the name was taken). */
const uploadedFileSchema = fileEntrySchema.extend({ uploadedName: z.string() });

/** Answer of UploadFile: every stored file, in the order sent. */
export const uploadAnswerSchema = z.object({
  message: z.string(),
  files: z.array(uploadedFileSchema),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** Answer of Limits: the server's upload limits. */
export const uploadLimitsSchema = z.object({
  fileLimitBytes: z.number().int(),
  requestLimitBytes: z.number().int(),
  filesPerRequest: z.number().int(),
  accept: z.string(),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;
