import type { Plugin } from 'vite';

/** react-router's browser build, as `react-router-dom` re-exports it. */
const routerDist = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](development|production)[\\/][^\\/]+\.mjs$/;

/**
 * Lets the bundler leave out the parts of react-router the shell never uses (issue 31). The shell renders
 * `<Routes>` and `<Navigate>` and reads the location (its links are `ShopLink`s), yet its chunk kept `<Form>`,
 * `useSubmit` and their helpers: react-router's one file builds its components with unannotated
 * `React.forwardRef(...)`, `React.createContext(...)` and `React.memo(...)` calls and names each with a
 * `X.displayName = "X"` statement, which a bundler must treat as side effects. This marks those calls pure
 * and drops the names (they only label components in React DevTools), and turns off the development
 * warnings, as react-router's own production build does (it differs from the development one by that flag
 * alone). `<Link>`'s page prefetch, which only framework mode can do, goes too. The shell's use of react-router:
 * 13.2 → 9.9 KB gzip, on every page (and less again once `<Link>` and `<NavLink>` were no longer used). A react-router whose file no longer has these shapes fails the build
 * (`leaveOutUnusedRouterParts.test.ts` reads the installed one).
 */
export function leaveOutUnusedRouterParts(): Plugin {
  return {
    name: 'shop-leave-out-unused-router-parts',
    apply: 'build',
    transform: {
      filter: { id: routerDist },
      handler(code, id) {
        if (!routerDist.test(id)) return null;
        const trimmed = trimRouter(code);
        return trimmed === code ? null : { code: trimmed, map: null };
      },
    },
  };
}

const devWarnings = /^var ENABLE_DEV_WARNINGS = (true|false);$/m;
const componentCall = /^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
const displayName = /^[ \t]*\w+\.displayName = "[^"\n]*";$/gm;
/** `<Link>`'s page prefetch: only framework mode has the context it needs; in the shell's routers it never renders. */
const linkPrefetch = /\/\* @__PURE__ \*\/ React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)/;

/**
 * react-router's code with its component calls marked pure, its display names gone, no dev warnings, and
 * `<Link>` without its page prefetch, which needs framework mode's context (`usePrefetchBehavior` says
 * "no prefetch" without it): the shell's `BrowserRouter`/`StaticRouter` never provide it.
 */
export function trimRouter(code: string): string {
  // Only the file that defines the components (`Link` among them) is changed; it must have every shape.
  if (!/^var Link = React\d*\.forwardRef\(/m.test(code)) return code;
  if (!devWarnings.test(code) || !/^\s*\w+\.displayName = "/m.test(code) || !linkPrefetch.test(code)) {
    throw new Error('react-router changed shape: review shared/vite/leaveOutUnusedRouterParts.ts');
  }
  return code
    .replace(devWarnings, 'var ENABLE_DEV_WARNINGS = false;')
    .replace(componentCall, '$1/* @__PURE__ */ $2')
    .replace(displayName, '')
    .replace(linkPrefetch, 'null');
}
