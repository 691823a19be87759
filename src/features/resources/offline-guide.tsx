import type { ReactNode } from 'react';

const OFFLINE_ITEMS = [
  'Your tours, daysheets, schedules, notes, hotels and contacts — once the app has synced them.',
  'Files of yesterday, today and the next two days, and any file you save for offline.',
  'Your edits: they wait on this device and are sent when the connection returns.',
  'Files you upload: they wait in the upload queue with their bytes and upload when you are back online.',
];

/** What works without a connection, and how to put Roadie on the home screen. */
export function OfflineGuide({ install }: { install?: ReactNode }) {
  return (
    <section aria-labelledby="offline-title" className="flex flex-col gap-3">
      <h2 id="offline-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Working offline
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-slate-600 dark:text-slate-400">
        {OFFLINE_ITEMS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="text-slate-600 dark:text-slate-400">
        Personal documents (passports, licences) are never kept on a device; they need a connection.
      </p>
      <h3 className="font-semibold text-slate-900 dark:text-white">Install the app</h3>
      <ul className="list-disc space-y-1 pl-5 text-slate-600 dark:text-slate-400">
        <li>iPhone and iPad (Safari): Share → Add to Home Screen.</li>
        <li>Android (Chrome): menu ⋮ → Install app.</li>
        <li>Desktop (Chrome, Edge): the install icon at the end of the address bar.</li>
      </ul>
      {install}
    </section>
  );
}
