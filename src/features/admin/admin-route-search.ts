/** The admin lists' addresses (`?search=&page=`): anything unreadable in them is simply dropped. */
import * as v from 'valibot';

const Text = (max: number) => v.fallback(v.optional(v.pipe(v.string(), v.maxLength(max))), undefined);
const Page = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);
const Day = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);

export const AdminListSearchSchema = v.object({ search: Text(100), page: Page });

export const AdminEventsSearchSchema = v.object({
  tourId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  type: Text(40),
  from: Day,
  to: Day,
  page: Page,
});
