import { usePageTitle } from '@giftshop/shared';
import type { LinkKind, LinkLanding } from '../api/auth';
import { resendConfirmation } from '../api/auth';
import { CardIntro, CardTitle } from '../ui/CenteredCard';
import { EmailLinkForm } from './EmailLinkForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';

type Reason = Extract<LinkLanding, { ok: false }>['reason'];

const WORDS: Record<LinkKind, Record<Reason, { title: string; intro: string }>> = {
  recovery: {
    expired: {
      title: 'This reset link can no longer be used',
      intro:
        'A reset link works once, for a limited time, and only the newest one you asked for. If you chose a new password with it, that password is the one to sign in with. Otherwise, ask for a new link below.',
    },
    'other-browser': {
      title: 'Open the link in the same browser',
      intro:
        'For your safety, a reset link works only in the browser where you asked for it. Ask for a new link here, then open it in this browser.',
    },
    busy: {
      title: 'Please wait a minute',
      intro:
        'There were too many attempts from your network just now. Wait a minute, then open the link in your e-mail again, or ask for a new one.',
    },
  },
  signup: {
    expired: {
      title: 'This confirmation link has expired',
      intro:
        'A confirmation link works once and for a limited time. If you have confirmed your address already, simply sign in. Otherwise we can send you a new link.',
    },
    'other-browser': {
      title: 'Your e-mail address is confirmed',
      intro: 'Sign in with your password to continue.',
    },
    busy: {
      title: 'Please wait a minute',
      intro:
        'There were too many attempts from your network just now. Wait a minute, then open the link in your e-mail again, or ask for a new one.',
    },
  },
};

/**
 * A link from an e-mail that could not be used here: what happened, in plain
 * words, and the way on — a new reset link, or a new confirmation link.
 */
export function LinkProblem({ kind, reason, returnPath }: { kind: LinkKind; reason: Reason; returnPath: string }) {
  const { title, intro } = WORDS[kind][reason];
  // the tab says it too (the server's <title> named the view the link was for)
  usePageTitle(title);
  // a confirmation link opened in another browser did confirm the address: there, the shopper signs in
  const confirmed = kind === 'signup' && reason === 'other-browser';
  return (
    <>
      <CardTitle id="auth-title">{title}</CardTitle>
      <CardIntro role={confirmed ? 'status' : 'alert'}>{intro}</CardIntro>
      {confirmed ? (
        <SignInForm />
      ) : kind === 'recovery' ? (
        <ForgotPasswordForm returnPath={returnPath} />
      ) : (
        <EmailLinkForm
          label="Send a new confirmation link"
          submitLabel="Send Me a New Link"
          pendingLabel="Sending..."
          send={(email) => resendConfirmation(email, returnPath)}
          sentMessage={(email) => (
            <>
              <strong>Check your inbox.</strong> If {email} is waiting to be confirmed, we have sent it a new link. Open
              it in this browser; it also signs you in.
            </>
          )}
        />
      )}
    </>
  );
}
