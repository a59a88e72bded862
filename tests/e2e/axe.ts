import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Runs axe-core on the page as it is now, on the WCAG 2.2 AA and
 * best-practice rules (with target size when asked): a line per violation,
 * naming its first few elements, and how many checks passed, since a run
 * that checked almost nothing would pass vacuously. axe comes from the
 * end-to-end setup's own server, so the page's context must bypass the CSP.
 * `coloursOnly` runs just the rules whose outcome depends on colours, for
 * the same page seen in its other colour scheme: the rest look at markup
 * and layout, which a scheme does not change.
 */
export async function runAxe(page: Page, options: { targetSize?: boolean; coloursOnly?: boolean } = {}): Promise<{ violations: string[]; passes: number }> {
  // Once per page: a second run, in the other colour scheme, reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: inject('axeUrl') });
  const result = (await page.evaluate(
    async ({ targetSize, coloursOnly }) => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[]; passes: unknown[] }> } }).axe;
      const found = await axe.run(
        document,
        coloursOnly
          ? { runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } }
          : {
              runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
              ...(targetSize && { rules: { 'target-size': { enabled: true } } }),
            },
      );
      return { violations: found.violations, passes: found.passes.length };
    },
    { targetSize: options.targetSize ?? false, coloursOnly: options.coloursOnly ?? false },
  )) as { violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>; passes: number };
  const violations = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  return { violations, passes: result.passes };
}
