import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryVersion, Lex, LexEntry } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { lexEntry, partsOfSpeechReply } from '../../test/sample-data';
import { DictionaryPage } from './dictionary-page';

// The History of an entry in the console's dictionary, and "Restore this version" (issue 27, ADR
// 059). Sample entries, invented: not language material.
const routes = testRoutes({ admin: [{ path: 'admin/dictionary', element: <DictionaryPage /> }] });

const whole = (e: Lex): LexEntry => ({
  id: e.id,
  lex: e.lex,
  homograph: null,
  guid: null,
  notes: e.notes,
  senses: [{ id: 20, pos: e.pos, gloss: e.gloss, definition: '', examples: [], notes: [] }],
  forms: [],
  typedNotes: [],
  recordings: [],
});

const version = (id: number, more: Partial<HistoryVersion>): HistoryVersion => ({
  id,
  at: '2026-03-02T18:00:00.000Z',
  who: 'teacher',
  source: 'console',
  changes: [],
  deleted: false,
  current: false,
  restorable: true,
  ...more,
});

const EDITED = [
  version(8, {
    current: true,
    restorable: false,
    changes: [{ field: 'Sense 1 gloss', before: 'river', after: 'stream' }],
  }),
  version(7, { who: null, source: 'earlier', at: '2026-03-02T18:00:00.000Z' }),
];

function openEntry(replies: Record<string, Reply> = {}) {
  const server: Record<string, Reply> = {
    ...signedIn('teacher', true),
    'GET /api/lexs': { body: { data: [lexEntry(2, 'okihu', 'n', 'stream')] } },
    'GET /api/admin/parts-of-speech': partsOfSpeechReply([lexEntry(2, 'okihu', 'n', 'stream')]),
    'GET /api/lex-entry/2': { body: { data: whole(lexEntry(2, 'okihu', 'n', 'stream')) } },
    'GET /api/admin/public-dictionary': { body: { publicDictionary: false } },
    'GET /api/admin/history/entry/2': { body: { success: true, data: EDITED } },
    ...replies,
  };
  const { calls } = mockFetch(server);
  return { ...renderApp('/admin/dictionary', { routes }), calls, server };
}

async function openHistory(user: ReturnType<typeof openEntry>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit okihu (stream)' }));
  const editor = await screen.findByRole('region', { name: 'Edit okihu' });
  await within(editor).findByRole('textbox', { name: 'Word' });
  await user.click(within(editor).getByRole('button', { name: 'History of okihu' }));
  return screen.findByRole('region', { name: 'History of okihu' });
}

describe('the History of an entry', () => {
  it('when the teacher opens History, then the versions show newest first with who, how and each change before and after', async () => {
    const { user } = openEntry();
    const history = await openHistory(user);
    const versions = await within(history).findAllByRole('listitem');
    expect(within(history).getByRole('heading', { name: /^Mar 2, 2026, 10:00 AM PST$/ })).toBeInTheDocument();
    expect(versions[0]).toHaveTextContent('teacher, in the console. This is the entry as it is now.');
    expect(versions[0]).toHaveTextContent('Sense 1 gloss: river → changed to stream');
    expect(within(versions[0]!).getByText('river').tagName).toBe('DEL');
    expect(within(versions[0]!).getByText('stream').tagName).toBe('INS');
    // The version that is the entry now cannot be restored; the earlier one can.
    expect(
      within(versions[0]!).queryByRole('button', { name: 'Restore this version' }),
    ).not.toBeInTheDocument();
    expect(versions.at(-1)).toHaveTextContent('The entry as it was before its first recorded change.');
    expect(
      within(versions.at(-1)!).getByRole('button', { name: 'Restore this version' }),
    ).toHaveAccessibleDescription('Before Mar 2, 2026, 10:00 AM PST');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the teacher restores the earlier version with the keyboard, then it is posted, the history and the form show the entry as restored', async () => {
    const { user, calls, server } = openEntry({
      'POST /api/admin/history/7/restore': { body: { success: true, versionId: 9 } },
    });
    const history = await openHistory(user);
    const restore = await within(history).findByRole('button', { name: 'Restore this version' });
    server['GET /api/admin/history/entry/2'] = {
      body: {
        success: true,
        data: [
          version(9, {
            source: 'restore',
            current: true,
            restorable: false,
            changes: [{ field: 'Sense 1 gloss', before: 'stream', after: 'river' }],
          }),
          { ...EDITED[0]!, current: false, restorable: true },
          EDITED[1]!,
        ],
      },
    };
    server['GET /api/lex-entry/2'] = { body: { data: whole(lexEntry(2, 'okihu', 'n', 'river')) } };
    server['GET /api/lexs'] = { body: { data: [lexEntry(2, 'okihu', 'n', 'river')] } };
    restore.focus();
    await user.keyboard('{Enter}');

    expect(await within(history).findByRole('status')).toHaveTextContent(
      'The version of Mar 2, 2026, 10:00 AM PST is restored. The restore is now the newest version.',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/history/7/restore',
    ]);
    expect(within(history).getByRole('heading', { name: 'History of okihu' })).toHaveFocus();
    const versions = within(history)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(versions[0]).toHaveTextContent(
      'teacher, by restoring an earlier version. This is the entry as it is now.',
    );
    expect(versions).toHaveLength(3);
    const editor = screen.getByRole('region', { name: 'Edit okihu' });
    expect(await within(editor).findByRole('textbox', { name: 'Gloss' })).toHaveValue('river');
  });

  it('when the server refuses a restore, then its sentence is shown and nothing else changes', async () => {
    const refusal =
      'The entry 2 has been deleted since this version. Bring it back first (pnpm cli lex:restore 2), then restore the version.';
    const { user } = openEntry({
      'POST /api/admin/history/7/restore': { status: 409, body: { success: false, error: refusal } },
    });
    const history = await openHistory(user);
    await user.click(await within(history).findByRole('button', { name: 'Restore this version' }));
    expect(await within(history).findByText(refusal)).toBeInTheDocument();
    expect(within(history).getByRole('status')).toHaveTextContent('');
  });

  it('when an entry has no recorded change, then the History says so', async () => {
    const { user } = openEntry({ 'GET /api/admin/history/entry/2': { body: { success: true, data: [] } } });
    const history = await openHistory(user);
    expect(
      await within(history).findByText(
        'No change to this entry has been recorded yet. Every change from now on is kept here.',
      ),
    ).toBeInTheDocument();
  });
});
