import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageTitle } from '../../ui/page-title';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';
import { DeviceStorage } from './device-storage';
import { OfflineCopy } from './offline-copy';
import { OfflineGuide } from './offline-guide';
import { TemplateCard } from './template-card';

/**
 * Resources: what a crew needs beside the tours themselves — templates the product imports, how
 * the app works offline and installs, and what this device keeps (with a way to free it).
 */
export function ResourcesScreen({ install }: { install?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-8">
      <PageTitle title="Resources" />
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Resources</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Templates, working offline, and the space Roadie takes on this device.
        </p>
      </header>
      <TemplateCard />
      <OfflineGuide install={install} />
      <OfflineCopy />
      <DeviceStorage />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        For the team building Roadie: the{' '}
        <Link to="/design-system" className={TEXT_LINK_CLASSES}>
          design system
        </Link>
        , every component of the app in the light and the dark theme.
      </p>
    </section>
  );
}
