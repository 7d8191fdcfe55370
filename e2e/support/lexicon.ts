import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Removes an entry a test made up, with its recordings (an entry with recordings is not deleted), as
 * the admin `page` is signed in as: the drills, games and phone checks of the tests after it never
 * meet its word, whatever order the tests run in. The takes move to the trash and the entry is
 * marked deleted, as the teacher's own deletes do.
 */
export async function removeWord(page: Page, id: number): Promise<void> {
  // Every live take of the entry, whatever its format (GET /api/lex-uses lists what keeps it in use).
  const uses = await page.request.get(`/api/lex-uses/${id}`);
  expect(uses.ok(), `the uses of entry ${id}`).toBe(true);
  const { recordings } = ((await uses.json()) as { data: { uses: { recordings: { filename: string }[] } } })
    .data.uses;
  for (const { filename } of recordings) {
    const deleted = await page.request.post('/api/delete-lex-audio', { form: { filename } });
    expect(deleted.ok(), `the take ${filename} deleted`).toBe(true);
  }
  const deleted = await page.request.post('/api/delete-lex', { form: { id: String(id) } });
  expect(deleted.ok(), `entry ${id} deleted`).toBe(true);
}
