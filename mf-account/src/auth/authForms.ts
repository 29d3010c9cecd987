/**
 * The sign-in page's forms, one chunk that loads once the page responds (`authFormsLater.ts`): until the session
 * check says the shopper is signed out, which it does only then, the page shows their stand-ins.
 */
export { ForgotPasswordForm } from './ForgotPasswordForm';
export { LinkProblem } from './LinkProblem';
export { NewPasswordForm } from './NewPasswordForm';
export { SignInForm } from './SignInForm';
export { SignUpForm } from './SignUpForm';
