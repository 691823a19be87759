import { Button } from '../../ui/button';
import { currentMonth, type Month, monthLabel, shiftMonth } from './calendar-dates';

type MonthNavProps = { month: Month; onChange: (month: Month) => void };

/** Previous / next month, and back to this month. */
export function MonthNav({ month, onChange }: MonthNavProps) {
  const thisMonth = currentMonth();
  return (
    <div className="flex items-center gap-2">
      <Button variant="secondary" aria-label="Previous month" onClick={() => onChange(shiftMonth(month, -1))}>
        <span aria-hidden="true">‹</span>
      </Button>
      <h2
        aria-live="polite"
        className="min-w-36 text-center text-lg font-semibold text-slate-900 dark:text-white"
      >
        {monthLabel(month)}
      </h2>
      <Button variant="secondary" aria-label="Next month" onClick={() => onChange(shiftMonth(month, 1))}>
        <span aria-hidden="true">›</span>
      </Button>
      {month === thisMonth ? null : (
        <Button variant="ghost" onClick={() => onChange(thisMonth)}>
          This month
        </Button>
      )}
    </div>
  );
}
