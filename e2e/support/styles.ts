import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { UNSTYLED_CLASSES } from '../../apps/web/build/unstyled-classes';

/**
 * Every class on the page as it is now has a rule in the page's stylesheets, except the reviewed
 * exceptions (apps/web/build/unstyled-classes.ts). The build checks the names its code spells out;
 * this checks the ones components compose at run time (`bg-${variant}`, `${prefix}-${size}`), which
 * no reading of the code can see (ADR 053).
 */
export async function expectStyled(page: Page): Promise<void> {
  const unstyled = await page.evaluate((exceptions) => {
    const styled = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const m of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) styled.add(m[1]!);
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    const found = new Map<string, string>();
    for (const element of Array.from(document.querySelectorAll('[class]')))
      for (const name of Array.from(element.classList))
        if (!styled.has(name) && !exceptions.includes(name) && !found.has(name))
          found.set(name, element.outerHTML.slice(0, 120));
    return [...found].map(([name, where]) => `${name}: ${where}`);
  }, Object.keys(UNSTYLED_CLASSES));
  expect(unstyled, `classes without a rule on ${page.url()}`).toEqual([]);
}
