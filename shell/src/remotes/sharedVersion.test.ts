import { describe, expect, it } from 'vitest';
import sharedPackage from '../../../shared/package.json';
import { checksOnDemandSince, needsChecksFirst, providedSharedVersion, sharedVersionMismatch } from './sharedVersion';

const builtAgainst = (version: string, requiredVersion = `^${version}`) => [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: '@giftshop/shared', version, requiredVersion },
];

describe("a remote's shared package range", () => {
  it("is this shell's own shared version", () => {
    expect(providedSharedVersion).toBe(sharedPackage.version);
    expect(providedSharedVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('lets in a remote built against this version or an older minor', () => {
    expect(sharedVersionMismatch('cart', builtAgainst('1.1.0'), '1.1.0')).toBeNull();
    expect(sharedVersionMismatch('cart', builtAgainst('1.0.0'), '1.1.0')).toBeNull();
    expect(sharedVersionMismatch('cart', builtAgainst('1.1.0'), '1.4.2')).toBeNull();
  });

  it('refuses a remote built against a newer minor or another major, naming both versions', () => {
    expect(sharedVersionMismatch('cart', builtAgainst('1.2.0'), '1.1.0')).toMatch(
      /"cart" remote needs @giftshop\/shared \^1\.2\.0, but this shop provides 1\.1\.0/,
    );
    expect(sharedVersionMismatch('account', builtAgainst('2.0.0'), '1.9.0')).toMatch(
      /needs @giftshop\/shared \^2\.0\.0.*provides 1\.9\.0/,
    );
    expect(sharedVersionMismatch('catalog', builtAgainst('1.0.0'), '2.0.0')).toMatch(
      /needs @giftshop\/shared \^1\.0\.0.*provides 2\.0\.0/,
    );
  });

  it('has nothing to check for a manifest that names no shared range', () => {
    expect(sharedVersionMismatch('cart', undefined)).toBeNull();
    expect(sharedVersionMismatch('cart', [{ name: '@giftshop/shared' }])).toBeNull();
  });

  it("loads the shop's checks first for a remote built against a shared older than its checks on demand", () => {
    expect(checksOnDemandSince).toBe('1.7.0');
    expect(needsChecksFirst(builtAgainst('1.6.0'))).toBe(true);
    expect(needsChecksFirst(builtAgainst('1.5.1'))).toBe(true);
    expect(needsChecksFirst(builtAgainst('0.9.0'))).toBe(true);
    expect(needsChecksFirst(builtAgainst('1.7.0'))).toBe(false);
    expect(needsChecksFirst(builtAgainst('1.12.3'))).toBe(false);
    expect(needsChecksFirst(builtAgainst('2.0.0'))).toBe(false);
    expect(needsChecksFirst(builtAgainst(providedSharedVersion))).toBe(false);
    // a manifest that names no range: treated as old, the checks load first
    expect(needsChecksFirst(undefined)).toBe(true);
    expect(needsChecksFirst([{ name: '@giftshop/shared' }])).toBe(true);
  });
});
