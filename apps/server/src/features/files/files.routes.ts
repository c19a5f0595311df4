import type { FastifyInstance } from 'fastify';
import {
  createDirectoryAnswerSchema,
  createDirectorySchema,
  deleteAnswerSchema,
  fileManagerAccept,
  fileManagerApi,
  fileModelSchema,
  folderListingSchema,
  messages,
  uploadAnswerSchema,
  uploadFileFields,
  uploadLimitsSchema,
  screenRoles,
} from '@bo/contract';
import type { Config } from '../../config.js';
import { rolesAccess } from '../../platform/http/access.js';
import { featureRoutes } from '../../platform/http/route.js';
import type { Storage } from '../../platform/storage/storage.js';
import { joinPath, parentPath } from './file-paths.js';
import { fileEntryPresenter } from './files.presenter.js';
import type { FileManagerService } from './files.service.js';

/** File manager: ContentManager or CatalogManager (DESIGN §4). */
const access = rolesAccess(...screenRoles.files);

export function registerFileManagerRoutes(
  app: FastifyInstance,
  service: FileManagerService,
  storage: Storage,
  config: Config,
): void {
  const route = featureRoutes(app, { access, tags: ['files'] });

  route.post(
    fileManagerApi.loadFiles,
    {
      summary: 'Every entry of a folder (currentDir, "" for the root), folders first',
      body: fileModelSchema,
      answer: folderListingSchema,
    },
    async ({ user, body }) => {
      const { folder, entries } = await service.load(user.comId, body.currentDir);
      return {
        parentDir: parentPath(folder),
        currentDir: joinPath(folder),
        filesList: entries.map(fileEntryPresenter(storage, user.comId, folder)),
      };
    },
  );

  route.post(
    fileManagerApi.createDirectory,
    {
      summary: 'Creates the folder currentDir (e.g. "news/2026") inside an existing parent',
      body: createDirectorySchema,
      answer: createDirectoryAnswerSchema,
    },
    async ({ user, body }) => {
      const { folder, entry } = await service.createDirectory(user, body.currentDir);
      return {
        message: messages.folderCreated,
        folder: fileEntryPresenter(storage, user.comId, folder)(entry),
      };
    },
  );

  route.post(
    fileManagerApi.deleteDirectory,
    {
      summary: 'Deletes the empty folder currentDir (never the root)',
      body: fileModelSchema,
      answer: deleteAnswerSchema,
    },
    async ({ user, body }) => {
      const deleted = await service.deleteDirectory(user, body.currentDir);
      return { message: messages.filesDeleted, deleted: [deleted] };
    },
  );

  route.post(
    fileManagerApi.deleteFiles,
    {
      summary: 'Deletes the files of filesList (by fileName) inside currentDir: all or none',
      body: fileModelSchema,
      answer: deleteAnswerSchema,
    },
    async ({ user, body }) => {
      const deleted = await service.deleteFiles(user, body);
      return { message: messages.filesDeleted, deleted };
    },
  );

  route.post(
    fileManagerApi.uploadFile,
    {
      summary: 'Uploads files into the folder currentDir (not the root)',
      form: {
        files: uploadFileFields,
        limits: {
          fileBytes: config.uploadLimitBytes,
          requestBytes: config.uploadRequestLimitBytes,
          files: config.uploadFilesPerRequest,
        },
        describe:
          'currentDir, and a file formFile or several files formFiles. ' +
          'Types are checked by content; a taken name is kept and the new file gets " (n)".',
      },
      answer: uploadAnswerSchema,
    },
    async ({ user, form }) => {
      const { folder, stored } = await service.upload(user, form);
      const present = fileEntryPresenter(storage, user.comId, folder);
      return {
        message: messages.filesUploaded(stored.length),
        files: stored.map(({ entry, uploadedName }) => ({ ...present(entry), uploadedName })),
      };
    },
  );

  route.post(
    fileManagerApi.limits,
    { summary: 'Upload limits and accepted types', answer: uploadLimitsSchema },
    () => ({
      fileLimitBytes: config.uploadLimitBytes,
      requestLimitBytes: config.uploadRequestLimitBytes,
      filesPerRequest: config.uploadFilesPerRequest,
      accept: fileManagerAccept,
    }),
  );
}
