import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/** Where the shopper is, and how to send them elsewhere. The shell provides it from its router. */
export interface ShopNavigation {
  pathname: string;
  search: string;
  navigate(to: string, options?: { replace?: boolean }): void;
}

const fallback: ShopNavigation = {
  get pathname() {
    return typeof location === 'undefined' ? '/' : location.pathname;
  },
  get search() {
    return typeof location === 'undefined' ? '' : location.search;
  },
  navigate(to) {
    if (typeof location !== 'undefined') location.assign(to);
  },
};

const NavigationContext = createContext<ShopNavigation>(fallback);

/**
 * Remotes never import the shell's router: the shell (or a remote's dev
 * harness) adapts its router into this context, and remotes use
 * `useShopNavigation` and `ShopLink`.
 */
export function NavigationProvider({ value, children }: { value: ShopNavigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useShopNavigation(): ShopNavigation {
  return useContext(NavigationContext);
}

/** The search parameters of the current URL. */
export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(useShopNavigation().search);
}

type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/**
 * A link inside the shop: a real `<a href>` that navigates without a reload. A link to the page already open
 * replaces it in the history (as react-router's `<Link>` does), so Back never lands on the same page.
 */
export function ShopLink({ to, replace, onClick, target, ...rest }: ShopLinkProps) {
  const { navigate, pathname, search } = useShopNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (target && target !== '_self')
    ) {
      return;
    }
    event.preventDefault();
    navigate(to, { replace: replace ?? to === pathname + search });
  };
  return <a href={to} target={target} onClick={handleClick} {...rest} />;
}

/**
 * A return path that is safe to redirect to: a same-origin path only.
 * `//evil.example`, `https://…`, `javascript:` and anything odd fall back.
 */
export function safeReturnPath(candidate: string | null | undefined, fallbackPath = '/'): string {
  if (!candidate || typeof candidate !== 'string') return fallbackPath;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallbackPath;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\\]/.test(candidate)) return fallbackPath;
  try {
    const url = new URL(candidate, 'https://shop.invalid');
    if (url.origin !== 'https://shop.invalid') return fallbackPath;
    // Dot segments can turn a path into a host: `/.//evil.example` resolves to `//evil.example`.
    if (url.pathname.startsWith('//')) return fallbackPath;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallbackPath;
  }
}
