import { toast } from 'sonner';
import { Button, type ButtonVariant } from '../../ui/button';
import type { PanelTheme } from './theme-pair';

const TOASTS: readonly {
  kind: string;
  text: string;
  show: (text: string) => unknown;
  variant: ButtonVariant;
}[] = [
  { kind: 'success', text: 'Tour saved', show: toast.success, variant: 'secondary' },
  { kind: 'error', text: 'Could not save the tour', show: toast.error, variant: 'secondary' },
  { kind: 'plain', text: 'Synced 3 changes', show: toast, variant: 'ghost' },
];

/**
 * Toasts go through the app's one toaster (src/ui/app-toaster.tsx), which follows the app's
 * theme: they show in the theme the app is in, whichever panel's button is pressed.
 */
export function ToastsSection({ theme }: { theme: PanelTheme }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {TOASTS.map(({ kind, text, show, variant }) => (
        <Button
          key={kind}
          variant={variant}
          aria-label={`Show ${kind === 'error' ? 'an' : 'a'} ${kind} toast (${theme})`}
          onClick={() => show(text)}
        >
          {kind[0]?.toUpperCase()}
          {kind.slice(1)} toast
        </Button>
      ))}
    </div>
  );
}
