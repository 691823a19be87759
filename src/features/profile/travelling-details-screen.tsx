import { toast } from 'sonner';
import { travellingDetailsMark } from '../../offline/local-effects';
import { usePendingIds } from '../../offline/use-pending-ids';
import { useTravellingDetails } from '../../offline/use-profile';
import { PassportsSection } from './passports-section';
import { PROFILE_CARD_CLASSES, ProfileCard } from './profile-card';
import { ProfileCopyGate } from './profile-copy-gate';
import { ProfileSectionPage } from './profile-section-page';
import { TravelPreferencesForm } from './travel-preferences-form';
import { useProfileRefresh } from './use-profile-refresh';

export function TravellingDetailsScreen() {
  useProfileRefresh();
  const details = useTravellingDetails();
  const pending = usePendingIds();
  return (
    <ProfileSectionPage title="Travelling details" isPending={pending.has(travellingDetailsMark)}>
      <ProfileCopyGate copy={details}>
        {(copy) => (
          <>
            <ProfileCard title="Travel preferences">
              <TravelPreferencesForm
                details={copy}
                submitLabel="Save travel preferences"
                onSaved={() => toast.success('Travelling details saved')}
              />
            </ProfileCard>
            <div className={PROFILE_CARD_CLASSES}>
              <PassportsSection passports={copy.passports} />
            </div>
          </>
        )}
      </ProfileCopyGate>
    </ProfileSectionPage>
  );
}
