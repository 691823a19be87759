import { createFileRoute, redirect } from '@tanstack/react-router';

/** A rider opens on its personnel tab. */
export const Route = createFileRoute('/_signed-in/dashboard/riders/$riderId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/dashboard/riders/$riderId/personnel', params, replace: true });
  },
});
