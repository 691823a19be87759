/**
 * After sign-in: warns once (per device) when the browser may evict the offline copy — free quota
 * under ~50 MB, or persistent storage refused. Reports it; never silently ignores it.
 */
import { toast } from 'sonner';

const LOW_QUOTA_BYTES = 50 * 1024 * 1024;
const WARNED_KEY = 'roadie.storage-warning-shown';

export async function checkStorage() {
  const storage = globalThis.navigator?.storage;
  if (!storage?.estimate || localStorage.getItem(WARNED_KEY)) return;
  const [estimate, persisted] = await Promise.all([
    storage.estimate().catch(() => null),
    storage.persisted ? storage.persisted().catch(() => true) : Promise.resolve(true),
  ]);
  const free = estimate?.quota !== undefined ? estimate.quota - (estimate.usage ?? 0) : null;
  const lowQuota = free !== null && free < LOW_QUOTA_BYTES;
  if (!lowQuota && persisted) return;
  localStorage.setItem(WARNED_KEY, '1');
  toast.warning(lowQuota ? 'This device is low on storage' : 'Offline copy may be cleared', {
    description: lowQuota
      ? 'Less than 50 MB is free for Roadie. Free up space so your tours stay available offline.'
      : 'The browser did not grant persistent storage. Install Roadie or keep it bookmarked so your tours stay available offline.',
  });
}
