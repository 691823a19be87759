import { RIDER_MESSAGES, RIDER_SECTION_LABELS, type RiderItemSection } from '#contract/riders';
import { mutate } from '../../offline/user-sync';
import { EmptyState } from '../../ui/empty-state';
import { AddLineForm } from './add-line-form';
import { useRiderView } from './rider-context';
import { riderWrite } from './rider-write';
import { SectionLineRow } from './section-line-row';

/** One section of the rider (venue, transportation, technical, hospitality, merch) as its lines. */
export function SectionTab({ section }: { section: RiderItemSection }) {
  const { rider, items, canEdit } = useRiderView();
  const lines = items.filter((item) => item.section === section);
  const label = RIDER_SECTION_LABELS[section];
  // A move swaps two positions: two small writes, each naming one line, like any other edit.
  const move = (index: number, direction: -1 | 1) => {
    const line = lines[index];
    const other = lines[index + direction];
    if (!line || !other) return;
    const swap = async () => {
      // Equal positions (two devices added at once) still need an order: one goes one step further.
      const tie = line.position === other.position;
      const a = tie ? other.position + (direction === 1 ? 1 : 0) : other.position;
      const b = tie ? line.position + (direction === -1 ? 1 : 0) : line.position;
      await mutate('rider.updateItem', { id: line.id, changes: { position: a } });
      await mutate('rider.updateItem', { id: other.id, changes: { position: b } });
    };
    void riderWrite(swap, RIDER_MESSAGES.sectionUpdated);
  };
  return (
    <section aria-labelledby="section-title" className="flex flex-col gap-3">
      <h2 id="section-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {label}
      </h2>
      {lines.length === 0 ? (
        <EmptyState>No {label.toLowerCase()} lines yet.</EmptyState>
      ) : (
        <ul aria-label={`${label} lines`} className="flex flex-col gap-2">
          {lines.map((line, index) => (
            <SectionLineRow
              key={line.id}
              line={line}
              canEdit={canEdit}
              isFirst={index === 0}
              isLast={index === lines.length - 1}
              onMove={(direction) => move(index, direction)}
            />
          ))}
        </ul>
      )}
      {canEdit ? <AddLineForm riderId={rider.id} section={section} label={label} /> : null}
    </section>
  );
}
