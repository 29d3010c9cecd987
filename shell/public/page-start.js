/**
 * Starts the shop's scripts once the first screen's pictures are in.
 *
 * A page from the shell's server already shows its content; its scripts only
 * make it respond. Fetched together, they compete with the product pictures
 * for a slow link. So the server writes this tag in place of the build's entry
 * script and module preloads (`shell/server/htmlDocument.ts`), and this file
 * asks for them when the page has loaded, or two seconds after it was read if
 * a picture is slow. The preloads are added at once, so no import is found one
 * at a time.
 */
const tag = document.querySelector('script[data-entry]');
let started = false;

function start() {
  if (started || !tag) return;
  started = true;
  for (const href of (tag.dataset.preload ?? '').split(' ')) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
  import(tag.dataset.entry).catch((error) => console.error('[shell] the shop could not start:', error));
}

if (document.readyState === 'complete') start();
else {
  addEventListener('load', start, { once: true });
  setTimeout(start, 2000);
}
