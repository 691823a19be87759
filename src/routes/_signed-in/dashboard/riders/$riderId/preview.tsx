import { createFileRoute } from '@tanstack/react-router';
import { RiderPreview } from '../../../../../features/riders/rider-preview';

/** The rider as one printable document (read offline too). */
export const Route = createFileRoute('/_signed-in/dashboard/riders/$riderId/preview')({
  component: RiderPreview,
});
