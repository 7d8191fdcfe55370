import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Lex, RecordingCoverage, WordAudio } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { RecordingCoveragePage } from './recording-coverage-page';

const routes = testRoutes({ admin: [{ path: 'admin/recordings', element: <RecordingCoveragePage /> }] });

// Invented sample data, not language material: two homographs written tahak (the first with two
// senses) and two written nipem; three takes were shared before recordings belonged to entries.
const LEXICON: Lex[] = [
  {
    id: 1,
    lex: 'tahak',
    pos: 'n',
    gloss: 'river',
    notes: '',
    homograph: 1,
    senses: [
      { pos: 'n', gloss: 'river' },
      { pos: 'v', gloss: 'to flow' },
    ],
  },
  { id: 6, lex: 'tahak', pos: 'adv', gloss: 'downstream', notes: '', homograph: 2 },
  { id: 2, lex: 'nipem', pos: 'v', gloss: 'see', notes: '', homograph: 1 },
  { id: 7, lex: 'nipem', pos: 'n', gloss: 'eye', notes: '', homograph: 2 },
  { id: 3, lex: 'lumah', pos: 'n', gloss: 'stone', notes: '' },
];
const take = (word: string, filename: string, speaker: string, lexId: number): WordAudio => ({
  word,
  filename,
  speaker,
  timestamp: '2025-01-02T18:00:00.000Z',
  lex_id: lexId,
  to_confirm: true,
});
const TO_CONFIRM = [
  take('tahak', 'tahak-ana.mp3', 'Ana', 1),
  take('tahak', 'tahak-ben.mp3', 'Ben', 1),
  take('nipem', 'nipem-ana.mp3', 'Ana', 2),
];
const COVERAGE: RecordingCoverage = {
  words: { total: 5, recorded: 2 },
  sentences: { total: 0, recorded: 0 },
  speakers: [{ speaker: 'Ana', words: 2, sentences: 0 }],
  partsOfSpeech: ['adv', 'n', 'v'],
  lessons: [],
};

function openPage(replies: Record<string, Reply> = {}) {
  const server: Record<string, Reply> = {
    ...signedIn('teacher', true),
    'GET /api/admin/recording-coverage': { body: COVERAGE },
    'GET /api/admin/recording-coverage/missing': {
      body: { kind: 'word', total: 0, offset: 0, limit: 50, entries: [] },
    },
    'GET /api/audio-recordings-info?toConfirm=true': { body: { data: TO_CONFIRM } },
    'GET /api/lexs': { body: { data: LEXICON } },
    'POST /api/confirm-lex-audio': { body: { success: true } },
    'GET /api/admin/waiting-recordings': { body: { data: [], waiting: 0 } },
    'GET /api/admin/speakers': { body: { data: [] } },
    ...replies,
  };
  const { calls } = mockFetch(server);
  return { ...renderApp('/admin/recordings', { routes }), calls, server };
}

const section = () => screen.findByRole('region', { name: 'Recordings to confirm' });
const confirmed = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/confirm-lex-audio').map((c) => c.form);

describe('recordings to confirm', () => {
  it('when takes wait, then they are grouped by spelling, each with the entries written so: number, part of speech and gloss', async () => {
    openPage();
    const found = await section();

    const tahak = await within(found).findByRole('region', { name: 'Recordings of tahak' });
    const ana = within(tahak).getByRole('group', { name: /^Recording by Ana, Jan 2, 2025, 10:00\sAM PST$/ });
    const choices = within(ana).getAllByRole('radio');
    expect(choices.map((radio) => radio.closest('.form-check')?.textContent)).toEqual([
      'tahak 1: n river; v to flow (tied to it now)',
      'tahak 2: adv downstream',
    ]);
    expect(choices[0]).toBeChecked();
    expect(within(tahak).getAllByRole('group')).toHaveLength(2);
    const nipem = within(found).getByRole('region', { name: 'Recordings of nipem' });
    expect(
      within(nipem)
        .getAllByRole('radio')
        .map((r) => r.closest('.form-check')?.textContent),
    ).toEqual(['nipem 1: v see (tied to it now)', 'nipem 2: n eye']);
  });

  it('when a take is played, then its file plays', async () => {
    const { played } = fakeAudio();
    const { user } = openPage();
    await section();

    await user.click(
      await screen.findByRole('button', { name: /^Play the recording by Ben, Jan 2, 2025, 10:00\sAM PST$/ }),
    );

    expect(played).toEqual(['/api/audio/tahak-ben.mp3']);
  });

  it('when the teacher chooses the second homograph with the keyboard and confirms, then it is sent, announced and the take leaves the list', async () => {
    const { user, calls, server } = openPage();
    const found = await section();
    const ben = await within(found).findByRole('group', { name: /^Recording by Ben/ });

    within(ben).getAllByRole('radio')[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(ben).getAllByRole('radio')[1]).toBeChecked();
    server['GET /api/audio-recordings-info?toConfirm=true'] = {
      body: { data: TO_CONFIRM.filter((t) => t.filename !== 'tahak-ben.mp3') },
    };
    await user.tab();
    expect(within(ben).getByRole('button', { name: /^Confirm the recording by Ben/ })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(
      await within(found).findByText('The recording by Ben is confirmed as tahak 2.'),
    ).toBeInTheDocument();
    expect(confirmed(calls)).toEqual([{ filename: 'tahak-ben.mp3', lexId: '6' }]);
    expect(within(found).queryByRole('group', { name: /^Recording by Ben/ })).not.toBeInTheDocument();
    expect(within(found).getByRole('heading', { name: 'Recordings to confirm' })).toHaveFocus();
  });

  it('when the last take is confirmed where it is, then the section says every recording belongs to its entry', async () => {
    const { user, calls, server } = openPage({
      'GET /api/audio-recordings-info?toConfirm=true': { body: { data: [TO_CONFIRM[2]] } },
    });
    const found = await section();
    server['GET /api/audio-recordings-info?toConfirm=true'] = { body: { data: [] } };

    await user.click(await within(found).findByRole('button', { name: /^Confirm the recording by Ana/ }));

    expect(await within(found).findByText('Every recording now belongs to its entry.')).toBeInTheDocument();
    expect(confirmed(calls)).toEqual([{ filename: 'nipem-ana.mp3', lexId: '2' }]);
  });

  it('when the server refuses, then its reason shows and the take stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openPage({
      'POST /api/confirm-lex-audio': {
        status: 404,
        body: { success: false, error: 'There is no word recording nipem-ana.mp3.' },
      },
    });
    const found = await section();

    const nipem = await within(found).findByRole('region', { name: 'Recordings of nipem' });
    await user.click(within(nipem).getByRole('button', { name: /^Confirm the recording by Ana/ }));

    expect(await within(found).findByRole('alert')).toHaveTextContent(
      'The recording could not be confirmed. There is no word recording nipem-ana.mp3.',
    );
    expect(within(found).getAllByRole('group', { name: /^Recording by Ana/ })).toHaveLength(2);
  });

  it('when no take waits, then the section is not shown and the lexicon is not asked for', async () => {
    const { calls } = openPage({ 'GET /api/audio-recordings-info?toConfirm=true': { body: { data: [] } } });
    await screen.findByRole('heading', { name: 'Still to record' });

    expect(screen.queryByRole('region', { name: 'Recordings to confirm' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/lexs')).toBe(false);
  });

  it('when takes wait, then the page has no serious axe violation', async () => {
    openPage();
    const found = await section();
    await within(found).findByRole('region', { name: 'Recordings of nipem' });

    expect(await seriousAxeViolations()).toEqual([]);
  });
});
