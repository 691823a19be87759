/**
 * The demo manager's reports: two templates ("Crew contacts" and "Show advance") and one finished
 * "Show advance" report, made by the same service the runner uses, so the reports screen opens
 * with something to preview and download. A small tour: generating it costs a fraction of a second.
 */
import type { CreateReportTemplate } from '#contract/reports';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Tx } from '../db/client';
import type { AuthUser } from '../http/context';
import { generateReport } from '../modules/reports/report-generate';
import { createReportTemplate } from '../modules/reports/report-templates.service';
import { createReport } from '../modules/reports/reports.service';

const CREW_CONTACTS: CreateReportTemplate = {
  name: 'Crew contacts',
  subject: 'people',
  columns: ['person.name', 'person.role', 'person.phone', 'person.email'],
};

const SHOW_ADVANCE: CreateReportTemplate = {
  name: 'Show advance',
  subject: 'events',
  columns: [
    'event.date',
    'event.name',
    'event.type',
    'event.start',
    'event.end',
    'event.venue',
    'event.city',
    'production.loadIn',
    'production.soundcheck',
    'production.setTime',
    'production.hardCurfew',
    'production.stageSize',
    'production.advanced',
    'production.riderSent',
  ],
};

export async function seedDemoReports(
  tx: Tx,
  storage: FileStorage,
  manager: AuthUser,
  tourId: string,
  now: Date,
) {
  await createReportTemplate(tx, manager, CREW_CONTACTS, now);
  // A moment later, so the list (newest first) has a stable order.
  const advance = await createReportTemplate(tx, manager, SHOW_ADVANCE, new Date(now.getTime() + 1000));
  const report = await createReport(tx, manager, { tourId, templateId: advance.id }, now);
  await generateReport(tx, storage, report.id, () => now);
}
