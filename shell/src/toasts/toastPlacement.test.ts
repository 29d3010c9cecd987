import { describe, expect, it } from 'vitest';
import { toastPlacement, toastSpan, type Box } from './toastPlacement';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The stack's box on screen for a placement, as the region's styles lay it out. */
function stackBox(
  viewport: { width: number; height: number },
  height: number,
  placement: ReturnType<typeof toastPlacement>,
) {
  const span = toastSpan(viewport.width);
  const width = span.right - span.left;
  const right = placement?.right === undefined ? span.right : viewport.width - placement.right;
  const bottom = viewport.height - (placement?.bottom ?? 16);
  return box(right - width, bottom - height, width, height);
}

// The cart drawer with one line: close button at the top, a stepper, and the footer's two buttons.
const phone = { width: 375, height: 812 };
const phoneDrawer = box(0, 0, 375, 812);
const phoneControls = [
  box(315, 8, 44, 44), // Close Cart
  box(96, 177, 118, 46), // quantity stepper
  box(294, 120, 57, 22), // Remove
  box(16, 684, 343, 52), // Proceed to Checkout
  box(16, 744, 343, 52), // Continue Shopping
];

describe('toast placement', () => {
  it('keeps the usual place when no dialog is open', () => {
    expect(toastPlacement({ viewport: phone, stackHeight: 94, dialog: null, controls: [] })).toBeNull();
  });

  it('with no dialog, never covers the form the shopper is typing in: the lowest band clear of it', () => {
    // /auth at 375 x 667 after a wrong password: the toast's usual band (577-651) is over the password (618-664);
    // above it are the e-mail field and the form's message.
    const viewport = { width: 375, height: 667 };
    const message = box(37, 406, 301, 76);
    const email = box(37, 529, 301, 46);
    const password = box(37, 618, 301, 46);
    const signIn = [message, email, password];
    const placement = toastPlacement({ viewport, stackHeight: 74, dialog: null, controls: [], typingIn: signIn });
    expect(placement).toEqual({ bottom: 667 - (406 - 8) });
    for (const part of signIn) expect(overlaps(stackBox(viewport, 74, placement), part)).toBe(false);
    // A form its usual band does not reach, or one beside a desktop's stack, leaves it where it is.
    const high = [box(20, 300, 335, 46)];
    expect(toastPlacement({ viewport, stackHeight: 74, dialog: null, controls: [], typingIn: high })).toBeNull();
    const desktop = { width: 1280, height: 800 };
    const leftForm = [box(40, 700, 400, 46)];
    expect(
      toastPlacement({ viewport: desktop, stackHeight: 74, dialog: null, controls: [], typingIn: leftForm }),
    ).toBeNull();
    // Focus in no field: the usual place.
    expect(toastPlacement({ viewport, stackHeight: 74, dialog: null, controls: [], typingIn: [] })).toBeNull();
  });

  it('moves beside a side drawer when there is room (desktop)', () => {
    const viewport = { width: 1280, height: 900 };
    const drawer = box(840, 0, 440, 900);
    const controls = [box(864, 764, 392, 52), box(864, 826, 392, 52), box(1212, 16, 44, 44)];
    const placement = toastPlacement({ viewport, stackHeight: 94, dialog: drawer, controls });
    expect(placement).toEqual({ bottom: 16, right: 1280 - 840 + 16 });
    expect(overlaps(stackBox(viewport, 94, placement), drawer)).toBe(false);
  });

  it('on a phone, over the full-width cart drawer, finds the band where it covers no control (the drawer keeps its place)', () => {
    const placement = toastPlacement({
      viewport: phone,
      stackHeight: 94,
      dialog: phoneDrawer,
      controls: phoneControls,
    });
    expect(placement).not.toBeNull();
    const stack = stackBox(phone, 94, placement);
    for (const control of phoneControls) expect(overlaps(stack, control)).toBe(false);
    // As low as it can be: right above the checkout button.
    expect(stack.bottom).toBe(684 - 8);
  });

  it('with no free band, covers as few controls as it can, never the footer first', () => {
    // A drawer full of lines: a stepper every 100 px.
    const crowded = Array.from({ length: 8 }, (_, i) => box(96, 60 + i * 100, 118, 60));
    const controls = [...crowded, box(16, 684, 343, 52), box(16, 744, 343, 52)];
    const placement = toastPlacement({ viewport: phone, stackHeight: 94, dialog: phoneDrawer, controls });
    const stack = stackBox(phone, 94, placement);
    const covered = controls.filter((c) => overlaps(stack, c));
    expect(covered).toHaveLength(1);
    expect(covered[0]!.top).toBeLessThan(684);
  });

  it('keeps the usual place when the dialog is elsewhere on the screen', () => {
    const viewport = { width: 1280, height: 900 };
    const leftDialog = box(0, 0, 400, 900);
    expect(
      toastPlacement({ viewport, stackHeight: 94, dialog: leftDialog, controls: [box(20, 800, 300, 50)] }),
    ).toBeNull();
  });

  it('copes with hostile geometry: empty, off-screen and huge controls, a stack taller than the screen', () => {
    const offscreen = [box(0, -500, 375, 40), box(0, 2000, 375, 40)];
    expect(toastPlacement({ viewport: phone, stackHeight: 94, dialog: phoneDrawer, controls: offscreen })).toBeNull();
    const huge = [box(-1e6, -1e6, 2e6, 2e6)];
    expect(toastPlacement({ viewport: phone, stackHeight: 94, dialog: phoneDrawer, controls: huge })).toBeNull();
    expect(
      toastPlacement({ viewport: phone, stackHeight: 5000, dialog: phoneDrawer, controls: phoneControls }),
    ).toBeNull();
    const nan = [box(Number.NaN, Number.NaN, 10, 10)];
    expect(toastPlacement({ viewport: phone, stackHeight: 94, dialog: phoneDrawer, controls: nan })).toBeNull();
  });
});
