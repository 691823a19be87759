/**
 * One run of a report job, whatever its kind (a tour report, a team's summary report): claim it
 * (queued → running), build it, write its CSV and PDF into file storage, then record the files and
 * "done" in one transaction and remove the files an earlier, cut-short run had recorded. Any failure
 * is recorded as "failed" (never thrown at the runner) and the bytes this run wrote are removed.
 * The kinds differ only in their tables, how they build and what "done" records (`ReportJobKind`).
 */
import { and, asc, eq } from 'drizzle-orm';
import { REPORT_FORMATS, type ReportFormat } from '#contract/reports';
import { type FileStorage, newStorageKey } from '../../adapters/storage/file-storage';
import type { Queryable } from '../../db/client';
import type { reportFiles, reports, summaryReportFiles, summaryReports } from '../../db/schema/index';
import type { JobQueue } from './report-jobs';

type JobTable = typeof reports | typeof summaryReports;
type FileTable = typeof reportFiles | typeof summaryReportFiles;

/** What a build hands over: the two files' bytes and the name each is downloaded under. */
export interface BuiltReport {
  files: Record<ReportFormat, Uint8Array>;
  fileName(format: ReportFormat): string;
}

export interface ReportJobKind<Built extends BuiltReport> {
  jobs: JobTable;
  files: FileTable;
  /** Reads the claimed job and makes its files (throws when it cannot: recorded as "failed"). */
  build(db: Queryable, id: string): Promise<Built>;
  /** Inside the files' transaction: marks the job done with what the build produced (`doneValues`). */
  recordDone(tx: Queryable, id: string, built: Built, at: Date): Promise<void>;
}

/** The columns every kind sets when done, beside its own results. */
export const doneValues = (at: Date) => ({
  status: 'done' as const,
  progress: 100,
  error: null,
  finishedAt: at,
});

/**
 * Takes the job if it is still queued; false when another runner took it first (the row lock
 * makes a second UPDATE see "running" and change nothing).
 */
async function claim(db: Queryable, table: JobTable, id: string): Promise<boolean> {
  const taken = await db
    .update(table)
    .set({ status: 'running', progress: 0 })
    .where(and(eq(table.id, id), eq(table.status, 'queued')))
    .returning({ id: table.id });
  return taken.length > 0;
}

/** Generates the job if it is queued; true when this call took it. */
export async function runReportJob<Built extends BuiltReport>(
  kind: ReportJobKind<Built>,
  db: Queryable,
  storage: FileStorage,
  id: string,
  now: () => Date,
): Promise<boolean> {
  if (!(await claim(db, kind.jobs, id))) return false;
  const written: string[] = [];
  try {
    const built = await kind.build(db, id);
    const stored: { format: ReportFormat; storageKey: string; size: number }[] = [];
    for (const format of REPORT_FORMATS) {
      const bytes = built.files[format];
      const key = newStorageKey();
      await storage.put(key, bytes);
      written.push(key);
      stored.push({ format, storageKey: key, size: bytes.byteLength });
    }
    const stale = await db.transaction(async (tx) => {
      // A run cut short by a restart may have recorded files: this run's replace them.
      const old = await tx
        .delete(kind.files)
        .where(eq(kind.files.reportId, id))
        .returning({ key: kind.files.storageKey });
      await tx.insert(kind.files).values(
        stored.map((file) => ({
          ...file,
          reportId: id,
          name: built.fileName(file.format),
          createdAt: now(),
        })),
      );
      await kind.recordDone(tx, id, built, now());
      return old.map((file) => file.key);
    });
    for (const key of stale) await storage.remove(key);
  } catch (error) {
    for (const key of written) await storage.remove(key).catch(() => undefined);
    await db
      .update(kind.jobs)
      .set({
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        finishedAt: now(),
      })
      .where(eq(kind.jobs.id, id));
  }
  return true;
}

/** A kind's table as a queue of the report runner (report-jobs.ts): oldest first, re-queued on start. */
export function reportJobQueue<Built extends BuiltReport>(kind: ReportJobKind<Built>): JobQueue {
  const { jobs } = kind;
  return {
    async next(db) {
      const [row] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.status, 'queued'))
        .orderBy(asc(jobs.createdAt), asc(jobs.id))
        .limit(1);
      return row?.id ?? null;
    },
    generate: (db, storage, id, now) => runReportJob(kind, db, storage, id, now),
    async requeue(db) {
      await db.update(jobs).set({ status: 'queued', progress: 0 }).where(eq(jobs.status, 'running'));
    },
  };
}
