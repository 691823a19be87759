import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';

type FormStatusProps = {
  isOnline: boolean;
  /** The form's `errors.root.server`; type 'network' means the request never reached the server. */
  serverError: { type?: string | number; message?: string } | undefined;
  /** Names the action in the offline notice, e.g. 'Applying a template'. */
  action: string;
};

/** The offline notice or the form-level error, above a form's fields. */
export function FormStatus({ isOnline, serverError, action }: FormStatusProps) {
  const lostConnection = serverError?.type === 'network';
  return (
    <>
      {!isOnline || lostConnection ? <OfflineNotice action={action} /> : null}
      {lostConnection ? null : <FormAlert message={serverError?.message} />}
    </>
  );
}
