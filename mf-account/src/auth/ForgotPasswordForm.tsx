import { requestPasswordReset } from '../api/auth';
import { EmailLinkForm } from './EmailLinkForm';

/** "Forgot password?": the e-mail form that asks for a reset link, then says to check the inbox. */
export function ForgotPasswordForm({ returnPath, initialEmail }: { returnPath: string; initialEmail?: string }) {
  return (
    <EmailLinkForm
      label="Reset your password"
      submitLabel="Send Me a Reset Link"
      pendingLabel="Sending..."
      initialEmail={initialEmail}
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
