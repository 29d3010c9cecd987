import type { LinkKind } from '../api/auth';

/**
 * The view /auth shows, read from its address (the server reads the same): `?tab=signup` the Sign Up tab,
 * `?view=forgot` the "Forgot password?" form, `?link=recovery|signup` the page an e-mail's link leads to (a
 * recovery link asks for the new password). Anything else is the Sign In tab.
 */
export type AuthView = 'signin' | 'signup' | 'forgot' | { link: LinkKind };

export function readAuthView(search: string): AuthView {
  const params = new URLSearchParams(search);
  const link = params.get('link');
  if (link === 'recovery' || link === 'signup') return { link };
  if (params.get('view') === 'forgot') return 'forgot';
  return params.get('tab') === 'signup' ? 'signup' : 'signin';
}

/**
 * Each view's title in the tab (the shell adds the brand), in its heading's words: the server's `<title>`
 * (`server/prefetch.ts`) and the page's own after a switch. A link that cannot be used shows its problem's
 * heading instead (`LinkProblem`).
 */
export function authViewTitle(view: AuthView): string {
  if (view === 'signin') return 'Sign in';
  if (view === 'signup') return 'Create an account';
  if (view === 'forgot') return 'Reset your password';
  return view.link === 'recovery' ? 'Choose a new password' : 'Confirm your e-mail address';
}
