import { ErrorState, PageContainer } from '@giftshop/shared';

/** Shown when `/remotes.json` cannot be read: a message and a Retry, never a blank page. */
export function ConfigFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PageContainer>
      <ErrorState title="The shop could not start" message={message} onRetry={onRetry} />
    </PageContainer>
  );
}
