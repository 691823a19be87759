import { Link } from '@tanstack/react-router';
import { CardHeading } from '../../ui/card-heading';
import { PageTitle } from '../../ui/page-title';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';

export function ResetPasswordSentScreen() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Check your e-mail" />
      {/* Same answer whether or not the address has an account, so nobody can probe for users. */}
      <CardHeading title="Check your e-mail">
        If an account exists for that address, we sent a link to reset its password. The link expires in one
        hour.
      </CardHeading>
      <Link to="/login" className={`${TEXT_LINK_CLASSES} text-sm`}>
        Back to sign in
      </Link>
    </div>
  );
}
