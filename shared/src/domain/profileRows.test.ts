import { describe, expect, it } from 'vitest';
import { toProfile } from './profileRows';
import type { ProfileRow } from './rows';

const row: ProfileRow = {
  id: '6f1c2b9e-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  display_name: 'Ada L.',
  created_at: '2026-01-01T00:00:00+00:00',
  updated_at: '2026-01-01T00:00:00+00:00',
};

describe('toProfile', () => {
  it('reads a profiles row as the account pages show it', () => {
    expect(toProfile(row)).toEqual({
      id: '6f1c2b9e-0000-4000-8000-000000000001',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada L.',
    });
  });

  it('reads names never given (null) as empty, and anything not text as empty', () => {
    const hostile = { ...row, first_name: null, last_name: 42, display_name: { evil: true }, email: null };
    expect(toProfile(hostile as unknown as ProfileRow)).toMatchObject({
      email: '',
      firstName: '',
      lastName: '',
      displayName: '',
    });
  });
});
