import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { userQueries } from '../../api/users.queries';
import { usePersonalDetails } from '../../offline/use-profile';
import { buttonClasses } from '../../ui/button';
import { PageTitle } from '../../ui/page-title';
import { SavedCopyNotice } from '../../ui/saved-copy-notice';
import { AvatarCard } from './avatar-card';
import { DeviceNotificationsCard } from './device-notifications-card';
import { PassportWarnings } from './passport-warnings';
import { PersonalDocuments } from './personal-documents';
import { ProfileCard } from './profile-card';
import { ProfileForm } from './profile-form';
import { ProfileSectionLinks } from './profile-section-links';
import { useProfileRefresh } from './use-profile-refresh';

/** The profile hub: picture and name, the three sections, documents, warnings and the password. */
export function ProfileScreen() {
  useProfileRefresh();
  const current = useSuspenseQuery(userQueries.current());
  const user = current.data;
  const details = usePersonalDetails();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageTitle title="Profile" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Profile</h1>
      <SavedCopyNotice query={current} deviceCopy />
      <PassportWarnings />
      <ProfileCard title="Your name">
        <AvatarCard avatarUrl={details?.avatarUrl ?? null} initials={initials} />
        <ProfileForm user={user} />
      </ProfileCard>
      <ProfileSectionLinks />
      <ProfileCard title="Documents">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Only you and the managers of tours you share your information with can see them. They are never kept
          on this device.
        </p>
        <PersonalDocuments />
      </ProfileCard>
      <DeviceNotificationsCard />
      <ProfileCard title="Subscription">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Your plan, and what it unlocks (adding teams).
        </p>
        <div>
          <Link to="/dashboard/subscription" className={buttonClasses('secondary')}>
            Manage subscription
          </Link>
        </div>
      </ProfileCard>
      <ProfileCard title="Password">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Changing it signs you out on your other devices.
        </p>
        <div>
          <Link to="/dashboard/profile/change-password" className={buttonClasses('secondary')}>
            Change password
          </Link>
        </div>
      </ProfileCard>
    </section>
  );
}
