import { createFileRoute } from '@tanstack/react-router';
import { LibraryScreen } from '../../../../features/files/library-screen';

/** The file library (spec §2 "library", sidebar "File Library"). */
export const Route = createFileRoute('/_signed-in/dashboard/library/')({
  component: LibraryScreen,
});
