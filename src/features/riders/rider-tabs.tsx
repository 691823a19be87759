import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { RIDER_TABS, type RiderTabSlug } from '#contract/riders';
import { centreInStrip, useScrollEdges } from './use-scroll-edges';

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

/**
 * The rider's sections as links, in RIDER_TABS order. On a phone they scroll sideways: a faded
 * edge with an arrow says more sections wait on that side, and the open section is scrolled into view.
 */
export function RiderTabs({ riderId }: { riderId: string }) {
  const strip = useRef<HTMLElement>(null);
  const edges = useScrollEdges(strip);
  const { pathname } = useLocation();

  useEffect(() => {
    void pathname;
    const active = strip.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (strip.current && active) centreInStrip(strip.current, active);
  }, [pathname]);

  const scrollBy = (direction: -1 | 1) => {
    const current = strip.current;
    current?.scrollBy({ left: direction * current.clientWidth * 0.7, behavior: 'smooth' });
  };

  return (
    <div className="relative -mx-4 print:hidden">
      <nav
        ref={strip}
        aria-label="Rider sections"
        className="overflow-x-auto px-4 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
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
      {edges.left ? <ScrollHint side="left" onClick={() => scrollBy(-1)} /> : null}
      {edges.right ? <ScrollHint side="right" onClick={() => scrollBy(1)} /> : null}
    </div>
  );
}

/**
 * A faded edge with an arrow over one end of the strip. For pointers and touch only: keyboard
 * users reach every section by Tab, and the browser scrolls the focused link into view.
 */
function ScrollHint({ side, onClick }: { side: 'left' | 'right'; onClick: () => void }) {
  const placement =
    side === 'left'
      ? 'left-0 justify-start bg-gradient-to-r pl-1'
      : 'right-0 justify-end bg-gradient-to-l pr-1';
  return (
    <div
      data-scroll-hint={side}
      className={`pointer-events-none absolute inset-y-0 flex w-12 items-center from-slate-50 via-slate-50/90 to-transparent dark:from-slate-950 dark:via-slate-950/90 ${placement}`}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClick}
        className="pointer-events-auto flex size-8 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
      >
        <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
          <path
            fillRule="evenodd"
            d={
              side === 'left'
                ? 'M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0Z'
                : 'M7.2 4.2a.75.75 0 0 1 1.06 0l5.27 5.27a.75.75 0 0 1 0 1.06l-5.27 5.27a.75.75 0 1 1-1.06-1.06L11.94 10 7.2 5.26a.75.75 0 0 1 0-1.06Z'
            }
          />
        </svg>
      </button>
    </div>
  );
}
