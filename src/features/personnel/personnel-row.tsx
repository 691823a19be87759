import { PROJECT_ROLE_LABELS } from '#contract/roles';
import type { TourPersonnel } from '#contract/tour-personnel';
import { Badge } from '../../ui/badge';
import { SelectField } from '../../ui/select-field';
import { PersonnelDetails } from './personnel-details';
import { isProjectRole, NO_ROLE_TITLE, projectRoleOptions, roleTitleOptions } from './personnel-options';
import { RemovePersonnelButton } from './remove-personnel-button';
import { useRoleTitles } from './use-role-titles';
import { useUpdatePersonnel } from './use-update-personnel';

type PersonnelRowProps = {
  tourId: string;
  person: TourPersonnel;
  /** Managers change roles and titles and remove people; everyone else reads the row. */
  canManage: boolean;
  /** Whether the signed-in user may grant or change the owner role (owners only). */
  canGrantOwner: boolean;
  /** The signed-in user's own row: changing or removing it could lock them out of the tour. */
  isSelf: boolean;
  /** Changes need the server: offline the controls stay visible but disabled. */
  isOnline: boolean;
  passportWarning?: string | null;
};

export function PersonnelRow(props: PersonnelRowProps) {
  const { tourId, canManage, canGrantOwner, isSelf, isOnline } = props;
  const update = useUpdatePersonnel(tourId, props.person);
  const titles = useRoleTitles(tourId);
  // The choice shows at once; the row reads the server's answer once the write has landed.
  const person = update.isPending ? { ...props.person, ...update.variables } : props.person;
  const details = (
    <PersonnelDetails person={person} isSelf={isSelf} passportWarning={props.passportWarning} />
  );

  if (!canManage) {
    return (
      <li className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between dark:border-slate-800 dark:bg-slate-900">
        {details}
        <div className="flex flex-wrap gap-2 text-sm sm:justify-end">
          <Badge>{PROJECT_ROLE_LABELS[person.role]}</Badge>
          {person.roleTitle ? <Badge tone="accent">{person.roleTitle}</Badge> : null}
        </div>
      </li>
    );
  }
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
  const isLocked = isSelf || (person.role === 'TOUR_OWNER' && !canGrantOwner);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:grid md:grid-cols-[minmax(0,1fr)_11rem_11rem_6rem] md:items-center dark:border-slate-800 dark:bg-slate-900">
      {details}
      <SelectField
        label={`Project role for ${name}`}
        hideLabel
        options={projectRoleOptions(canGrantOwner)}
        value={person.role}
        disabled={isLocked || update.isPending || !isOnline}
        onChange={(event) => {
          const role = event.target.value;
          if (isProjectRole(role)) update.mutate({ role });
        }}
      />
      <SelectField
        label={`Role title for ${name}`}
        hideLabel
        options={roleTitleOptions(titles.names, person.roleTitle)}
        value={person.roleTitle ?? NO_ROLE_TITLE}
        disabled={update.isPending || !isOnline}
        onChange={(event) => {
          const title = event.target.value;
          update.mutate({ roleTitle: title === NO_ROLE_TITLE ? null : title });
        }}
      />
      <div className="flex justify-end">
        {isLocked ? null : <RemovePersonnelButton tourId={tourId} person={person} disabled={!isOnline} />}
      </div>
    </li>
  );
}
