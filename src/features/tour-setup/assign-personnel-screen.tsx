import type { ReactNode } from 'react';
import { PageTitle } from '../../ui/page-title';
import type { SetupMode } from './setup-mode';
import { StepActions } from './step-actions';

type AssignPersonnelScreenProps = { mode: SetupMode; artistId: string; tourId: string; children: ReactNode };

/** Who is on the tour, with their project role and title; the route puts the personnel section in. */
export function AssignPersonnelScreen({ mode, artistId, tourId, children }: AssignPersonnelScreenProps) {
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="Assign personnel" />
      <div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Personnel</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Everyone on the tour sees its days and daysheets once they accept their invitation. Managers and
          owners can change them.
        </p>
      </div>
      {children}
      <StepActions mode={mode} step="personnel" artistId={artistId} tourId={tourId} />
    </section>
  );
}
