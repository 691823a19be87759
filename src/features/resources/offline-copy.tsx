import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { formatSize } from '../../lib/format-size';
import {
  askForPersistentStorage,
  LOW_QUOTA_BYTES,
  readStorageProtection,
  type StorageProtection,
} from '../../offline/persistent-storage';
import { Button } from '../../ui/button';

/**
 * The one place that explains whether the browser may clear Roadie's offline copy (it replaced a
 * warning toast after every sign-in), with a button that asks the browser to keep it.
 */
export function OfflineCopy() {
  const [protection, setProtection] = useState<StorageProtection | null>(null);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    let current = true;
    void readStorageProtection().then((read) => {
      if (current) setProtection(read);
    });
    return () => {
      current = false;
    };
  }, []);

  const ask = async () => {
    setAsking(true);
    const kept = await askForPersistentStorage();
    setProtection(await readStorageProtection());
    setAsking(false);
    if (!kept) toast.info('The browser decides by itself; installing Roadie usually makes it agree.');
  };

  if (!protection || protection.persisted === null) return null;
  const lowQuota = protection.freeBytes !== null && protection.freeBytes < LOW_QUOTA_BYTES;
  return (
    <section aria-labelledby="offline-copy-title" className="flex flex-col items-start gap-3">
      <h2 id="offline-copy-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Offline copy
      </h2>
      {protection.persisted ? (
        <p className="text-slate-600 dark:text-slate-400">
          This browser keeps Roadie’s offline copy: it will not clear it to make room.
        </p>
      ) : (
        <>
          <p className="text-slate-600 dark:text-slate-400">
            This browser may clear Roadie’s offline copy (tours, files, and changes not yet sent) when the
            device runs low on space. Installing Roadie or keeping it bookmarked helps the browser agree to
            keep it.
          </p>
          <Button variant="secondary" isPending={asking} onClick={() => void ask()}>
            Ask the browser to keep it
          </Button>
        </>
      )}
      {lowQuota ? (
        <p role="status" className="text-amber-800 dark:text-amber-300">
          This device is low on storage: less than {formatSize(LOW_QUOTA_BYTES)} is free for Roadie. Free up
          space so your tours stay available offline.
        </p>
      ) : null}
    </section>
  );
}
