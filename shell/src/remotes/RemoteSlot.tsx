import styled from '@emotion/styled';
import {
  Component,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  type ComponentType,
  useEffect,
  useState,
  type ComponentProps,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import {
  color,
  ErrorState,
  fontSize,
  radius,
  type RemoteModuleId,
  type RemoteModules,
  type RemoteName,
} from '@giftshop/shared';
import { RetryIcon } from '../header/icons';
import { loadedModule, loadRemoteModule, prepareRetry, remoteOf } from './remoteRegistry';
import { claimHydration, ServerRemoteModules, slotHydrated } from './slotRendering';

/** How the shopper names each remote's part of the page (a remote added to `remoteNames` must say its own). */
const remoteLabel: Record<RemoteName, string> = {
  catalog: 'the catalog',
  product: 'this product',
  cart: 'the cart',
  account: 'your account',
};
/** The compact Retry's name: the same part of the page, in Title Case as every button's words. */
const retryLoading: Record<RemoteName, string> = {
  catalog: 'Retry Loading the Catalog',
  product: 'Retry Loading This Product',
  cart: 'Retry Loading the Cart',
  account: 'Retry Loading Your Account',
};

type SlotState<Id extends RemoteModuleId> =
  { status: 'loading' } | { status: 'ready'; Module: RemoteModules[Id] } | { status: 'failed'; error: unknown };

interface RemoteSlotProps<Id extends RemoteModuleId> {
  id: Id;
  props: ComponentProps<RemoteModules[Id]>;
  /** Shown while the remote loads: size it like the real thing so nothing jumps. */
  skeleton: ReactNode;
  /** A compact failure (e.g. in the header); a full message otherwise. */
  compact?: boolean;
  /** In a compact failure, what the part looks like (its icon), so two failed parts are told apart. */
  failureIcon?: ReactNode;
}

/**
 * One remote's place on the page: it loads the remote at run time, shows a
 * skeleton meanwhile, and keeps any failure (a server down, a broken entry, a
 * render crash) inside itself with a Retry that really retries.
 */
export function RemoteSlot<Id extends RemoteModuleId>({
  id,
  props,
  skeleton,
  compact = false,
  failureIcon,
}: RemoteSlotProps<Id>) {
  const serverModules = useContext(ServerRemoteModules);
  const [state, setState] = useState<SlotState<Id>>(() => {
    // On the server: the request's loaded remote module, or the skeleton (the browser renders that slot).
    // While the page hydrates: exactly what the server rendered for this slot.
    const Module = serverModules
      ? (serverModules.get(id) as RemoteModules[Id] | undefined)
      : claimHydration(id) === 'browser'
        ? undefined
        : loadedModule(id);
    return Module ? { status: 'ready', Module } : { status: 'loading' };
  });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    loadRemoteModule(id).then(
      // A transition: the remote's first render yields to the browser instead of holding the main thread.
      // A slot that already shows this module (it hydrated, or its code was in) keeps its state: a new
      // state object would render the remote's whole page again right after the page responds (issue 31).
      (Module) =>
        live &&
        startTransition(() =>
          setState((now) => (now.status === 'ready' && now.Module === Module ? now : { status: 'ready', Module })),
        ),
      (error: unknown) => {
        console.error(`[shell] could not load ${id}:`, error);
        if (live) setState({ status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [id, generation]);

  const retry = useCallback(() => {
    prepareRetry(id);
    setState({ status: 'loading' });
    setGeneration((g) => g + 1);
  }, [id]);

  const failure = <SlotFailure id={id} compact={compact} icon={failureIcon} onRetry={retry} />;
  let content: ReactNode;
  if (state.status === 'loading') content = skeleton;
  else if (state.status === 'failed') content = failure;
  else {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the id ties Module to props; TS cannot see it through the union
    const Module = state.Module as ComponentType<any>;
    content = (
      <>
        <SlotBoundary key={generation} fallback={failure}>
          <Module {...props} />
        </SlotBoundary>
        <SlotMounted id={id} />
      </>
    );
  }
  // Every state sits in the same Suspense boundary, on the server and in the browser: a slot whose server
  // render failed, or whose code the browser cannot load, is rendered again in the browser on its own,
  // without holding up or redoing the rest of the page (and a remote's own lazy parts stream in).
  return <Suspense fallback={skeleton}>{content}</Suspense>;
}

/** Tells the page a slot's content is live (inside the slot's Suspense boundary, which hydrates on its own). */
function SlotMounted({ id }: { id: RemoteModuleId }) {
  useEffect(() => slotHydrated(id), [id]);
  return null;
}

/** The header's compact failure: as tall as the fragment it stands in for, and says which part it retries. */
const CompactRetry = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  minWidth: 44,
  height: 44,
  padding: '0 10px',
  border: `1.5px solid ${color.danger}`,
  borderRadius: radius.pill,
  background: color.dangerSoft,
  color: color.danger,
  font: 'inherit',
  fontSize: fontSize.sm,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { background: color.danger, color: color.onAccent },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
});

export function SlotFailure({
  id,
  compact,
  icon,
  onRetry,
}: {
  id: RemoteModuleId;
  compact: boolean;
  icon?: ReactNode;
  onRetry: () => void;
}) {
  const what = remoteLabel[remoteOf(id)] ?? 'this part of the shop';
  if (compact) {
    return (
      <CompactRetry
        type="button"
        className="slot-retry"
        onClick={onRetry}
        aria-label={retryLoading[remoteOf(id)] ?? 'Retry Loading This Part of the Shop'}
        title={`We couldn't load ${what}. Retry`}
        data-remote-failed={remoteOf(id)}
      >
        {icon ? (
          <>
            {icon}
            <RetryIcon />
          </>
        ) : (
          'Retry'
        )}
      </CompactRetry>
    );
  }
  return (
    <div data-remote-failed={remoteOf(id)}>
      <ErrorState
        title={`We couldn't load ${what}`}
        message="The rest of the shop still works. Check your connection and try again."
        onRetry={onRetry}
      />
    </div>
  );
}

class SlotBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] a remote crashed while rendering:', error, info.componentStack);
  }
  override render() {
    return this.state.crashed ? this.props.fallback : this.props.children;
  }
}
