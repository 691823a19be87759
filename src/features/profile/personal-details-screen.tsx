import { toast } from 'sonner';
import { personalDetailsMark } from '../../offline/local-effects';
import { usePendingIds } from '../../offline/use-pending-ids';
import { usePersonalDetails } from '../../offline/use-profile';
import { AddressesSection } from './addresses-section';
import { CitizenshipsSection } from './citizenships-section';
import { PersonalDetailsForm } from './personal-details-form';
import { ProfileCard } from './profile-card';
import { ProfileCopyGate } from './profile-copy-gate';
import { ProfileSectionPage } from './profile-section-page';
import { useProfileRefresh } from './use-profile-refresh';

const ALL_GROUPS = ['names', 'birth', 'contact', 'about'] as const;

export function PersonalDetailsScreen() {
  useProfileRefresh();
  const details = usePersonalDetails();
  const pending = usePendingIds();
  return (
    <ProfileSectionPage title="Personal details" isPending={pending.has(personalDetailsMark)}>
      <ProfileCopyGate copy={details}>
        {(copy) => (
          <>
            <ProfileCard title="About you">
              <PersonalDetailsForm
                details={copy}
                groups={ALL_GROUPS}
                submitLabel="Save personal details"
                onSaved={() => toast.success('Personal details saved')}
              />
            </ProfileCard>
            <ProfileCard title="Where you live">
              <AddressesSection addresses={copy.addresses} mainAddressId={copy.addressId} />
            </ProfileCard>
            <ProfileCard title="Nationality">
              <CitizenshipsSection citizenships={copy.citizenships} />
            </ProfileCard>
          </>
        )}
      </ProfileCopyGate>
    </ProfileSectionPage>
  );
}
