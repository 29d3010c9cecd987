import { describe, expect, it } from 'vitest';
import { isBusyBackendCode } from './busyBackend';

describe('isBusyBackendCode', () => {
  it('says busy for a statement stopped under load, connection, resource, lock and PostgREST pool errors', () => {
    for (const code of ['57014', '08006', '40001', '40P01', '53300', '55P03', '58030', 'XX000', 'PGRST000', 'PGRST003'])
      expect(isBusyBackendCode(code), code).toBe(true);
  });

  it("says not busy for the backend's own answers, and for no code or hostile text", () => {
    for (const code of ['P0001', '22023', '23514', '42501', 'PGRST116', 'PGRST202', 'PGRST004', '429', '', undefined])
      expect(isBusyBackendCode(code), String(code)).toBe(false);
    for (const code of ['x57014', ' 57014', '<script>57014', '55P031', 'pgrst000'])
      expect(isBusyBackendCode(code), code).toBe(false);
  });
});
