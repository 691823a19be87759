import { Toaster } from 'sonner';
import { TOAST_DEFAULT_DURATION_MS, TOAST_FOCUS_HOTKEY, TOASTS_SHOWN_AT_ONCE } from '#contract/limits';
import { useTheme } from './theme/use-theme';

// TOAST_SWIPE_THRESHOLD_PX (50) cannot be applied: sonner 2 hard-codes its swipe threshold (45 px).
// DISMISSED_TOAST_REMOVAL_MS has no sonner equivalent: dismissed toasts unmount after its fixed exit animation.
export function AppToaster() {
  const theme = useTheme();
  return (
    <Toaster
      theme={theme}
      position="top-center"
      duration={TOAST_DEFAULT_DURATION_MS}
      visibleToasts={TOASTS_SHOWN_AT_ONCE}
      hotkey={[TOAST_FOCUS_HOTKEY]}
      closeButton
      richColors
    />
  );
}
