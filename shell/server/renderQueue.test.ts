// @vitest-environment node
/**
 * Renders take turns (issue 31, part 3): the line's rules with renders the test finishes by hand, so every
 * step is decided by the test, never by how fast the machine is.
 */
import { describe, expect, it } from 'vitest';
import { RenderQueue, type RenderLane } from './renderQueue';

/** Work the test finishes by hand; `started` names what began, in order. */
function works() {
  const started: string[] = [];
  const finish = new Map<string, (value: string) => void>();
  const fail = new Map<string, (error: Error) => void>();
  const work = (name: string) => () =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      finish.set(name, resolve);
      fail.set(name, reject);
    });
  return { started, work, finish: (name: string) => finish.get(name)!(name), fail: (name: string) => fail.get(name)! };
}

describe('the render line', () => {
  it('runs at most its limit at once, starting the next as one ends', async () => {
    const queue = new RenderQueue(2);
    const { started, work, finish } = works();
    const done = ['a', 'b', 'c', 'd'].map((name) => queue.run(work(name), 'shopper').done);
    expect(started).toEqual(['a', 'b']);
    expect(queue.counts).toEqual({ running: 2, waiting: 2 });
    finish('b');
    await expect(done[1]).resolves.toBe('b');
    expect(started).toEqual(['a', 'b', 'c']);
    expect(queue.counts).toEqual({ running: 2, waiting: 1 });
    finish('a');
    finish('c');
    await Promise.all(done.slice(0, 3));
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    finish('d');
    await done[3];
    expect(queue.counts).toEqual({ running: 0, waiting: 0 });
  });

  it('starts a shopper’s render before background ones, and gives the background at most half the places', async () => {
    const queue = new RenderQueue(4);
    const { started, work, finish } = works();
    const run = (name: string, lane: RenderLane) => queue.run(work(name), lane).done;
    const background = ['r1', 'r2', 'r3', 'r4'].map((name) => run(name, 'background'));
    // Two of four places for the background: two left for shoppers.
    expect(started).toEqual(['r1', 'r2']);
    const shoppers = ['s1', 's2', 's3'].map((name) => run(name, 'shopper'));
    expect(started).toEqual(['r1', 'r2', 's1', 's2']);
    // A place frees: the waiting shopper goes first, then the background within its share.
    finish('r1');
    await background[0];
    expect(started).toEqual(['r1', 'r2', 's1', 's2', 's3']);
    finish('s1');
    await shoppers[0];
    expect(started).toEqual(['r1', 'r2', 's1', 's2', 's3', 'r3']);
    for (const name of ['r2', 'r3', 's2', 's3']) finish(name);
    await Promise.all([...shoppers, ...background.slice(0, 3)]);
    expect(started.at(-1)).toBe('r4');
    finish('r4');
    await background[3];
  });

  it('moves a background render a shopper now waits for up to the shoppers’ line', async () => {
    const queue = new RenderQueue(2);
    const { started, work, finish } = works();
    const first = queue.run(work('r1'), 'background').done;
    const waitingBackground = ['r2', 'r3'].map((name) => queue.run(work(name), 'background'));
    const shopper = queue.run(work('s1'), 'shopper').done;
    expect(started).toEqual(['r1', 's1']);
    waitingBackground[1]!.promote();
    finish('s1');
    await shopper;
    // r3 went ahead of r2, and runs in a shopper's place (the background's one place is r1's).
    expect(started).toEqual(['r1', 's1', 'r3']);
    finish('r1');
    finish('r3');
    await Promise.all([first, waitingBackground[1]!.done]);
    expect(started).toEqual(['r1', 's1', 'r3', 'r2']);
    finish('r2');
    await waitingBackground[0]!.done;
  });

  it('frees the place of a render that fails or throws at once, and passes its error on', async () => {
    const queue = new RenderQueue(1);
    const { started, work, fail, finish } = works();
    const failing = queue.run(work('f'), 'shopper').done;
    const throwing = queue.run(() => {
      throw new Error('thrown at once');
    }, 'shopper').done;
    const after = queue.run(work('after'), 'shopper').done;
    fail('f')(new Error('backend down'));
    await expect(failing).rejects.toThrow('backend down');
    await expect(throwing).rejects.toThrow('thrown at once');
    expect(started).toEqual(['f', 'after']);
    finish('after');
    await expect(after).resolves.toBe('after');
    expect(() => new RenderQueue(0)).toThrow('At least one render');
  });
});
