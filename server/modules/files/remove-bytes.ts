import type { AppDeps } from '../../http/context';

/**
 * Removes the bytes of a file whose row is already gone or tombstoned (called after the commit).
 * A failure here is logged, not answered: the delete itself succeeded, and the key stays in the
 * tombstone row, so the bytes can still be found and removed later.
 */
export async function removeBytes(deps: AppDeps, storageKey: string): Promise<void> {
  try {
    await deps.storage.remove(storageKey);
  } catch (error) {
    deps.logger.warn('removing file bytes failed', { error: String(error) });
  }
}
