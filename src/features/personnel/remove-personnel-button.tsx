import type { TourPersonnel } from '#contract/tour-personnel';
import { removeTourPersonnel } from '../../api/tour-personnel.api';
import { ConfirmButton } from '../../ui/confirm-button';
import { personnelName } from './personnel-options';
import { useAfterPersonnelChange } from './use-after-personnel-change';

type RemovePersonnelButtonProps = { tourId: string; person: TourPersonnel; disabled?: boolean };

export function RemovePersonnelButton({ tourId, person, disabled = false }: RemovePersonnelButtonProps) {
  const afterChange = useAfterPersonnelChange(tourId);
  const name = personnelName(person);
  return (
    <ConfirmButton
      aria-label={`Remove ${name}`}
      disabled={disabled}
      title={`Remove ${name} from the tour?`}
      confirmLabel="Remove"
      explanation={
        <p>They lose access to this tour’s days, events and daysheets. You can add them again later.</p>
      }
      action={async () => {
        await removeTourPersonnel(tourId, person.id);
        await afterChange();
      }}
      changesMirror="await-pull"
      success={`${name} was removed from the tour.`}
    >
      Remove
    </ConfirmButton>
  );
}
