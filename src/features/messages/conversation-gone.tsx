import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { PageTitle } from '../../ui/page-title';

/** A room not on this device: never shared with the user, taken out of it, or deleted. */
export function ConversationGone() {
  return (
    <div className="flex flex-col items-center gap-4 py-10">
      <PageTitle title="Conversation not available" />
      <ErrorState
        title="This conversation is no longer available"
        message="It was deleted, or you are no longer one of its members."
      />
      <Link to="/dashboard/messages" className={buttonClasses('ghost')}>
        Back to your conversations
      </Link>
    </div>
  );
}
