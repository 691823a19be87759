import { Link, useNavigate } from '@tanstack/react-router';
import { buttonClasses } from '../../ui/button';
import { PageTitle } from '../../ui/page-title';
import { CreateArtistForm } from './create-artist-form';

export function CreateArtistScreen() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6">
      <PageTitle title="New artist" />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">New artist</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          An artist (organization) owns its tours. You can add a logo now or later.
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <CreateArtistForm
          onCreated={(artist) =>
            navigate({ to: '/dashboard/artists/$artistId', params: { artistId: artist.id } })
          }
          secondaryAction={
            <Link to="/dashboard" className={buttonClasses('secondary')}>
              Cancel
            </Link>
          }
        />
      </div>
    </section>
  );
}
