import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { MessagesScreen } from '../../../../features/messages/messages-screen';
import { useMirrorReady } from '../../../../features/sync/use-mirror-ready';

const MessagesSearchSchema = v.object({ view: v.fallback(v.optional(v.picklist(['archived'])), undefined) });

/** The user's conversations from the device's copy; `?view=archived` lists the archived ones. */
export const Route = createFileRoute('/_signed-in/dashboard/messages/')({
  validateSearch: MessagesSearchSchema,
  component: MessagesRoute,
});

function MessagesRoute() {
  const { view } = Route.useSearch();
  return <MessagesScreen view={view ?? 'active'} mirrorReady={useMirrorReady()} />;
}
