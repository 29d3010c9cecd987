import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core in the page. It is injected as a script tag, which the shop's
 * Content-Security-Policy rightly refuses: specs that use it set
 * `test.use({ bypassCSP: true })`.
 */
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string;
  targets: string[];
}

/** Serious and critical axe violations inside `selector` (optionally limited to the WCAG 2 A/AA rules). */
export async function seriousAxeViolations(
  page: Page,
  selector: string,
  options: { wcagOnly?: boolean } = {},
): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(
    async ({ selector, wcagOnly }) => {
      type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
      const axe = (window as unknown as { axe: { run(context: unknown, options?: unknown): Promise<Result> } }).axe;
      const result = await axe.run(
        { include: [[selector]] },
        wcagOnly ? { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } } : {},
      );
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { selector, wcagOnly: options.wcagOnly ?? false },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
