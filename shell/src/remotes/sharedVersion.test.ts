import { describe, expect, it } from 'vitest';
import sharedPackage from '../../../shared/package.json';
import { providedSharedVersion, sharedVersionMismatch } from './sharedVersion';

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
});
