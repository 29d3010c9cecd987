import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import sharedPackage from '../../package.json';
import * as kept from './contract';
import { BUS_CONTRACT_VERSION } from './contract';
import { commandSchemas, stateSchemas } from './contractSchemas';

/**
 * Each shape the bus contract has had, by the `@giftshop/shared` version that
 * brought it (and the contract version it speaks). Adding an event or an
 * optional field is a new minor of shared, so an older shell refuses a remote
 * that would send it (its bus would drop the event); an incompatible change is
 * a new `contract-version.json`. Changing the contract without a new entry
 * here, under a newer shared version, fails this test.
 */
const CONTRACT_HISTORY: { shared: string; bus: number; fingerprint: string }[] = [
  // cart:add-group (a whole group order) and CartItem.group (issue 27)
  { shared: '1.4.0', bus: 1, fingerprint: '3dce9872791ac140' },
  // session:state's user.fullName, optional (the profile's name, for checkout's shipping step)
  { shared: '1.11.0', bus: 1, fingerprint: '9e2bf35b781f82bf' },
  // session:state's ended, optional (a session that ended without a Sign Out here, before the page loaded or on it)
  { shared: '2.6.0', bus: 1, fingerprint: '7a449b5278234aa3' },
];

/** The contract's every event name, payload field and limit, as one hash. */
function contractFingerprint(commands = commandSchemas, states = stateSchemas): string {
  const schema = z.toJSONSchema(z.object({ ...commands, ...states }), { unrepresentable: 'any' });
  return createHash('sha256').update(JSON.stringify(schema)).digest('hex').slice(0, 16);
}

const parts = (version: string) => version.split('.').map(Number);
const newer = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
};

describe('the bus contract’s version', () => {
  const latest = CONTRACT_HISTORY.at(-1)!;

  it('is recorded for the contract as it is now: a changed contract needs a new shared version', () => {
    const now = contractFingerprint();
    expect(
      now,
      `The bus contract changed (fingerprint ${now}). Raise shared/package.json's minor (an added event or optional ` +
        `field) or contract-version.json (an incompatible change), and record { shared, bus, fingerprint: '${now}' } ` +
        'in CONTRACT_HISTORY.',
    ).toBe(latest.fingerprint);
    expect(latest.bus).toBe(BUS_CONTRACT_VERSION);
  });

  it('is the same through the schema exports kept for remotes built before 1.7.0 (the checks loaded)', () => {
    expect(contractFingerprint(kept.commandSchemas, kept.stateSchemas)).toBe(latest.fingerprint);
    expect(
      kept.cartItemSchema.safeParse({ id: 'x', name: 'x', price: -1, image: '', quantity: 1, customization: {} }),
    ).toMatchObject({ success: false });
  });

  it('was brought by this shared version or an older one, each entry by a newer version than the last', () => {
    expect(newer(latest.shared, sharedPackage.version)).toBe(false);
    CONTRACT_HISTORY.slice(1).forEach((entry, i) =>
      expect(newer(entry.shared, CONTRACT_HISTORY[i]!.shared)).toBe(true),
    );
  });
});
