import { Spinner } from './spinner';

/** Shown by the router while a route's guard or loader is still waiting for the server. */
export function PendingScreen() {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center">
      <Spinner />
    </div>
  );
}
