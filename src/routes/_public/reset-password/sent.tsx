import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordSentScreen } from '../../../features/auth/reset-password-sent-screen';

export const Route = createFileRoute('/_public/reset-password/sent')({
  component: ResetPasswordSentScreen,
});
