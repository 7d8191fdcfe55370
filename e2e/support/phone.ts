import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** A phone held upright (an iPhone 12 to 15): touch, and its CSS width. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The app's pages a visitor may open, the 404 page among them. */
export const VISITOR_ROUTES = [
  '/',
  '/forgot',
  '/restore',
  '/join',
  '/unsubscribe',
  '/wotd',
  '/sotw',
  '/wordle',
  '/wordle/previous',
  '/no-such-page',
];

/** Every page of a signed-in learner, /admin among them (a learner sees the console's notice that it is the teacher's). */
export const LEARNER_ROUTES = [
  '/',
  '/words',
  // The sample entry with every part (ADR 048's extras: senses, a definition, an example, notes, a form).
  '/words/3',
  '/sents',
  '/texts',
  '/text-view?id=1',
  '/text-view-legacy',
  '/text-7',
  '/exercises',
  '/exercises/listening',
  '/exercises/2023-03-17',
  '/exercises/2024-04-10',
  '/recordings',
  '/wordle',
  '/wordle/previous',
  '/wotd',
  '/sotw',
  '/vocab',
  '/vocab/s1a1',
  '/vocab-random',
  '/numbers',
  '/plurals',
  '/locatives',
  '/pronouns',
  '/pronouns/practice',
  '/review',
  '/progress',
  '/suggestions',
  '/change-password',
  '/admin',
];

/** The pages only a teacher (an admin) sees: the console and the teacher's tools. */
export const TEACHER_ROUTES = [
  '/admin',
  '/admin/learners',
  '/admin/progress',
  '/admin/recordings',
  '/admin/dictionary',
  '/admin/import',
  '/admin/suggestions',
  '/admin-sotw',
  '/annotate',
  '/modify-vocab-lessons',
  '/edit-vocab-lesson?id=s1a1',
  '/create-new-sent',
];

/** Opens `path` and waits until its page has drawn what it shows (its heading, nothing loading). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first(), `the heading of ${path}`).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ }), `${path} has loaded`).toHaveCount(0);
  await expect(page.getByText(/^Loading\b/), `${path} has loaded`).toHaveCount(0);
}

/** How far the page reaches to the right of the window (0 when nothing scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** WCAG 2.5.5: 44 x 44 CSS px. */
const MIN_TARGET = 44;

/**
 * Every control on the page a finger taps that is smaller than 44 x 44 CSS px, as "name: w x h".
 * Controls: buttons, fields, links drawn as buttons, navigation and menu entries, and check boxes
 * and radio buttons by their label (which is what a finger taps), and links that stand alone (a
 * list's entry, a `tap-link`). Links inside a sentence are held to axe's target-size rule instead
 * (WCAG 2.5.8: 24 px, or spaced apart). Wordle's keys are 50 px tall
 * but at most 35 px wide: ten of them share a phone's width, like a phone's own keyboard (ADR 054).
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls =
      'button, select, textarea, input:not([type=hidden]), a.btn, label.btn, .nav-link, .navbar-brand, .dropdown-item, li > a:only-child:not([class]), a.tap-link';
    const small: string[] = [];
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(controls))) {
      if (control.classList.contains('wordle-key')) continue;
      let target: HTMLElement = control;
      if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) {
        // A button-styled choice (.btn-check) is its label; a check box is tapped through its label.
        const label = control.labels?.[0];
        if (control.classList.contains('btn-check') || !label) continue;
        target = label;
      }
      const box = target.getBoundingClientRect();
      // Not shown (a closed menu, a skip link until it has the focus).
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(target).visibility === 'hidden') continue;
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      const name = (control.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40);
      small.push(
        `${control.tagName.toLowerCase()} "${name}": ${Math.round(box.width)} x ${Math.round(box.height)}`,
      );
    }
    return [...new Set(small)];
  }, MIN_TARGET);
}
