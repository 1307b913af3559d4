import type { Page } from '@playwright/test';

/**
 * A function, as source text to run in the page (a string, so that no bundler helper ends up there), that
 * lists Mantine's classes (`m_` and a hash) on the page that no loaded style sheet has a rule for: a component
 * drawn before its styles arrived, or whose styles never come (the first screen loads only part of them,
 * src/main.tsx; the build splits the rest: vite-mantine-styles.ts). Empty on a screen drawn as it should be.
 */
export const FIND_UNSTYLED = `() => {
  const selectors = [];
  const walk = (rules) => {
    for (const rule of rules) {
      if (rule.selectorText) selectors.push(rule.selectorText);
      if (rule.cssRules) walk(rule.cssRules);
    }
  };
  for (const sheet of document.styleSheets) walk(sheet.cssRules);
  const text = selectors.join(' ');
  const classes = new Set();
  for (const element of document.querySelectorAll('[class]'))
    for (const name of element.classList) if (/^m_[0-9a-f]+$/.test(name)) classes.add(name);
  return [...classes].filter((name) => !text.includes('.' + name));
}`;

/** Mantine's classes on the page now without a rule (see FIND_UNSTYLED). */
export function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(${FIND_UNSTYLED})()`);
}
