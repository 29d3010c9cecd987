// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './securityHeaders';

const directive = (csp: string, name: string) => new RegExp(`${name} ([^;]*)`).exec(csp)?.[1] ?? '';

describe('securityHeaders', () => {
  const csp = securityHeaders({
    remotes: ['http://localhost:5174', 'http://localhost:5175'],
    api: ['http://127.0.0.1:54321'],
  })['Content-Security-Policy']!;

  it('lets scripts come from the shop and its remotes only, never from the API (which serves no script)', () => {
    expect(directive(csp, 'script-src').split(' ')).toEqual([
      "'self'",
      'http://localhost:5174',
      'http://localhost:5175',
    ]);
  });

  it('still lets the page call the API and show its images', () => {
    expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:54321');
    expect(directive(csp, 'img-src')).toContain('http://127.0.0.1:54321');
  });
});
