import { Link } from '@tanstack/react-router';
import { useEmergencyContacts, usePersonalDetails, useTravellingDetails } from '../../offline/use-profile';
import { contactsSummary, personalSummary, travellingSummary } from './profile-summaries';

const LINK_CLASSES =
  'flex flex-col gap-1 rounded-xl border border-slate-200 p-4 hover:border-amber-400 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-amber-500 dark:border-slate-800 dark:hover:bg-slate-800';

/** The three profile sections, each with what is filled in (from this device's copy). */
export function ProfileSectionLinks() {
  const personal = usePersonalDetails();
  const travelling = useTravellingDetails();
  const contacts = useEmergencyContacts();
  const sections = [
    {
      to: '/dashboard/profile/personal-details',
      title: 'Personal details',
      summary: personalSummary(personal),
    },
    {
      to: '/dashboard/profile/travelling-details',
      title: 'Travelling details',
      summary: travellingSummary(travelling),
    },
    {
      to: '/dashboard/profile/emergency-contacts',
      title: 'Emergency contacts',
      summary: contactsSummary(contacts),
    },
  ] as const;
  return (
    <nav aria-label="Profile sections" className="grid gap-3">
      {sections.map((section) => (
        <Link key={section.to} to={section.to} className={LINK_CLASSES}>
          <span className="font-semibold text-slate-900 dark:text-white">{section.title}</span>
          <span className="text-sm break-words text-slate-600 dark:text-slate-400">{section.summary}</span>
        </Link>
      ))}
    </nav>
  );
}
