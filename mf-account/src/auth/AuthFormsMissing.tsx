import { ErrorState } from '@giftshop/shared';

/** Where a sign-in form would be, when its code could not load. */
export function AuthFormsMissing() {
  return (
    <ErrorState
      title="The form did not load"
      message="Reload the page to sign in or create an account."
      onRetry={() => location.reload()}
      retryLabel="Reload"
    />
  );
}
