import { Link } from '@tanstack/react-router';
import { NAV_ITEM_ACTIVE_CLASSES } from '../../ui/nav-item-classes';
import type { SetupMode } from './setup-mode';

const STEP_CLASSES =
  'inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-500 dark:text-slate-300 dark:hover:bg-slate-800';

const CREATE_STEPS = [
  { label: '2. Venues', to: '/dashboard/tours/create/$artistId/$tourId/assign-venues' },
  { label: '3. Personnel', to: '/dashboard/tours/create/$artistId/$tourId/assign-personnel' },
] as const;

const UPDATE_STEPS = [
  { label: 'Details', to: '/dashboard/tours/update/$artistId/$tourId' },
  { label: 'Venues', to: '/dashboard/tours/update/$artistId/$tourId/assign-venues' },
  { label: 'Personnel', to: '/dashboard/tours/update/$artistId/$tourId/assign-personnel' },
] as const;

type SetupStepsNavProps = { mode: SetupMode; artistId: string; tourId: string };

export function SetupStepsNav({ mode, artistId, tourId }: SetupStepsNavProps) {
  const steps = mode === 'create' ? CREATE_STEPS : UPDATE_STEPS;
  return (
    <nav aria-label="Tour setup" className="-mx-1 overflow-x-auto">
      <ol className="flex gap-1 px-1">
        {mode === 'create' ? (
          <li className={`${STEP_CLASSES} text-slate-500 hover:bg-transparent dark:text-slate-500`}>
            1. Details ✓
          </li>
        ) : null}
        {steps.map((step) => (
          <li key={step.to}>
            <Link
              to={step.to}
              params={{ artistId, tourId }}
              activeOptions={{ exact: true }}
              className={STEP_CLASSES}
              activeProps={{ className: NAV_ITEM_ACTIVE_CLASSES, 'aria-current': 'step' }}
            >
              {step.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
