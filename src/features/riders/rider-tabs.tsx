import { Link } from '@tanstack/react-router';
import { RIDER_TABS, type RiderTabSlug } from '#contract/riders';

const TAB_ROUTES = {
  personnel: '/dashboard/riders/$riderId/personnel',
  labor: '/dashboard/riders/$riderId/labor',
  venue: '/dashboard/riders/$riderId/venue',
  transportation: '/dashboard/riders/$riderId/transportation',
  technical: '/dashboard/riders/$riderId/technical',
  hospitality: '/dashboard/riders/$riderId/hospitality',
  merch: '/dashboard/riders/$riderId/merch',
  'supporting-act': '/dashboard/riders/$riderId/supporting-act',
} as const satisfies Record<RiderTabSlug, string>;

/** The rider's sections as links, in RIDER_TABS order; scrolls sideways on a phone. */
export function RiderTabs({ riderId }: { riderId: string }) {
  return (
    <nav aria-label="Rider sections" className="-mx-4 overflow-x-auto px-4 print:hidden">
      <ul className="flex gap-1 border-b border-slate-200 dark:border-slate-800">
        {RIDER_TABS.map((tab) => (
          <li key={tab.slug}>
            <Link
              to={TAB_ROUTES[tab.slug]}
              params={{ riderId }}
              className="inline-flex min-h-11 items-center whitespace-nowrap border-b-2 border-transparent px-3 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
              activeProps={{
                className: 'border-amber-500 text-slate-900 dark:text-white',
                'aria-current': 'page',
              }}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
