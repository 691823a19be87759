import { Link } from '@tanstack/react-router';
import { PageTitle } from '../../ui/page-title';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';
import { ThemeToggle } from '../../ui/theme/theme-toggle';
import { ButtonsSection } from './buttons-section';
import { CardsSection } from './cards-section';
import { DialogsSection } from './dialogs-section';
import { FieldsSection } from './fields-section';
import { NoticesSection } from './notices-section';
import { PiecesSection } from './pieces-section';
import { StatesSection } from './states-section';
import { TableSection } from './table-section';
import { ThemePair } from './theme-pair';
import { ToastsSection } from './toasts-section';

/**
 * The design-system page (for the team): every component of src/ui drawn with its real props, each
 * section side by side in light and dark. Nothing here is a copy: a change to a component shows here.
 */
export function DesignSystemScreen() {
  return (
    <div
      id="design-system"
      className="flex min-h-dvh flex-col gap-8 bg-slate-50 px-4 py-6 sm:px-8 dark:bg-slate-950"
    >
      <PageTitle title="Design system" />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Design system</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            The app’s own components, as the screens use them, in the light and the dark theme.{' '}
            <Link to="/dashboard/resources" className={TEXT_LINK_CLASSES}>
              Back to Resources
            </Link>
          </p>
        </div>
        <ThemeToggle />
      </header>
      <ThemePair title="Buttons">{() => <ButtonsSection />}</ThemePair>
      <ThemePair title="Form fields">{() => <FieldsSection />}</ThemePair>
      <ThemePair title="Cards">{() => <CardsSection />}</ThemePair>
      <ThemePair title="Notices and markers">{() => <NoticesSection />}</ThemePair>
      <ThemePair title="States">{() => <StatesSection />}</ThemePair>
      <ThemePair title="Dialogs">{(theme) => <DialogsSection theme={theme} />}</ThemePair>
      <ThemePair title="Toasts">{(theme) => <ToastsSection theme={theme} />}</ThemePair>
      <ThemePair title="Tables">{(theme) => <TableSection theme={theme} />}</ThemePair>
      <ThemePair title="Smaller pieces">{() => <PiecesSection />}</ThemePair>
    </div>
  );
}
