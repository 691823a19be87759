import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import { setShareInformationConsent } from '../../api/tour-personnel.api';
import { CheckboxField } from '../../ui/checkbox-field';
import { useAfterPersonnelChange } from './use-after-personnel-change';

type ShareInformationToggleProps = { tourId: string; shareInformation: boolean; isOnline: boolean };

/** The signed-in person's own consent on this tour (stored on their personnel row). */
export function ShareInformationToggle({ tourId, shareInformation, isOnline }: ShareInformationToggleProps) {
  const afterChange = useAfterPersonnelChange(tourId);
  const save = useMutation({
    mutationFn: async (value: boolean) => {
      await setShareInformationConsent(tourId, value);
      await afterChange();
    },
    meta: { changesMirror: 'await-pull' },
    onSuccess: (_result, value) =>
      toast.success(value ? 'Your details are shared with the managers' : 'Your details are private again'),
    onError: (error) => toast.error(errorMessage(error)),
  });
  // The choice shows at once, in the same render as the click: the mutation's pending state arrives
  // a tick later, and a controlled checkbox flicks back in between (Playwright saw it unchanged).
  // `over` is the stored value the click was made over: once the device's copy differs from it
  // (the save arrived, or another device changed it), the copy is what shows.
  const [wanted, setWanted] = useState<{ value: boolean; over: boolean } | null>(null);
  const checked = wanted && wanted.over === shareInformation ? wanted.value : shareInformation;

  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <CheckboxField
        label="Share my personal and travel details with this tour’s managers"
        checked={checked}
        disabled={!isOnline || save.isPending}
        onChange={(event) => {
          const value = event.target.checked;
          setWanted({ value, over: shareInformation });
          save.mutate(value, { onError: () => setWanted(null) });
        }}
      />
      <p className="pl-8 text-sm text-slate-600 dark:text-slate-400">
        {isOnline
          ? 'Managers then see your passport, travel preferences and documents to book travel. Your phone number is always visible to the tour.'
          : 'Changing this needs a connection.'}
      </p>
    </div>
  );
}
