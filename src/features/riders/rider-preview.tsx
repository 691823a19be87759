import { riderTypeName } from '#contract/rider-types';
import { RIDER_ITEM_SECTIONS, RIDER_SECTION_LABELS } from '#contract/riders';
import { Button } from '../../ui/button';
import { PreviewTable } from './preview-table';
import { useRiderView } from './rider-context';

const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : value);

/** The whole rider as one clean document to print or save as PDF; the app around it is hidden. */
export function RiderPreview() {
  const { rider, tour, items, personnel, external, labors, laborTypes, acts, actPeople, files } =
    useRiderView();
  const typeNames = new Map(laborTypes.map((t) => [t.id, t.name]));
  return (
    <article
      aria-label="Rider preview"
      className="rider-preview flex flex-col gap-5 rounded-2xl border border-slate-200 p-4 dark:border-slate-800 print:border-0 print:p-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* Not a <header>: the print stylesheet hides the app's headers, and this one is the document's. */}
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400 print:text-black">{tour.name}</p>
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white print:text-black">{rider.name}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400 print:text-black">
            {riderTypeName(rider.type)}
          </p>
        </div>
        <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      {rider.notes ? (
        <p className="whitespace-pre-line text-slate-800 dark:text-slate-200 print:text-black">
          {rider.notes}
        </p>
      ) : null}
      <PreviewTable
        caption="Personnel"
        columns={['Name', 'Role', 'Phone']}
        rows={personnel.map((p) => [p.name, orDash(p.role), orDash(p.phone)])}
        empty="No tour personnel."
      />
      <PreviewTable
        caption="External personnel"
        columns={['Name', 'Role', 'E-mail', 'Phone', 'Notes']}
        rows={external.map((p) => [
          p.name,
          orDash(p.role),
          orDash(p.email),
          orDash(p.phone),
          orDash(p.notes),
        ])}
        empty="No external personnel."
      />
      <PreviewTable
        caption="Labor"
        columns={['Type', 'Quantity', 'Hours', 'Notes']}
        rows={labors.map((l) => [
          typeNames.get(l.laborTypeId) ?? 'Labor',
          l.quantity,
          orDash([l.startTime, l.endTime].filter(Boolean).join('–')),
          orDash(l.notes),
        ])}
        empty="No labor."
      />
      {RIDER_ITEM_SECTIONS.map((section) => (
        <PreviewTable
          key={section}
          caption={RIDER_SECTION_LABELS[section]}
          columns={['Item', 'Details', 'Quantity']}
          rows={items
            .filter((i) => i.section === section)
            .map((i) => [i.label, orDash(i.details), orDash(i.quantity)])}
          empty="Nothing needed."
        />
      ))}
      {acts.map((act) => (
        <PreviewTable
          key={act.id}
          caption={`Supporting act: ${act.name}`}
          columns={['Name', 'Role', 'E-mail', 'Phone']}
          intro={[
            [act.contactName && `Contact: ${act.contactName}`, act.email, act.phone]
              .filter(Boolean)
              .join(' · '),
            act.notes,
          ]
            .filter(Boolean)
            .join('\n')}
          rows={(actPeople.get(act.id) ?? []).map((p) => [
            p.name,
            orDash(p.role),
            orDash(p.email),
            orDash(p.phone),
          ])}
          empty="No personnel."
        />
      ))}
      <PreviewTable caption="Files" columns={['Name']} rows={files.map((f) => [f.name])} empty="No files." />
    </article>
  );
}
