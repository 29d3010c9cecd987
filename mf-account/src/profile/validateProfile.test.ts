import { describe, expect, it } from 'vitest';
import { profileChanged, validateProfile } from './validateProfile';

const names = { firstName: 'Ada', lastName: 'Lovelace', displayName: 'Ada' };

describe('validateProfile', () => {
  it('accepts three names', () => expect(validateProfile(names)).toEqual({}));
  it('requires each name and caps its length', () => {
    expect(validateProfile({ firstName: '', lastName: '  ', displayName: 'x'.repeat(101) })).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      displayName: 'Your display name can be at most 100 characters.',
    });
  });

  it('refuses markup in the display name with the database’s words, and takes any script with & and quotes', () => {
    expect(validateProfile({ ...names, displayName: '<b>Ada</b>' })).toEqual({
      displayName: 'Enter your display name without < or >.',
    });
    expect(validateProfile({ ...names, displayName: 'Ada >' }).displayName).toBe(
      'Enter your display name without < or >.',
    );
    expect(validateProfile({ ...names, displayName: "Ада O'Brien & Co" })).toEqual({});
  });
});

describe('profileChanged', () => {
  it('ignores surrounding spaces and notices real edits', () => {
    expect(profileChanged(names, { ...names, firstName: ' Ada ' })).toBe(false);
    expect(profileChanged(names, { ...names, displayName: 'Countess' })).toBe(true);
  });
});
