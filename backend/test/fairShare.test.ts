import { describe, expect, it } from 'vitest';
import { clientKey, FairShare, type FairShareLimits } from '../src/db/fairShare';

const LIMITS: FairShareLimits = {
  burstMs: 500,
  refillMsPerSecond: 50,
  minStartMs: 50,
  freeMs: 20,
  activeWindowMs: 1_000,
};

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('fair share of the database between clients', () => {
  it('never holds a client that is alone, whatever it used', () => {
    const c = clock();
    const fair = new FairShare(LIMITS, c.now);
    fair.touch('attacker');
    fair.chargeTransaction('attacker', 10_000);
    expect(fair.tokens('attacker')).toBeLessThan(0);
    expect(fair.mayStart('attacker')).toBe(true);
  });

  it('holds a client in debt while another is active, until its bucket refills', () => {
    const c = clock();
    const fair = new FairShare(LIMITS, c.now);
    fair.touch('attacker');
    fair.touch('shopper');
    fair.chargeTransaction('attacker', 520); // its whole burst
    fair.charge('attacker', 500); // and the reopening it caused
    expect(fair.mayStart('attacker')).toBe(false);
    expect(fair.mayStart('shopper')).toBe(true);
    expect(fair.waitMs('attacker')).toBe(11_000); // 550 ms of debt at 50 ms a second
    c.advance(10_000);
    fair.touch('shopper');
    expect(fair.mayStart('attacker')).toBe(false);
    c.advance(1_000);
    fair.touch('shopper');
    expect(fair.mayStart('attacker')).toBe(true);
  });

  it('keeps holding a client in debt while another client’s work waits, however long ago that client asked', () => {
    const c = clock();
    const fair = new FairShare(LIMITS, c.now);
    fair.touch('shopper'); // asked, then waited through a reopening longer than the active window
    fair.touch('attacker');
    fair.chargeTransaction('attacker', 5_000);
    c.advance(3_000);
    expect(fair.mayStart('attacker')).toBe(true); // nobody asked in the last second
    expect(fair.mayStart('attacker', true)).toBe(false); // but the shopper's read is still in the queue
    expect(fair.mayStart('shopper', true)).toBe(true); // a client with time left is never held
  });

  it('lets a held client run again once the others have gone quiet', () => {
    const c = clock();
    const fair = new FairShare(LIMITS, c.now);
    fair.touch('shopper');
    fair.touch('attacker');
    fair.chargeTransaction('attacker', 5_000);
    expect(fair.mayStart('attacker')).toBe(false);
    c.advance(1_001);
    expect(fair.mayStart('attacker')).toBe(true);
  });

  it('charges nothing for cheap transactions: a busy client of cheap reads is never held', () => {
    const fair = new FairShare(LIMITS, clock().now);
    fair.touch('other');
    for (let i = 0; i < 10_000; i++) fair.chargeTransaction('busy', 15);
    expect(fair.tokens('busy')).toBe(LIMITS.burstMs);
    expect(fair.mayStart('busy')).toBe(true);
  });

  it('gives a transaction its bucket (plus the free part) as its slice, at least the minimum', () => {
    const fair = new FairShare(LIMITS, clock().now);
    expect(fair.slice('fresh')).toBe(520);
    fair.charge('fresh', 10_000);
    expect(fair.slice('fresh')).toBe(70);
  });

  it('tells clients apart by address and by who is signed in there', () => {
    expect(clientKey('127.0.0.1', 'anon')).not.toBe(clientKey('127.0.0.2', 'anon'));
    expect(clientKey('127.0.0.1', 'authenticated', 'user-a')).not.toBe(
      clientKey('127.0.0.1', 'authenticated', 'user-b'),
    );
    expect(clientKey('127.0.0.1', 'anon')).not.toBe(clientKey('127.0.0.1', 'authenticated', 'user-a'));
    // the reads the shop's server makes for a shopper's page are not what that address sends itself
    expect(clientKey('10.0.0.1', 'anon', undefined, true)).not.toBe(clientKey('10.0.0.1', 'anon'));
    expect(clientKey('10.0.0.1', 'anon', undefined, true)).not.toBe(clientKey('10.0.0.2', 'anon', undefined, true));
  });
});
