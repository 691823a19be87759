/** The sidebar's links, in the product's order; Log out and Remove account follow them. */
export const DASHBOARD_NAV = [
  { label: 'Dashboard', to: '/dashboard', exact: true },
  { label: 'Messages', to: '/dashboard/messages', exact: false },
  { label: 'Profile', to: '/dashboard/profile', exact: false },
  { label: 'Calendar', to: '/dashboard/calendar', exact: false },
  { label: 'Resources', to: '/dashboard/resources', exact: false },
  { label: 'File Library', to: '/dashboard/library', exact: false },
  { label: 'My Teams', to: '/dashboard/teams', exact: false },
  { label: 'Reports', to: '/dashboard/reports', exact: false },
  { label: 'Archived', to: '/dashboard/archived', exact: false },
] as const;

export type DashboardNavTarget = (typeof DASHBOARD_NAV)[number]['to'];

/** Shown after the others, and only to platform admins (role ADMIN); everyone else never sees it. */
export const ADMIN_NAV_ITEM = { label: 'Admin', to: '/admin', exact: false } as const;
