import { createFileRoute } from '@tanstack/react-router';
import { InstallButton } from '../../../../app/pwa/install-button';
import { ResourcesScreen } from '../../../../features/resources/resources-screen';

/** Resources (sidebar "Resources"): templates, working offline, this device's storage. */
export const Route = createFileRoute('/_signed-in/dashboard/resources/')({
  component: ResourcesRoute,
});

function ResourcesRoute() {
  return <ResourcesScreen install={<InstallButton />} />;
}
