/**
 * Taps before the page responds are kept, and done once it does (issue 31).
 *
 * Until `<html data-hydrated>` is set, a tap on a button, a tab, an option
 * (radio or checkbox) or a control marked `data-keep-tap` does nothing
 * visible in the HTML (its default is held back) and is written down; what is
 * typed into a field is written down too. Once the page responds, they are
 * done again in the order they came, each exactly once: the list is emptied
 * as it is read, and the page's own handlers see them as real taps and input.
 * Also a select's choice, and a field left (again once its text is back). Two
 * taps in a row on one control count once, but each on `data-keep-every-tap`.
 * A control the server only sketched (`data-keep-tap-placeholder`, such as the
 * header's cart button before the cart's code is in, a link only without
 * JavaScript) keeps its tap until the
 * real control with the same `data-keep-tap` name appears, and a control in a
 * part whose code loads after the page responds (`data-hydrates-later`, such
 * as a product's tabs or the home page's newsletter) keeps its tap, and what
 * is typed in it, until React has taken that part over and the mark is gone. Links, `<details>`
 * (the phone menu and More are plain `<details>`/`<summary>`), and forms with
 * an `action` (the search), work without this and are left alone.
 */
const root = document.documentElement;
// From here on taps are kept (the page's scripts come after this one, in document order).
root.dataset.keepingTaps = 'true';
const kept = [];
const responded = () => Boolean(root.dataset.hydrated);
const tappable =
  'button, [role="button"], [role="tab"], [role="menuitem"], input[type="radio"], input[type="checkbox"], [data-keep-tap]';

/** Where an element is, as a path of child positions from <body>: hydration keeps the server's elements. */
function pathOf(element) {
  const steps = [];
  for (let node = element; node && node !== document.body; node = node.parentElement) {
    steps.unshift([...node.parentElement.children].indexOf(node));
  }
  return steps;
}
function atPath(steps) {
  let node = document.body;
  for (const step of steps) node = node?.children[step];
  return node ?? null;
}
/** The part a control is in whose code comes after the page responds, while React has not taken it over. */
const later = (element) => element.closest('[data-hydrates-later]');
/** What a kept entry's part says when React put new elements in its place (its code could not load): drop it. */
const gone = 'gone';
function targetOf(entry) {
  if (entry.later?.isConnected && entry.later.hasAttribute('data-hydrates-later')) return null;
  // Taken over, a part keeps the server's elements; replaced, what was kept in it goes with it.
  if (entry.later && !entry.element.isConnected) return gone;
  if (entry.name)
    return document.querySelector(`[data-keep-tap="${CSS.escape(entry.name)}"]:not([data-keep-tap-placeholder])`);
  return entry.element.isConnected ? entry.element : atPath(entry.path);
}

addEventListener(
  'click',
  (event) => {
    const control = event.target instanceof Element ? event.target.closest(tappable) : null;
    const placeholder = control?.closest('[data-keep-tap-placeholder]');
    // Links, and a <summary> (the phone menu, More, the menu's groups), work from the HTML as they are; a sketched
    // control that is a link only for the page without JavaScript (the header's cart) is kept as the control.
    if (!control || (!placeholder && control.closest('a[href], summary'))) return;
    const waitsForPart = later(control);
    if (responded() && !placeholder && !waitsForPart) return;
    // A submit button of a form that has its own address works as it is (the search).
    if (control.form?.hasAttribute('action') && control.type === 'submit') return;
    event.preventDefault();
    event.stopPropagation();
    const name = (placeholder ?? control).dataset.keepTap;
    // Tapped twice before it could answer: done once.
    const last = kept.at(-1);
    const again = last?.kind === 'tap' && (name ? last.name === name : last.element === control);
    if (again && !control.hasAttribute('data-keep-every-tap')) return;
    kept.push({ kind: 'tap', name, element: control, path: pathOf(control), later: waitsForPart });
    control.setAttribute('data-tap-kept', '');
    replaySoon();
  },
  true,
);
const isField = (field) =>
  (field instanceof HTMLInputElement && field.type !== 'radio' && field.type !== 'checkbox') ||
  field instanceof HTMLTextAreaElement ||
  field instanceof HTMLSelectElement;
addEventListener(
  'input',
  (event) => {
    const field = event.target;
    if (!isField(field)) return;
    // Once the page responds, only what is typed in a part React has not taken over yet.
    const waitsForPart = later(field);
    if (responded() && !waitsForPart) return;
    const last = kept.at(-1);
    if (last?.kind === 'value' && last.element === field) last.value = field.value;
    else kept.push({ kind: 'value', element: field, path: pathOf(field), value: field.value, later: waitsForPart });
    replaySoon();
  },
  true,
);

// A field left before the page responds (the quantity commits its draft when left).
addEventListener(
  'focusout',
  (event) => {
    const last = kept.findLast((entry) => entry.kind === 'value' && entry.element === event.target);
    if (last && (!responded() || last.later)) last.left = true;
  },
  true,
);

let waiting = false;
function replaySoon() {
  if (waiting) return;
  waiting = true;
  const observer = new MutationObserver(() => void replay());
  observer.observe(root, {
    attributes: true,
    attributeFilter: ['data-hydrated', 'data-hydrates-later'],
    childList: true,
    subtree: true,
  });
  // Once the page responds, a control that never comes (its remote failed) drops what was kept for it after 20 s.
  let giveUp = 0;
  const stop = () => {
    observer.disconnect();
    clearTimeout(giveUp);
    waiting = false;
  };
  let running = false;
  async function replay() {
    if (running || !responded()) return;
    running = true;
    giveUp ||= setTimeout(() => {
      for (const entry of kept.splice(0)) entry.element.removeAttribute('data-tap-kept');
      stop();
    }, 20_000);
    while (kept.length) {
      const entry = kept[0];
      const target = targetOf(entry);
      if (!target) break;
      // Taken off the list before it is done: never done twice.
      kept.shift();
      entry.element.removeAttribute('data-tap-kept');
      if (target === gone) continue;
      if (entry.kind === 'tap') target.click();
      else {
        const prototype = Object.getPrototypeOf(target);
        // Through the element's own setter first (React's tracker then sees a change), then the value.
        target.value = '';
        Object.getOwnPropertyDescriptor(prototype, 'value').set.call(target, entry.value);
        target.dispatchEvent(new Event('input', { bubbles: true }));
        // a select's onChange listens for change
        if (target instanceof HTMLSelectElement) target.dispatchEvent(new Event('change', { bubbles: true }));
        if (entry.left && document.activeElement !== target)
          target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      }
      // Let the page answer (and render) before the next one.
      await new Promise((done) => setTimeout(done, 0));
    }
    running = false;
    if (!kept.length) stop();
  }
  void replay();
}
