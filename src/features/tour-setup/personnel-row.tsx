import type { TourPersonnel } from '#contract/tour-personnel';
import { SelectField } from '../../ui/select-field';
import {
  isProjectRole,
  NO_ROLE_TITLE,
  PERSONNEL_STATUS_LABELS,
  personnelName,
  projectRoleOptions,
  ROLE_TITLE_OPTIONS,
} from './personnel-options';
import { RemovePersonnelButton } from './remove-personnel-button';
import { useUpdatePersonnel } from './use-update-personnel';

type PersonnelRowProps = {
  tourId: string;
  person: TourPersonnel;
  /** Whether the signed-in user may grant or change the owner role (owners only). */
  canGrantOwner: boolean;
  /** The signed-in user's own row: changing or removing it could lock them out of the tour. */
  isSelf: boolean;
};

const STATUS_CLASSES: Record<TourPersonnel['status'], string> = {
  ACTIVE: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
  INVITED: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  DECLINED: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

export function PersonnelRow({ tourId, person, canGrantOwner, isSelf }: PersonnelRowProps) {
  const update = useUpdatePersonnel(tourId, person);
  const name = personnelName(person);
  const isLocked = isSelf || (person.role === 'TOUR_OWNER' && !canGrantOwner);

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:grid md:grid-cols-[minmax(0,1fr)_11rem_11rem_6rem] md:items-center dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-0">
        <p className="break-words font-semibold text-slate-900 dark:text-white">
          {name}
          {isSelf ? <span className="font-normal text-slate-500"> (you)</span> : null}
        </p>
        {name === person.email ? null : (
          <p className="break-words text-sm text-slate-600 dark:text-slate-400">{person.email}</p>
        )}
        <span
          className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[person.status]}`}
        >
          {PERSONNEL_STATUS_LABELS[person.status]}
        </span>
      </div>
      <SelectField
        label={`Project role for ${name}`}
        hideLabel
        options={projectRoleOptions(canGrantOwner)}
        value={person.role}
        disabled={isLocked || update.isPending}
        onChange={(event) => {
          const role = event.target.value;
          if (isProjectRole(role)) update.mutate({ role });
        }}
      />
      <SelectField
        label={`Role title for ${name}`}
        hideLabel
        options={ROLE_TITLE_OPTIONS}
        value={person.roleTitle ?? NO_ROLE_TITLE}
        disabled={update.isPending}
        onChange={(event) => {
          const title = event.target.value;
          update.mutate({ roleTitle: title === NO_ROLE_TITLE ? null : title });
        }}
      />
      <div className="flex justify-end">
        {isLocked ? null : <RemovePersonnelButton tourId={tourId} person={person} />}
      </div>
    </li>
  );
}
