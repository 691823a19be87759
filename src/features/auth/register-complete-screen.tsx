import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MESSAGES } from '#contract/messages';
import { errorMessage } from '../../api/api-error';
import { userQueries } from '../../api/users.queries';
import { buttonClasses } from '../../ui/button';
import { CardHeading } from '../../ui/card-heading';
import { FormAlert } from '../../ui/form-alert';
import { PageTitle } from '../../ui/page-title';
import { Spinner } from '../../ui/spinner';

/** Opens the confirmation link from the registration e-mail and activates the account. */
export function RegisterCompleteScreen({ token }: { token: string }) {
  const confirmation = useQuery({ ...userQueries.registrationConfirmation(token), enabled: token !== '' });

  if (token === '' || confirmation.isError) {
    return (
      <div className="flex flex-col gap-4">
        <PageTitle title="Link not valid" />
        <CardHeading title="We could not confirm your e-mail" />
        <FormAlert message={token === '' ? MESSAGES.linkInvalid : errorMessage(confirmation.error)} />
        <Link to="/register" className={buttonClasses('secondary')}>
          Register again
        </Link>
      </div>
    );
  }

  if (confirmation.isPending) return <Spinner label="Confirming your e-mail…" />;

  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="E-mail confirmed" />
      <CardHeading title="Your e-mail is confirmed">
        Thanks, {confirmation.data.firstName}. Your account is ready.
      </CardHeading>
      <Link to="/login" className={buttonClasses('primary')}>
        Sign in
      </Link>
    </div>
  );
}
