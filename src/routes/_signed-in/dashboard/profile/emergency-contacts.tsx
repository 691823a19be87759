import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { EmergencyContactsScreen } from '../../../../features/profile/emergency-contacts-screen';

export const Route = createFileRoute('/_signed-in/dashboard/profile/emergency-contacts')({
  component: EmergencyContactsScreen,
  errorComponent: RouteErrorFallback,
});
