import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page as it is now, on the WCAG 2.2 AA and
 * best-practice rules (with target size when asked): a line per violation,
 * naming its first few elements, and how many checks passed, since a run
 * that checked almost nothing would pass vacuously. axe goes in as an inline
 * script, so the page's context must bypass the CSP.
 */
export async function runAxe(page: Page, options: { targetSize?: boolean } = {}): Promise<{ violations: string[]; passes: number }> {
  await page.addScriptTag({ content: AXE });
  const result = (await page.evaluate(async (targetSize) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[]; passes: unknown[] }> } }).axe;
    const found = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      ...(targetSize && { rules: { 'target-size': { enabled: true } } }),
    });
    return { violations: found.violations, passes: found.passes.length };
  }, options.targetSize ?? false)) as { violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>; passes: number };
  const violations = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  return { violations, passes: result.passes };
}
