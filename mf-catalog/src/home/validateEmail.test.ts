import { describe, expect, it } from 'vitest';
import { emailProblem } from './validateEmail';

describe('emailProblem', () => {
  it('accepts ordinary addresses, with spaces around them', () => {
    expect(emailProblem('ana@example.com')).toBeNull();
    expect(emailProblem('  first.last+gifts@mail.example.co.uk ')).toBeNull();
  });

  it('asks for an address when the box is empty', () => {
    expect(emailProblem('   ')).toBe('Enter your e-mail address.');
  });

  it('rejects addresses that cannot be delivered', () => {
    for (const bad of [
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana @example.com',
      'ana@exa..mple.com',
      '<img src=x onerror=alert(1)>@x.com',
    ]) {
      expect(emailProblem(bad), bad).toMatch(/valid e-mail/);
    }
  });

  it('rejects absurdly long addresses', () => {
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe('An e-mail address has at most 254 characters.');
  });
});
