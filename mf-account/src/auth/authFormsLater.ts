import { lazyAfterPageResponds } from '@giftshop/shared';
import { AuthFormsMissing } from './AuthFormsMissing';

/*
 * /auth's forms (sign in, sign up, forgot password, a new password, a link that cannot be used): their code loads
 * once the page responds (issue 31). Until then the session reads `loading`, as the server rendered it, and the
 * page shows the forms' stand-ins, which the forms replace once the session check says the shopper is signed out:
 * nothing the page responds with needs them. One chunk for all of them.
 */
const forms = () => import('./authForms');

export const SignInForm = lazyAfterPageResponds(
  'sign-in form',
  () => forms().then((module) => module.SignInForm),
  AuthFormsMissing,
);
export const SignUpForm = lazyAfterPageResponds(
  'sign-up form',
  () => forms().then((module) => module.SignUpForm),
  AuthFormsMissing,
);
export const ForgotPasswordForm = lazyAfterPageResponds(
  'password reset form',
  () => forms().then((module) => module.ForgotPasswordForm),
  AuthFormsMissing,
);
export const NewPasswordForm = lazyAfterPageResponds(
  'new password form',
  () => forms().then((module) => module.NewPasswordForm),
  AuthFormsMissing,
);
export const LinkProblem = lazyAfterPageResponds(
  'e-mail link form',
  () => forms().then((module) => module.LinkProblem),
  AuthFormsMissing,
);
