import { createFileRoute, redirect } from '@tanstack/react-router';

/** The tour's own setup URL opens its personnel step. */
export const Route = createFileRoute('/_signed-in/dashboard/tours/create/$artistId/$tourId/')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/dashboard/tours/create/$artistId/$tourId/assign-personnel',
      params,
      replace: true,
    });
  },
});
