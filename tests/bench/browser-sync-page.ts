/**
 * What the first-sync bench installs in the app's pages (an init script, so it runs before the
 * app): a 'longtask' PerformanceObserver, a MutationObserver that logs and marks `SYNCED_MARK` when the
 * header first reads "All changes saved" after at least one page of changes has arrived, and two
 * helpers the bench calls afterwards — `__benchSync()` (times and bytes from resource timing, and
 * when the first page of changes was in) and `__benchCount(dbName)` (rows in the mirror tables,
 * read with raw IndexedDB).
 */
export const SYNCED_MARK = '__bench_synced';

export const syncObservers = `(() => {
  if (location.protocol !== 'http:') return;
  performance.setResourceTimingBufferSize(2000);
  const longtasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longtasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const syncRequests = () =>
    performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/sync/tours'));
  let idleAt = null;
  const observer = new MutationObserver(() => {
    const status = document.querySelector('[aria-label="Sync status"]');
    if (!status || status.textContent !== 'All changes saved') return;
    if (!syncRequests().some((entry) => entry.name.includes('/changes'))) return;
    idleAt = performance.now();
    observer.disconnect();
    // Also a user-timing mark: a trace of the sync ends there (sync-threads.ts).
    performance.mark('${SYNCED_MARK}');
    console.log('${SYNCED_MARK} ' + idleAt);
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  window.__benchSync = () => {
    const requests = syncRequests();
    const start = requests[0] ? requests[0].startTime : Number.NaN;
    const serverMs = requests.reduce((sum, entry) => sum + (entry.responseEnd - entry.startTime), 0);
    const longest = longtasks
      .filter(([at, duration]) => at + duration >= start && at <= idleAt)
      .reduce((max, [, duration]) => Math.max(max, duration), 0);
    // Bytes as they crossed the network (compressed) and as JSON once decoded.
    const wire = requests.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
    const json = requests.reduce((sum, entry) => sum + entry.decodedBodySize, 0);
    // When the first page of changes was in: nothing can be written before it.
    const pages = requests.filter((entry) => entry.name.includes('/changes'));
    const firstPageMs = Math.min(...pages.map((entry) => entry.responseEnd)) - start;
    return { ms: idleAt - start, longest, serverMs, requests: requests.length, wire, json, firstPageMs };
  };
  const STORES = ['tours', 'tourDays', 'notes', 'events', 'eventPersonnel', 'tourPersonnel'];
  window.__benchCount = (name) =>
    new Promise((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction(STORES);
        let total = 0;
        for (const store of STORES) {
          const count = tx.objectStore(store).count();
          count.onsuccess = () => { total += count.result; };
        }
        tx.oncomplete = () => { open.result.close(); resolve(total); };
        tx.onerror = () => reject(tx.error);
      };
    });
})();`;
