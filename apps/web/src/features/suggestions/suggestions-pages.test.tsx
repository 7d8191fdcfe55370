import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleSuggestion } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

// Sample words, invented: not language material.
const open: ConsoleSuggestion = {
  id: 7,
  target: { kind: 'entry', lexId: 3, senseId: 31, field: 'gloss' },
  itemLabel: 'tahak',
  original: 'river',
  proposal: 'stream',
  comment: 'We say stream.',
  status: 'open',
  acceptedText: null,
  reason: null,
  createdAt: '2026-03-04T18:00:00.000Z',
  decidedAt: null,
  username: 'ana',
  current: 'river',
  changed: false,
  decidedBy: null,
};

const list = (data: ConsoleSuggestion[], openCount = data.length): Reply => ({
  body: { success: true, data, counts: { open: openCount, accepted: 0, declined: 0 } },
});
const decided = (suggestion: ConsoleSuggestion, emailed = true): Reply => ({
  body: { success: true, data: suggestion, emailed },
});

function openConsole(replies: Record<string, Reply> = {}) {
  const all: Record<string, Reply> = {
    ...signedIn('teacher', true),
    'GET /api/admin/suggestions/count': { body: { success: true, open: 1 } },
    'GET /api/admin/suggestions?status=open': list([open]),
    ...replies,
  };
  const server = mockFetch(all);
  return { ...server, ...renderApp('/admin/suggestions'), replies: all };
}

const posts = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => [c.path, JSON.parse(String(c.init?.body)) as unknown]);

describe('the console’s Suggestions section', () => {
  it('when a suggestion is open, then the field now and the proposal show side by side, and the navbar counts it', async () => {
    openConsole();

    const card = await screen.findByRole('article', { name: 'Gloss of tahak' });
    expect(
      within(card).getByText('Word · suggested by ana on Mar 4, 2026, 10:00 AM PST'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Now' }).nextElementSibling).toHaveTextContent('river');
    expect(within(card).getByRole('heading', { name: 'Proposed' }).nextElementSibling).toHaveTextContent(
      'stream',
    );
    expect(within(card).getByText('We say stream.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hello teacher 1 suggestion to review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open (1)', pressed: true })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the teacher accepts, then the call is made, the outcome is said and the list and the count are asked again', async () => {
    const { calls, replies, user } = openConsole({
      'POST /api/admin/suggestions/7/accept': decided({
        ...open,
        status: 'accepted',
        acceptedText: 'stream',
        current: 'stream',
      }),
    });
    const card = await screen.findByRole('article', { name: 'Gloss of tahak' });
    replies['GET /api/admin/suggestions?status=open'] = list([]);
    replies['GET /api/admin/suggestions/count'] = { body: { success: true, open: 0 } };

    await user.click(within(card).getByRole('button', { name: 'Accept the suggestion for Gloss of tahak' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The suggestion for gloss of tahak was accepted: the change is saved. ana was sent an e-mail.',
    );
    expect(posts(calls)).toEqual([['/api/admin/suggestions/7/accept', {}]]);
    expect(await screen.findByRole('heading', { name: 'No suggestions to review' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hello teacher' })).toBeInTheDocument());
  });

  it('when the teacher edits then accepts, then the edited text is sent', async () => {
    const { calls, user } = openConsole({
      'POST /api/admin/suggestions/7/accept': decided(
        { ...open, status: 'accepted', acceptedText: 'a stream' },
        false,
      ),
    });
    const card = await screen.findByRole('article', { name: 'Gloss of tahak' });

    await user.click(
      within(card).getByRole('button', { name: 'Edit then accept the suggestion for Gloss of tahak' }),
    );
    const text = within(card).getByLabelText('Text to accept');
    expect(text).toHaveValue('stream');
    expect(text).toHaveFocus();
    await user.type(text, '{Home}a ');
    await user.click(within(card).getByRole('button', { name: 'Accept this text' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'No e-mail could be sent to ana; they will see the answer on their suggestions page.',
    );
    expect(posts(calls)).toEqual([['/api/admin/suggestions/7/accept', { text: 'a stream' }]]);
  });

  it('when the teacher declines without a reason, then the form asks for one; with one, it is sent', async () => {
    const { calls, user } = openConsole({
      'POST /api/admin/suggestions/7/decline': decided({
        ...open,
        status: 'declined',
        reason: 'River is right.',
      }),
    });
    const card = await screen.findByRole('article', { name: 'Gloss of tahak' });
    await user.click(within(card).getByRole('button', { name: 'Decline the suggestion for Gloss of tahak' }));
    await user.click(within(card).getByRole('button', { name: 'Decline with this reason' }));

    const reason = within(card).getByLabelText('Reason for declining');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Please give the learner a reason.'));
    expect(posts(calls)).toEqual([]);
    await user.type(reason, 'River is right.');
    await user.click(within(card).getByRole('button', { name: 'Decline with this reason' }));

    expect(await screen.findByRole('status')).toHaveTextContent('was declined. ana was sent an e-mail.');
    expect(posts(calls)).toEqual([['/api/admin/suggestions/7/decline', { reason: 'River is right.' }]]);
  });

  it('when the field changed since, or the suggestion was decided elsewhere, then the section says so', async () => {
    const error = 'This suggestion was already declined by maria.';
    const { user } = openConsole({
      'GET /api/admin/suggestions?status=open': list([{ ...open, current: 'brook', changed: true }]),
      'POST /api/admin/suggestions/7/accept': { status: 409, body: { success: false, error } },
    });
    const card = await screen.findByRole('article', { name: 'Gloss of tahak' });
    expect(
      within(card).getByText('This field changed since ana suggested. It read “river” then.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Now' }).nextElementSibling).toHaveTextContent('brook');

    await user.click(within(card).getByRole('button', { name: 'Accept the suggestion for Gloss of tahak' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(error);
  });
});

describe('/suggestions, the learner’s page', () => {
  it('when the learner has an accepted and a declined suggestion, then each shows its outcome', async () => {
    mockFetch({
      ...signedIn('ana'),
      'GET /api/suggestions': {
        body: {
          success: true,
          data: [
            { ...open, status: 'accepted', acceptedText: 'a stream', decidedAt: '2026-03-05T18:00:00.000Z' },
            {
              ...open,
              id: 6,
              target: { kind: 'text-sentence', textId: 1, sentenceId: 4, field: 'translation' },
              itemLabel: 'The river, sentence 2',
              original: 'I see a river.',
              proposal: 'I saw a river.',
              comment: '',
              status: 'declined',
              reason: 'It is the present.',
            },
          ].map(({ username: _u, current: _c, changed: _ch, decidedBy: _d, ...mine }) => mine),
        },
      },
    });
    renderApp('/suggestions');

    const items = await screen.findAllByRole('listitem');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My suggestions');
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent('Gloss of tahakAccepted');
    expect(within(items[0]!).getByText('It now reads').nextElementSibling).toHaveTextContent('a stream');
    expect(within(items[1]!).getByRole('heading')).toHaveTextContent(
      'Translation of The river, sentence 2Declined',
    );
    expect(within(items[1]!).getByText("Your teacher's reason").nextElementSibling).toHaveTextContent(
      'It is the present.',
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the learner has suggested nothing, then the page says how to', async () => {
    mockFetch({ ...signedIn('ana'), 'GET /api/suggestions': { body: { success: true, data: [] } } });
    renderApp('/suggestions');

    expect(await screen.findByRole('heading', { name: 'No suggestions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the words' })).toHaveAttribute('href', '/words');
  });
});
