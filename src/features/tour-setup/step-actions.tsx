import { Link, useNavigate } from '@tanstack/react-router';
import { Button, buttonClasses } from '../../ui/button';
import { type SetupMode, tourPageHref } from './setup-mode';

type StepActionsProps = { mode: SetupMode; step: 'venues' | 'personnel'; artistId: string; tourId: string };

/** Venues → personnel → the tour's page when setting up; straight back to the tour when editing. */
export function StepActions({ mode, step, artistId, tourId }: StepActionsProps) {
  const navigate = useNavigate();
  const openTour = () => navigate({ href: tourPageHref(tourId) });
  const params = { artistId, tourId };

  return (
    <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
      {mode === 'update' ? (
        <Button onClick={openTour}>Done</Button>
      ) : step === 'venues' ? (
        <Link
          to="/dashboard/tours/create/$artistId/$tourId/assign-personnel"
          params={params}
          className={buttonClasses('primary')}
        >
          Next
        </Link>
      ) : (
        <>
          <Link
            to="/dashboard/tours/create/$artistId/$tourId/assign-venues"
            params={params}
            className={buttonClasses('secondary')}
          >
            Back
          </Link>
          <Button onClick={openTour}>Finish</Button>
        </>
      )}
    </div>
  );
}
