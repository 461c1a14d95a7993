import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string;
  targets: string[];
}

/**
 * axe-core's serious and critical violations on the page as it is now, or inside the first element
 * `within` selects (the context must bypass the page's CSP). axe is added once per document.
 */
export async function seriousViolations(page: Page, within?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async (within) => {
    const { axe } = window as unknown as { axe: { run: (context: Document | Element, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } };
    const result = await axe.run(within ? document.querySelector(within)! : document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim()) }));
  }, within);
}

/** Adds up, from the start of every page `page` opens, the layout shifts the reader did not cause: read it with `layoutShift`. */
export async function measureLayoutShift(page: Pick<Page, 'addInitScript'>): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The cumulative layout shift `measureLayoutShift` has counted on the page shown. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { cls: number }).cls);
}
