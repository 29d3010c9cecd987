/**
 * The taps `shell/public/page-start.js` keeps before the page responds (issue 31): done once it does, in
 * order, each exactly once. The real script in happy-dom, as written (keptTaps.test.ts) and as the build serves it,
 * minified (keptTapsMinified.test.ts); the "page" is plain DOM whose handlers come later, as hydration's do.
 * (In real Chromium with React: e2e/taps-before-hydration.spec.ts.)
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';

/** The cases, with `runPageStart` running the script (once, for its listeners). */
export function keptTapsCases(runPageStart: () => Promise<unknown>) {
  const root = document.documentElement;

  beforeAll(async () => {
    await runPageStart();
  });
  afterEach(() => {
    delete root.dataset.hydrated;
    document.body.innerHTML = '';
  });

  it('does a tap kept before the page responds once it does, once, however often it was tapped', async () => {
    document.body.innerHTML = '<main><button type="button" id="add">Add to Cart</button></main>';
    const button = document.getElementById('add')!;
    const done = vi.fn();
    // The page says taps are kept from now on (the e2e flows wait for it with the page's scripts held back).
    expect(root.dataset.keepingTaps).toBe('true');
    button.click();
    button.click();
    // The handler comes with hydration; the taps before it did nothing.
    button.addEventListener('click', done);
    expect(done).not.toHaveBeenCalled();
    root.dataset.hydrated = 'true';
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    await new Promise((wait) => setTimeout(wait, 20));
    expect(done).toHaveBeenCalledTimes(1);
    // After it responds, taps go straight through, and nothing kept comes back.
    button.click();
    expect(done).toHaveBeenCalledTimes(2);
  });

  it('puts back what was typed, then the tap, in the order they came', async () => {
    document.body.innerHTML = '<form><input name="name" /><button type="submit">Add</button></form>';
    const input = document.querySelector('input')!;
    const form = document.querySelector('form')!;
    const seen: string[] = [];
    input.value = 'Emma';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    document.querySelector('button')!.click();
    // Hydration sets the field back to what the server sent.
    input.value = '';
    input.addEventListener('input', () => seen.push(`typed ${input.value}`));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(`added with ${input.value}`);
    });
    root.dataset.hydrated = 'true';
    await vi.waitFor(() => expect(seen).toEqual(['typed Emma', 'added with Emma']));
  });

  /** The cart's code is in: its real button takes the sketch's place in the header; says each tap it gets. */
  function realCartComes() {
    const opened = vi.fn();
    const real = document.createElement('button');
    real.dataset.keepTap = 'cart';
    real.addEventListener('click', opened);
    document.querySelector('header')!.replaceChildren(real);
    return opened;
  }

  it('keeps a tap on a sketched control until the real one comes, and leaves links alone', async () => {
    document.body.innerHTML =
      '<header><button data-keep-tap="cart" data-keep-tap-placeholder="">Cart</button><a href="#top">Top</a></header>';
    root.dataset.hydrated = 'true';
    const link = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('a')!.addEventListener('click', link);
    document.querySelector('a')!.click();
    expect(link).toHaveBeenCalledTimes(1);
    document.querySelector('button')!.click();
    const opened = realCartComes();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
  });

  it('keeps a tap on a sketch that is a link only without JavaScript (the header cart), and never follows the link', async () => {
    document.body.innerHTML =
      '<header><a href="/contact?about=cart" aria-label="Cart" data-keep-tap="cart" data-keep-tap-placeholder=""><svg></svg></a></header>';
    const sketch = document.querySelector('a')!;
    const tap = () =>
      sketch.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // before the page responds, and after it while the cart's code is still to come: held back, not followed
    expect(tap()).toBe(false);
    root.dataset.hydrated = 'true';
    expect(tap()).toBe(false);
    expect(sketch.hasAttribute('data-tap-kept')).toBe(true);
    const opened = realCartComes();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    await new Promise((wait) => setTimeout(wait, 20));
    // tapped twice before it could answer: done once
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('leaves a <summary> alone before the page responds: the phone menu and More open from the HTML', () => {
    document.body.innerHTML =
      '<header><details><summary role="button">More <svg></svg></summary><a href="#mugs">Mugs</a></details></header>';
    const summary = document.querySelector('summary')!;
    const seen = vi.fn((event: Event) => event.defaultPrevented);
    summary.addEventListener('click', seen);
    summary.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    summary.click();
    expect(seen).toHaveBeenCalledTimes(2);
    expect(seen.mock.results.map((result) => result.value)).toEqual([false, false]);
    expect(summary.hasAttribute('data-tap-kept')).toBe(false);
  });

  it('keeps a tap in a part whose code comes later until React has taken it over, then does it once', async () => {
    document.body.innerHTML =
      '<main><button type="button" id="add">Add</button><section data-hydrates-later=""><button type="button" role="tab" id="reviews">Reviews</button></section></main>';
    const part = document.querySelector('section')!;
    const tab = document.getElementById('reviews')!;
    const add = document.getElementById('add')!;
    const seen: string[] = [];
    // One tap before the page responds, one after it (the part's code still loading), one elsewhere after it.
    tab.click();
    add.addEventListener('click', () => seen.push('add'));
    root.dataset.hydrated = 'true';
    await new Promise((wait) => setTimeout(wait, 20));
    tab.click();
    tab.click();
    expect(seen).toEqual([]);
    // The part is taken over: its handler comes and the mark goes.
    tab.addEventListener('click', () => seen.push('reviews'));
    part.removeAttribute('data-hydrates-later');
    await vi.waitFor(() => expect(seen).toEqual(['reviews']));
    await new Promise((wait) => setTimeout(wait, 20));
    expect(seen).toEqual(['reviews']);
    // Taken over, it answers at once; a tap outside the part after the page responds never waited.
    tab.click();
    add.click();
    expect(seen).toEqual(['reviews', 'reviews', 'add']);
  });

  it('puts back what was typed in a part whose code comes later, after the page responded, then its tap', async () => {
    document.body.innerHTML =
      '<main><input id="search"><section data-hydrates-later=""><form><input type="email" id="email"><button type="button" id="subscribe">Subscribe</button></form></section></main>';
    const part = document.querySelector('section')!;
    const email = document.querySelector<HTMLInputElement>('#email')!;
    const search = document.querySelector<HTMLInputElement>('#search')!;
    root.dataset.hydrated = 'true';
    await new Promise((wait) => setTimeout(wait, 20));
    // Typed while the part's code still loads (the server's field keeps the text), then Subscribe.
    email.value = 'ann@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    document.getElementById('subscribe')!.click();
    // Outside the part, the page answers as it is: nothing is kept.
    const typedElsewhere = vi.fn();
    search.addEventListener('input', typedElsewhere);
    search.value = 'mug';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    expect(typedElsewhere).toHaveBeenCalledTimes(1);
    // Taken over: the field's handler and the button's come, as React's would, and the mark goes.
    const seen: string[] = [];
    email.addEventListener('input', () => seen.push(`typed ${email.value}`));
    document.getElementById('subscribe')!.addEventListener('click', () => seen.push('subscribe'));
    part.removeAttribute('data-hydrates-later');
    await vi.waitFor(() => expect(seen).toEqual(['typed ann@example.com', 'subscribe']));
    await new Promise((wait) => setTimeout(wait, 20));
    expect(seen).toEqual(['typed ann@example.com', 'subscribe']);
    expect(typedElsewhere).toHaveBeenCalledTimes(1);
  });

  it('drops a tap kept in a part that was replaced instead of taken over, and does the rest', async () => {
    document.body.innerHTML =
      '<main><section data-hydrates-later=""><button type="button" role="tab">Reviews</button></section><button type="button" id="add">Add</button></main>';
    root.dataset.hydrated = 'true';
    const seen: string[] = [];
    document.querySelector<HTMLElement>('[role="tab"]')!.click();
    const add = document.getElementById('add')!;
    add.addEventListener('click', () => seen.push('add'));
    // Its code could not load: the part is replaced by a message with a button where the tab was.
    const message = document.createElement('div');
    message.innerHTML = '<button type="button">Reload</button>';
    message.querySelector('button')!.addEventListener('click', () => seen.push('reload'));
    document.querySelector('section')!.replaceWith(message);
    add.click();
    await vi.waitFor(() => expect(seen).toEqual(['add']));
    await new Promise((wait) => setTimeout(wait, 20));
    expect(seen).toEqual(['add']);
  });

  it('does every tap on a stepper (data-keep-every-tap), where two on any other control are done once', async () => {
    document.body.innerHTML =
      '<main><button type="button" id="more" data-keep-every-tap="">+</button><button type="button" id="add">Add</button></main>';
    const more = document.getElementById('more')!;
    const add = document.getElementById('add')!;
    more.click();
    more.click();
    add.click();
    add.click();
    const seen: string[] = [];
    more.addEventListener('click', () => seen.push('+'));
    add.addEventListener('click', () => seen.push('add'));
    root.dataset.hydrated = 'true';
    await vi.waitFor(() => expect(seen).toEqual(['+', '+', 'add']));
    await new Promise((wait) => setTimeout(wait, 20));
    expect(seen).toEqual(['+', '+', 'add']);
  });

  it('puts back a choice made in a select (the listing sort) as a change, once', async () => {
    document.body.innerHTML =
      '<form><select name="sort"><option value="featured">Featured</option><option value="price-high">Price: High to Low</option></select></form>';
    const select = document.querySelector('select')!;
    select.value = 'price-high';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // Hydration leaves the choice on screen; the page's handler comes with it and never saw the change.
    const changes: string[] = [];
    select.addEventListener('change', () => changes.push(select.value));
    root.dataset.hydrated = 'true';
    await vi.waitFor(() => expect(changes).toEqual(['price-high']));
    await new Promise((wait) => setTimeout(wait, 20));
    expect(changes).toEqual(['price-high']);
  });

  it('leaves a field again once its text is back when it was left before the page responded, then does the tap', async () => {
    document.body.innerHTML =
      '<main><input id="quantity" value="1"><button type="button" id="add">Add to Cart</button><input id="name"></main>';
    const quantity = document.querySelector<HTMLInputElement>('#quantity')!;
    const name = document.querySelector<HTMLInputElement>('#name')!;
    quantity.focus();
    quantity.value = '4';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    // the tap on Add to Cart takes the focus from the field (a field still in use is not left)
    document.getElementById('add')!.focus();
    document.getElementById('add')!.click();
    name.focus();
    name.value = 'Em';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    // The field takes what was typed when it is left (the quantity's draft), as React's onBlur (focusout) would.
    const seen: string[] = [];
    let committed = '1';
    quantity.addEventListener('focusout', () => seen.push(`quantity ${(committed = quantity.value)}`));
    name.addEventListener('focusout', () => seen.push('name left'));
    document.getElementById('add')!.addEventListener('click', () => seen.push(`add ${committed}`));
    root.dataset.hydrated = 'true';
    await vi.waitFor(() => expect(seen).toEqual(['quantity 4', 'add 4']));
    await new Promise((wait) => setTimeout(wait, 20));
    expect(seen).toEqual(['quantity 4', 'add 4']);
    expect(name.value).toBe('Em');
  });
}
