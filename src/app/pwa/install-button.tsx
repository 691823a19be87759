import { promptInstall, useCanInstall } from './install-prompt';

/** "Install Roadie": only where the browser offered installation (`beforeinstallprompt` fired). */
export function InstallButton() {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <button
      type="button"
      className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 print:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      onClick={() => void promptInstall()}
    >
      Install Roadie
    </button>
  );
}
