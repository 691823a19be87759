import type { ReactNode } from 'react';
import { useTheme } from '../../ui/theme/use-theme';

export type PanelTheme = 'light' | 'dark';

/** `children` draws the section for one panel (its theme keeps names unique across the two). */
type ThemePairProps = { title: string; children: (theme: PanelTheme) => ReactNode };

/**
 * One section of the design-system page, rendered twice: in a light panel and in a `.dark` one.
 * The app's dark variant is `.dark` on any ancestor (src/styles.css), so the dark panel is dark
 * whatever the app's theme; the light panel can only be light while the app is.
 */
export function ThemePair({ title, children }: ThemePairProps) {
  const appIsDark = useTheme() === 'dark';
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <ThemePanel name={`${title}, light`} heading={appIsDark ? 'Light (app is in dark theme)' : 'Light'}>
          {children('light')}
        </ThemePanel>
        <ThemePanel name={`${title}, dark`} heading="Dark" dark>
          {children('dark')}
        </ThemePanel>
      </div>
    </section>
  );
}

type ThemePanelProps = { name: string; heading: string; dark?: boolean; children: ReactNode };

function ThemePanel({ name, heading, dark = false, children }: ThemePanelProps) {
  return (
    // A fieldset: a named group (role "group") without a landmark per panel.
    <fieldset
      aria-label={name}
      data-theme={dark ? 'dark' : 'light'}
      className={`${dark ? 'dark ' : ''}m-0 flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100`}
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {heading}
      </p>
      {children}
    </fieldset>
  );
}
