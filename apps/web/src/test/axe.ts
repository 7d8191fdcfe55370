import axe from 'axe-core';

/**
 * Runs axe over the whole document (or only `within`, where another test checks the rest of the
 * page: axe's time grows with the page) and returns the serious and critical violations.
 * jsdom has no layout, so colour contrast is left to the browser tests.
 */
export async function seriousAxeViolations(within: Element | Document = document): Promise<string[]> {
  // index.html sets both in the real page (checked there by the browser tests).
  document.documentElement.lang = 'en';
  if (!document.title) document.title = 'Language App';
  const result = await axe.run(within, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.html).join(', ')})`,
    );
}
