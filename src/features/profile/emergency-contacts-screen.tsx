import { useEmergencyContacts } from '../../offline/use-profile';
import { EmergencyContactsSection } from './emergency-contacts-section';
import { PROFILE_CARD_CLASSES } from './profile-card';
import { ProfileCopyGate } from './profile-copy-gate';
import { ProfileSectionPage } from './profile-section-page';
import { useProfileRefresh } from './use-profile-refresh';

export function EmergencyContactsScreen() {
  useProfileRefresh();
  const contacts = useEmergencyContacts();
  return (
    <ProfileSectionPage title="Emergency contacts">
      <ProfileCopyGate copy={contacts}>
        {(rows) => (
          <div className={PROFILE_CARD_CLASSES}>
            <EmergencyContactsSection contacts={rows} />
          </div>
        )}
      </ProfileCopyGate>
    </ProfileSectionPage>
  );
}
