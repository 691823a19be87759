import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { userQueries } from '../../api/users.queries';
import { buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';

/**
 * The dashboard with no tour yet. Most people here are crew waiting to be added, so it says what
 * happens next (their tour manager invites them) and what to do meanwhile (the profile managers
 * book travel from); a manager starts with "New tour" above.
 */
export function NoToursYet() {
  const { data: user } = useSuspenseQuery(userQueries.current());
  const profileDone = user.status.onboardingCompleted;
  return (
    <EmptyState>
      <p className="font-semibold text-slate-900 dark:text-white">No tours yet.</p>
      <p>
        Joining a crew? Wait for an invitation from your tour manager: it arrives by e-mail and shows up here,
        and the tour appears once you accept it.
      </p>
      <p>
        {profileDone
          ? 'Meanwhile, keep your profile up to date: managers book travel and hotels from it.'
          : 'Meanwhile, complete your profile — personal and travel details, emergency contacts — so your manager can book travel and hotels for you.'}
      </p>
      <Link to="/dashboard/profile" className={buttonClasses('secondary')}>
        {profileDone ? 'Review your profile' : 'Complete your profile'}
      </Link>
      <p className="text-sm">Running a tour yourself? Start it with New tour.</p>
    </EmptyState>
  );
}
