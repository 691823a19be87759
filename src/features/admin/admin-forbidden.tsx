import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { PageTitle } from '../../ui/page-title';

/** What anyone but a platform admin sees at an /admin address: no admin screen, no admin data. */
export function AdminForbidden() {
  return (
    <section className="mx-auto flex max-w-lg flex-col gap-4">
      <PageTitle title="No access" />
      <ErrorState title="No access" message="This area is for platform admins only." />
      <Link to="/dashboard" className={buttonClasses('secondary', 'self-start')}>
        Back to the dashboard
      </Link>
    </section>
  );
}
