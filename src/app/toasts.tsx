import { AppToaster } from '../ui/app-toaster';
import { UpdateToast } from './pwa/update-toast';

/**
 * The toaster and the update toast, loaded after the first screen (src/app/app.tsx): sonner is
 * ~10 KB of gzip the sign-in screen does not need before it paints. A toast shown before this
 * mounts is not lost: sonner replays active toasts to a toaster that subscribes late.
 */
export function Toasts() {
  return (
    <>
      <AppToaster />
      <UpdateToast />
    </>
  );
}
