import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has every function
 * compiled while it streams in, on a background thread, instead of each one on the main thread the first time it
 * is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks every chunk of a browser build for eager compilation (issue 31). A page runs nearly all of its code while
 * it hydrates: left to V8's lazy compiling, a product page compiled about 1,500 functions one by one on the main
 * thread after its last script arrived (a quarter of a second on the throttled phone, all of it between the last
 * byte and the page responding). With the hint the scripts are compiled while they download, beside the main
 * thread, and what is left is running them.
 *
 * Left out: the chunks of a library loaded on demand (`leaveOut`, matched against the chunk's module paths:
 * Supabase, the zod checks), of which a page calls a small part and later. The comment goes in after minifying
 * (which would drop it) and before the build's files are compressed.
 */
export function compileEagerly({ leaveOut }: { leaveOut?: RegExp } = {}): Plugin {
  let serverBuild = false;
  return {
    name: 'shop-compile-eagerly',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (serverBuild) return;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.code.startsWith(COMPILE_HINT)) continue;
          if (leaveOut && output.moduleIds.some((id) => leaveOut.test(id))) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
        }
      },
    },
  };
}
