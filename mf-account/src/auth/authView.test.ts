import { describe, expect, it } from 'vitest';
import { authViewTitle, readAuthView } from './authView';

const titleOf = (search: string) => authViewTitle(readAuthView(search));

describe("/auth's view and its title", () => {
  it("names each view in its heading's words", () => {
    expect(titleOf('')).toBe('Sign in');
    expect(titleOf('?redirect=%2Forders')).toBe('Sign in');
    expect(titleOf('?tab=signup')).toBe('Create an account');
    expect(titleOf('?redirect=%2Forders&tab=signup')).toBe('Create an account');
    expect(titleOf('?view=forgot')).toBe('Reset your password');
    expect(titleOf('?link=recovery')).toBe('Choose a new password');
    expect(titleOf('?link=signup')).toBe('Confirm your e-mail address');
  });

  it("an e-mail's link wins over the rest of the address, the forgot view over a tab", () => {
    expect(readAuthView('?link=recovery&view=forgot&tab=signup')).toEqual({ link: 'recovery' });
    expect(readAuthView('?view=forgot&tab=signup')).toBe('forgot');
  });

  it('reads anything else as the Sign In tab', () => {
    for (const search of [
      '?tab=SIGNUP',
      '?tab=',
      '?view=forgot%00',
      '?link=magic',
      '?tab=signup%3Cscript%3E',
      '?%E0%A4%A',
    ]) {
      expect(readAuthView(search), search).toBe('signin');
    }
  });
});
