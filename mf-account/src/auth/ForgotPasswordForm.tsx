import { requestPasswordReset } from '../api/auth';
import { EmailLinkForm } from './EmailLinkForm';

/** "Forgot password?": the e-mail form that asks for a reset link, then says to check the inbox. */
export function ForgotPasswordForm({
  returnPath,
  initialEmail,
  onEmail,
}: {
  returnPath: string;
  /** The e-mail the sign-in form had (AuthPage carries it between its views). */
  initialEmail?: string;
  onEmail?: (email: string) => void;
}) {
  return (
    <EmailLinkForm
      label="Reset your password"
      submitLabel="Send Me a Reset Link"
      pendingLabel="Sending..."
      initialEmail={initialEmail}
      onEmail={onEmail}
      send={(email) => requestPasswordReset(email, returnPath)}
      sentMessage={(email) => (
        <>
          <strong>Check your inbox.</strong> If {email} has an account with us, we have sent it a link to choose a new
          password. Open it in this browser; it works once. Nothing there? Check your spam folder, or send it again.
        </>
      )}
    />
  );
}
