import type { TourPersonnel } from '#contract/tour-personnel';
import { PERSONNEL_STATUS_LABELS, personnelName } from './personnel-options';

const STATUS_CLASSES: Record<TourPersonnel['status'], string> = {
  ACTIVE: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
  INVITED: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  DECLINED: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

type PersonnelDetailsProps = { person: TourPersonnel; isSelf: boolean; passportWarning?: string | null };

/** Who the person is: name (or e-mail while invited), status, phone and a passport warning. */
export function PersonnelDetails({ person, isSelf, passportWarning }: PersonnelDetailsProps) {
  const name = personnelName(person);
  // Rows mirrored before phone numbers were synced have none yet.
  const phone = person.phoneNumber ?? null;
  return (
    <div className="min-w-0">
      <p className="break-words font-semibold text-slate-900 dark:text-white">
        {name}
        {isSelf ? <span className="font-normal text-slate-600 dark:text-slate-400"> (you)</span> : null}
      </p>
      {name === person.email ? null : (
        <p className="break-words text-sm text-slate-600 dark:text-slate-400">{person.email}</p>
      )}
      {phone ? (
        <a
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          className="text-sm text-amber-700 underline underline-offset-2 dark:text-amber-300"
        >
          {phone}
        </a>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-2">
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[person.status]}`}
        >
          {PERSONNEL_STATUS_LABELS[person.status]}
        </span>
        {passportWarning ? (
          <span className="inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950/60 dark:text-red-200">
            {passportWarning}
          </span>
        ) : null}
      </div>
    </div>
  );
}
