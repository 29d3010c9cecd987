import type { ComponentType } from 'react';
import { lazyAfterPageResponds } from '@giftshop/shared';
import { AuthFormsMissing } from './AuthFormsMissing';

/*
 * /auth's forms (sign in, sign up, forgot password, a new password, a link that cannot be used): their code loads
 * once the page responds (issue 31). Until then the session reads `loading`, as the server rendered it, and the
 * page shows the forms' stand-ins, which the forms replace once the session check says the shopper is signed out:
 * nothing the page responds with needs them. One chunk for all of them.
 */
type AuthForms = typeof import('./authForms');

const later = <Props extends object>(part: string, pick: (forms: AuthForms) => ComponentType<Props>) =>
  lazyAfterPageResponds(part, () => import('./authForms').then(pick), AuthFormsMissing);

export const SignInForm = later('sign-in form', (forms) => forms.SignInForm);
export const SignUpForm = later('sign-up form', (forms) => forms.SignUpForm);
export const ForgotPasswordForm = later('password reset form', (forms) => forms.ForgotPasswordForm);
export const NewPasswordForm = later('new password form', (forms) => forms.NewPasswordForm);
export const LinkProblem = later('e-mail link form', (forms) => forms.LinkProblem);
