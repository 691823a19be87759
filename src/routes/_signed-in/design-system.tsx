import { createFileRoute } from '@tanstack/react-router';
import { DesignSystemScreen } from '../../features/design-system/design-system-screen';

/** The design-system page (client spec §2), for the team: linked from Resources. */
export const Route = createFileRoute('/_signed-in/design-system')({
  component: DesignSystemScreen,
});
