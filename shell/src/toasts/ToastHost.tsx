import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { color, fontSize, getShopConfig, media, radius, shadow } from '@giftshop/shared';
import { shellBus } from '../shellBus';
import { addToast, removeToast, type VisibleToast } from './toastQueue';
import { TOAST_EDGE_PX, TOAST_WIDTH_PX } from './toastPlacement';
import { useToastPlacement } from './useToastPlacement';

const slideIn = keyframes({
  from: { transform: 'translateY(12px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

const Region = styled.ol({
  position: 'fixed',
  right: TOAST_EDGE_PX,
  bottom: TOAST_EDGE_PX,
  // Above dialogs (the cart drawer), so a toast about what the shopper just did is seen.
  zIndex: 1000,
  width: TOAST_WIDTH_PX,
  maxWidth: `calc(100vw - ${2 * TOAST_EDGE_PX}px)`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: 14,
  [media.mobile]: { right: TOAST_EDGE_PX, left: TOAST_EDGE_PX, width: 'auto' },
});
const Toast = styled.li<{ variant: VisibleToast['variant'] }>(({ variant }) => ({
  position: 'relative',
  padding: '14px 44px 14px 16px',
  borderRadius: radius.md,
  background: variant === 'destructive' ? color.danger : color.surface,
  color: variant === 'destructive' ? '#fff' : color.ink,
  border: `1px solid ${variant === 'destructive' ? color.danger : color.line}`,
  borderLeft: `5px solid ${variant === 'destructive' ? '#7a1610' : variant === 'success' ? color.success : color.accent}`,
  boxShadow: shadow.raised,
  // a group's name or a product's can be one long word: it wraps inside the toast, never past its edge
  overflowWrap: 'anywhere',
  animation: `${slideIn} 180ms ease-out`,
  [media.reducedMotion]: { animation: 'none' },
  strong: { display: 'block', fontSize: fontSize.sm },
  p: { margin: '2px 0 0', fontSize: fontSize.sm, opacity: 0.9 },
  button: {
    position: 'absolute',
    top: 8,
    right: 8,
    width: 28,
    height: 28,
    border: 0,
    borderRadius: radius.pill,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    fontSize: 18,
    lineHeight: 1,
  },
}));

/** Renders `toast:show` commands from any remote: at most 3 visible, each for its own duration. */
export function ToastHost() {
  const [toasts, setToasts] = useState<VisibleToast[]>([]);
  const nextKey = useRef(0);
  const region = useRef<HTMLOListElement>(null);
  const placement = useToastPlacement(region, toasts.length > 0);

  useEffect(() => {
    const { toastDurationMs, maxVisibleToasts } = getShopConfig();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = shellBus.handle('toast:show', (message) => {
      const toast: VisibleToast = {
        ...message,
        key: nextKey.current++,
        durationMs: message.durationMs ?? toastDurationMs,
      };
      setToasts((list) => addToast(list, toast, maxVisibleToasts));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => removeToast(list, toast.key));
      }, toast.durationMs);
      timers.add(timer);
    });
    return () => {
      stop();
      timers.forEach(clearTimeout);
    };
  }, []);

  return (
    <Region
      ref={region}
      aria-label="Notifications"
      style={
        placement
          ? {
              bottom: placement.bottom,
              ...(placement.right === undefined ? {} : { right: placement.right, left: 'auto' }),
            }
          : undefined
      }
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.key}
          variant={toast.variant}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          aria-live={toast.variant === 'destructive' ? 'assertive' : 'polite'}
          data-variant={toast.variant ?? 'default'}
        >
          <strong>{toast.title}</strong>
          {toast.description && <p>{toast.description}</p>}
          <button
            type="button"
            aria-label="Dismiss Notification"
            onClick={() => setToasts((list) => removeToast(list, toast.key))}
          >
            ×
          </button>
        </Toast>
      ))}
    </Region>
  );
}
