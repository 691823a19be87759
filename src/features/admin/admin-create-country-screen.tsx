import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { CreateCountrySchema } from '#contract/admin-countries';
import { createCountry } from '../../api/admin-data.api';
import { afterAdminWrite } from '../../api/admin-data.queries';
import { countryQueries } from '../../api/countries.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button, buttonClasses } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { PageTitle } from '../../ui/page-title';
import { TextField } from '../../ui/text-field';

/** A country beside the ISO list: a two-letter code no country uses, and its English name. */
export function AdminCreateCountryScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isOnline = useIsOnline();
  const { form, submit, lostConnection } = useRoadieForm({
    schema: CreateCountrySchema,
    defaultValues: { code: '', name: '' },
    onSubmit: async (values) => {
      const country = await createCountry(values);
      // The pickers offer it from now on (profile, passports, addresses, teams).
      await Promise.all([
        afterAdminWrite(queryClient),
        queryClient.invalidateQueries({ queryKey: countryQueries.all }),
      ]);
      toast.success(`${country.name} added`);
      await navigate({ to: '/admin/countries/$countryId', params: { countryId: country.code } });
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <section className="flex max-w-xl flex-col gap-6">
      <PageTitle title="Add country" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Add country</h1>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Add country"
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        {!isOnline || lostConnection ? <OfflineNotice action="Adding a country" /> : null}
        {lostConnection ? null : <FormAlert message={errors.root?.server?.message} />}
        <TextField
          label="Code"
          description="Two letters A–Z that no country uses yet"
          maxLength={2}
          autoComplete="off"
          className="max-w-40"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <TextField label="Name (English)" error={errors.name?.message} {...form.register('name')} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isSubmitting}>
            Add country
          </Button>
          <Link to="/admin/countries" className={buttonClasses('secondary')}>
            Cancel
          </Link>
        </div>
      </form>
    </section>
  );
}
