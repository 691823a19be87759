import { toast } from 'sonner';
import { DAY_TAG_LABELS, DAY_TAGS, type DayTag } from '#contract/tour-days';
import { errorMessage } from '../../api/api-error';
import type { TourDayRow } from '../../offline/db';
import { mutate } from '../../offline/user-sync';
import { SelectField } from '../../ui/select-field';

const OPTIONS = [
  { value: '', label: 'No tag' },
  ...DAY_TAGS.map((tag) => ({ value: tag, label: DAY_TAG_LABELS[tag] })),
];

const isDayTag = (value: string): value is DayTag => DAY_TAGS.some((tag) => tag === value);

/** Managers set the day's tag here; stored on the device at once and synced (works offline). */
export function DayTagSelect({ day }: { day: TourDayRow }) {
  const change = async (value: string) => {
    const tag = isDayTag(value) ? value : null;
    try {
      await mutate('day.setTag', { tourDayId: day.id, tag });
      toast.success(tag ? `Day tag set to ${DAY_TAG_LABELS[tag]}` : 'Day tag removed');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <SelectField
      label="Day tag"
      options={OPTIONS}
      value={day.tag ?? ''}
      onChange={(event) => void change(event.target.value)}
      className="w-full sm:w-60"
    />
  );
}
