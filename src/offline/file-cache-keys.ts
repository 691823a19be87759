/**
 * Where kept files live, shared by the page (src/offline/file-cache.ts) and the service worker:
 * one cache per user, one path per file. No imports, so the worker stays small.
 */
export const OFFLINE_FILES_PATH = '/offline-files/';
export const fileCacheName = (userId: string) => `roadie-files-${userId}`;
export const offlineFileUrl = (userId: string, fileId: string) => `${OFFLINE_FILES_PATH}${userId}/${fileId}`;
