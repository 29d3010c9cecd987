import styled from '@emotion/styled';
import { color, font, fontSize, space } from '../theme/tokens';
import { Button } from './Button';

const Box = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
  padding: `${space.xxl} ${space.lg}`,
  textAlign: 'center',
  color: color.ink,
  h2: { fontFamily: font.display, fontSize: fontSize.xl, margin: 0 },
  p: { margin: 0, color: color.inkMuted, maxWidth: '44ch' },
});

/** A clear message with a Retry, for when the backend or a remote cannot be reached. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Retry',
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <Box role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Box>
  );
}
