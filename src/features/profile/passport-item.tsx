import { useCountries } from '../../api/use-countries';
import type { PassportRow } from '../../offline/db';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { ConfirmButton } from '../../ui/confirm-button';
import { PendingMarker } from '../../ui/pending-marker';
import { ViewDocumentButton } from './view-document-button';

type PassportItemProps = {
  passport: PassportRow;
  isPending: boolean;
  onEdit: () => void;
};

export function PassportItem({ passport, isPending, onEdit }: PassportItemProps) {
  const { nameOf } = useCountries();
  const name = `passport ${passport.number}`;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
          {passport.number}
          {passport.isAlternative ? (
            <span className="text-xs font-normal text-slate-600 dark:text-slate-400">Alternative</span>
          ) : null}
          {isPending ? <PendingMarker /> : null}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {nameOf(passport.issuingCountry)} · expires {passport.expirationDate}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        {passport.scanFileId ? (
          <ViewDocumentButton fileId={passport.scanFileId} label={`View the scan of ${name}`} />
        ) : null}
        <Button variant="ghost" aria-label={`Edit ${name}`} onClick={onEdit}>
          Edit
        </Button>
        <ConfirmButton
          aria-label={`Delete ${name}`}
          title="Delete this passport?"
          confirmLabel="Delete passport"
          explanation={<p>Passport {passport.number} is removed from your profile.</p>}
          action={() => mutate('passport.delete', { id: passport.id })}
          success="Passport deleted"
          failure="toast"
          failureMessage="That did not work."
        >
          Delete
        </ConfirmButton>
      </div>
    </li>
  );
}
