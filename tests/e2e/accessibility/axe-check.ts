import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA, as the issue measures it. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One element failing one rule on one screen. */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  target: string;
  summary: string;
  screen: string;
}

/** What AxeBuilder evaluates instead of axe-core's source when the page already has it. */
const ALREADY_IN_PAGE = ';';

/**
 * Runs axe over the page, or only over what `within` selects (an open dialog or menu, so the screen under it
 * is not counted twice), and returns each failing element labelled with `screen`.
 *
 * axe-core is put into a document once: screens opened inside the app keep it, and later checks reuse it.
 * Evaluating its 550 KB again took longer than most checks themselves (0.7-1 s a check on a 2-core machine),
 * and the default (non-legacy) run also opens a blank page per check to merge the frames' results. The
 * console has no frames, so the legacy run (axe.run in the page) checks the same elements.
 */
export async function axeFindings(page: Page, screen: string, within?: string): Promise<Finding[]> {
  const present = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  let builder = new AxeBuilder({ page, ...(present ? { axeSource: ALREADY_IN_PAGE } : {}) })
    .withTags(TAGS)
    .setLegacyMode();
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      target: node.target.join(' '),
      summary: (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
      screen,
    })),
  );
}

function countBy(findings: readonly Finding[], key: (finding: Finding) => string) {
  const counts = new Map<string, number>();
  for (const finding of findings) counts.set(key(finding), (counts.get(key(finding)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** Totals by impact and by rule, then each rule's elements with the screens they fail on. */
export function findingsReport(findings: readonly Finding[]): string {
  if (findings.length === 0) return 'axe: no violations';
  const lines = [`axe: ${findings.length} failing elements`];
  lines.push(
    `by impact: ${countBy(findings, (f) => f.impact)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  lines.push(
    `by rule: ${countBy(findings, (f) => f.rule)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  for (const [rule] of countBy(findings, (f) => f.rule)) {
    const ofRule = findings.filter((f) => f.rule === rule);
    lines.push('', `${rule} (${ofRule[0]!.impact}): ${ofRule[0]!.help}`);
    const byElement = new Map<string, Finding[]>();
    for (const f of ofRule) byElement.set(f.target, [...(byElement.get(f.target) ?? []), f]);
    for (const [target, seen] of byElement) {
      const screens = [...new Set(seen.map((f) => f.screen))];
      const shown =
        screens.slice(0, 6).join(', ') + (screens.length > 6 ? ` and ${screens.length - 6} more` : '');
      lines.push(`  ${target} on ${shown}`, `    ${seen[0]!.summary.slice(0, 300)}`);
    }
  }
  return lines.join('\n');
}
