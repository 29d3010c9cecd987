import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_HANDOVER_ID } from './pageHandover';

/** A fresh copy of the module (its state is the page's), read after the page's handover block is in place. */
const freshPageResponds = async () => {
  vi.resetModules();
  return import('./pageResponds');
};

const addHandover = (text = JSON.stringify({ remotes: {}, rendered: ['account/Pages'], queries: {} })) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_HANDOVER_ID;
  block.textContent = text;
  document.body.append(block);
};

describe('afterPageResponds', () => {
  beforeEach(() => document.getElementById(PAGE_HANDOVER_ID)?.remove());
  afterEach(() => document.getElementById(PAGE_HANDOVER_ID)?.remove());

  it('on a server-rendered page, waits until the shell marks that the page responds, then runs each once, in order', async () => {
    addHandover();
    const { afterPageResponds, markPageResponds, pageResponds } = await freshPageResponds();
    const ran: string[] = [];
    afterPageResponds(() => ran.push('session owner'));
    afterPageResponds(() => ran.push('second'));
    expect(ran).toEqual([]);

    markPageResponds();
    expect(ran).toEqual(['session owner', 'second']);
    await expect(pageResponds).resolves.toBeUndefined();

    markPageResponds();
    expect(ran).toEqual(['session owner', 'second']);
    afterPageResponds(() => ran.push('after it responded'));
    expect(ran).toEqual(['session owner', 'second', 'after it responded']);
  });

  it('runs at once on a page the browser renders (no handover: a remote alone in its harness)', async () => {
    const { afterPageResponds } = await freshPageResponds();
    const run = vi.fn();
    afterPageResponds(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the handover block is unreadable (the shell then renders the page in the browser)', async () => {
    addHandover('{"remotes": ');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { afterPageResponds } = await freshPageResponds();
    const run = vi.fn();
    afterPageResponds(run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
