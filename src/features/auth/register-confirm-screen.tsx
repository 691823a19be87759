import { Link } from '@tanstack/react-router';
import { CardHeading } from '../../ui/card-heading';
import { PageTitle } from '../../ui/page-title';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';

export function RegisterConfirmScreen({ email }: { email?: string }) {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title="Check your e-mail" />
      <CardHeading title="Check your e-mail">
        {email ? (
          <>
            We sent a confirmation link to <strong className="text-slate-900 dark:text-white">{email}</strong>
            .
          </>
        ) : (
          'We sent you a confirmation link.'
        )}
      </CardHeading>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Open the link in that e-mail to activate your account, then sign in. If it does not arrive within a
        few minutes, check your spam folder.
      </p>
      <Link to="/login" className={`${TEXT_LINK_CLASSES} text-sm`}>
        Back to sign in
      </Link>
    </div>
  );
}
