import type { Page } from '@playwright/test';

/**
 * Mantine's classes (`m_` and a hash) on the page that no loaded style sheet has a rule for: a component drawn
 * before its styles arrived, or whose styles never come (the build splits Mantine's sheets: vite-chunks.ts,
 * mantineStyles). Empty on a screen drawn as it should be.
 */
export function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const text = selectors.join(' ');
    const classes = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      for (const name of Array.from(element.classList)) if (/^m_[0-9a-f]+$/.test(name)) classes.add(name);
    }
    return [...classes].filter((name) => !text.includes(`.${name}`));
  });
}
