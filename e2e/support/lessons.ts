import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

interface Lex {
  id: number;
  lex: string;
  gloss: string;
}

/** A lesson's steps and the words its practice asks, as the server gives them. */
export async function lessonContent(page: Page, id: string) {
  const lesson = (await (await page.request.get(`/api/vocab-lesson/${id}`)).json()) as {
    data: { data: string };
  };
  const steps = JSON.parse(lesson.data.data) as { kind: string; lexId?: number }[];
  const lexs = ((await (await page.request.get('/api/lexs')).json()) as { data: Lex[] }).data;
  const words = steps.filter((s) => s.kind === 'lex').map((s) => lexs.find((l) => l.id === s.lexId)!);
  return { steps, words };
}

/**
 * Finishes the lesson through the player: its steps, then the matching practice. `content` read
 * beforehand lets it run without a connection.
 */
export async function finishLesson(
  page: Page,
  id: string,
  content?: Awaited<ReturnType<typeof lessonContent>>,
) {
  const { steps, words } = content ?? (await lessonContent(page, id));
  await page.goto(`/vocab/${id}`);
  await page.getByRole('button', { name: 'Start' }).click();
  for (let i = 0; i < steps.length - 1; i++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Time to practice')).toBeVisible();
  for (const w of words) {
    await page.getByRole('button', { name: w.lex, exact: true }).click();
    await page.getByRole('button', { name: w.gloss, exact: true }).click();
    await expect(page.getByRole('button', { name: w.lex, exact: true })).toHaveCount(0);
  }
  await expect(page.getByText('Lesson complete!')).toBeVisible();
  return { cards: words.length * 2 + steps.filter((s) => s.kind === 'sent').length };
}
