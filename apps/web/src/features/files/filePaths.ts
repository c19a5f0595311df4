import { fileManagerScreen } from '@bo/contract';

export const filePaths = { manager: fileManagerScreen } as const;
