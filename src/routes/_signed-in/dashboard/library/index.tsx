import { createFileRoute } from '@tanstack/react-router';
import { LibraryScreen } from '../../../../features/files/library-screen';

/** The file library (route "library", sidebar "File Library"). */
export const Route = createFileRoute('/_signed-in/dashboard/library/')({
  component: LibraryScreen,
});
