import { useState } from 'react';
import { toast } from 'sonner';
import type { Citizenship } from '#contract/profile';
import { errorMessage } from '../../api/api-error';
import { addCitizenship, removeCitizenship } from '../../api/profile.api';
import { useCountries, useCountryOptions } from '../../api/use-countries';
import { useIsOnline } from '../../lib/use-is-online';
import { refreshProfile } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';

/** Citizenships: kept on the server only, so adding or removing one needs a connection. */
export function CitizenshipsSection({ citizenships }: { citizenships: readonly Citizenship[] }) {
  const online = useIsOnline();
  const [country, setCountry] = useState('');
  const [busy, setBusy] = useState(false);
  const { nameOf } = useCountries();
  const held = new Set(citizenships.map((citizenship) => citizenship.country));
  const options = useCountryOptions('Choose a country').filter((option) => !held.has(option.value));

  const run = async (action: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await action();
      refreshProfile();
      toast.success(message);
      setCountry('');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="citizenships-heading" className="flex flex-col gap-3">
      <h3 id="citizenships-heading" className="font-semibold text-slate-900 dark:text-white">
        Citizenships
      </h3>
      {citizenships.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No citizenships yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {citizenships.map((citizenship) => (
            <li
              key={citizenship.id}
              className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
            >
              <span className="text-sm text-slate-800 dark:text-slate-200">
                {nameOf(citizenship.country)}
              </span>
              <Button
                variant="ghost"
                disabled={!online || busy}
                aria-label={`Remove citizenship ${nameOf(citizenship.country)}`}
                onClick={() => void run(() => removeCitizenship(citizenship.id), 'Citizenship removed')}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectField
          label="Add a citizenship"
          options={options}
          value={country}
          disabled={!online}
          onChange={(event) => setCountry(event.currentTarget.value)}
          className="sm:flex-1"
        />
        <Button
          variant="secondary"
          disabled={!online || country === ''}
          isPending={busy}
          onClick={() => void run(() => addCitizenship(country), 'Citizenship added')}
        >
          Add citizenship
        </Button>
      </div>
      {online ? null : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Changing citizenships needs a connection.
        </p>
      )}
    </section>
  );
}
