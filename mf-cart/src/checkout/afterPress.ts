/**
 * A field's message is shown when the shopper leaves it; leaving it by pressing another control (a checkbox, a
 * shipping method, a payment method) would show the message between that control's press and its release, and
 * the lines it adds move the control from under the pointer: the release lands beside it and the tap is lost
 * (QA sweep H-f: "This order is a gift" right after a phone number with too few digits, measured 48 px lower on
 * release at 375 px, stayed unticked). `afterPress` runs `then` once such a press is over (its click delivered),
 * and at once when the field was left otherwise (Tab, or a press already over: a touch tap's own mouse events
 * come after its pointer is lifted, and are followed here the same way).
 */
let pressing = false;
let watching = false;

/** Follows the page's presses from now on (a form calls it once it is on the page: a press must be seen from its start). */
export function watchPresses(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  // capture, so a control that stops its own events still counts
  window.addEventListener('mousedown', () => (pressing = true), true);
  window.addEventListener('mouseup', () => (pressing = false), true);
  window.addEventListener('dragend', () => (pressing = false), true);
}

export function afterPress(then: () => void): void {
  watchPresses();
  if (!pressing) return then();
  const done = () => {
    window.removeEventListener('mouseup', done, true);
    window.removeEventListener('dragend', done, true);
    // the click follows the release in the same task: it reaches the control first
    setTimeout(then, 0);
  };
  window.addEventListener('mouseup', done, true);
  window.addEventListener('dragend', done, true);
}
