import path from 'node:path';
import { LocalStorage } from './local-storage.js';

/**
 * Storage for files that must never be public (journal PDFs): under
 * DATA_DIR/private, beside and not inside the /uploads folder; routes stream
 * them after their own access check.
 */
export function openPrivateStorage(dataDir: string): LocalStorage {
  return new LocalStorage(path.join(dataDir, 'private'), '/private-files-are-not-served/');
}
