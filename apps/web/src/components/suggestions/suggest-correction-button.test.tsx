import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { queuedChanges } from '../../offline/outbox';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, networkDown, signedIn, visitor } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { SuggestCorrectionButton } from './suggest-correction-button';

// Sample words, invented: not language material.
const ENTRY = {
  id: 3,
  lex: 'tahak',
  homograph: null,
  guid: null,
  notes: '',
  senses: [
    {
      id: 31,
      pos: 'n',
      gloss: 'river',
      definition: '',
      examples: [{ id: 41, text: 'Tahak.', translation: 'A river.' }],
      notes: [],
    },
  ],
  forms: [],
  typedNotes: [],
  recordings: [],
};

const accepted = (proposal: string): Reply => ({
  body: {
    success: true,
    data: {
      id: 1,
      target: { kind: 'entry', lexId: 3, senseId: 31, field: 'gloss' },
      itemLabel: 'tahak',
      original: 'river',
      proposal,
      comment: '',
      status: 'open',
      acceptedText: null,
      reason: null,
      createdAt: '2026-03-04T18:00:00.000Z',
      decidedAt: null,
    },
  },
});

function renderButton(replies: Record<string, Reply>, button: ReactNode) {
  const server = mockFetch(replies);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{button}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...server, user };
}

const entryButton = <SuggestCorrectionButton item={{ kind: 'entry', lexId: 3 }} name="tahak" />;

const posted = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => JSON.parse(String(c.init?.body)) as unknown);

describe('SuggestCorrectionButton', () => {
  it('when a learner suggests a new gloss with a comment, then it is sent and the form thanks them with a link to their suggestions', async () => {
    const { calls, user } = renderButton(
      {
        ...signedIn(),
        'GET /api/lex-entry/3': { body: { data: ENTRY } },
        'POST /api/suggestions': accepted('stream'),
      },
      entryButton,
    );

    await user.click(await screen.findByRole('button', { name: 'Suggest a correction to tahak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest a correction to tahak' });
    const field = await within(dialog).findByLabelText('Field');
    expect(
      within(field)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Word',
      'Gloss',
      'Part of speech',
      'Definition',
      'Example sentence 1',
      'Example translation 1',
      'Note',
    ]);
    await user.selectOptions(field, 'Gloss');
    const proposal = within(dialog).getByLabelText('Proposed text');
    expect(proposal).toHaveValue('river');
    await user.clear(proposal);
    await user.type(proposal, 'stream');
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'We say stream.');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));

    expect(
      await within(dialog).findByText(/Thank you! Your suggestion was sent to your teacher\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'your suggestions page' })).toHaveAttribute(
      'href',
      '/suggestions',
    );
    expect(posted(calls)).toEqual([
      {
        target: { kind: 'entry', lexId: 3, field: 'gloss', senseId: 31 },
        proposal: 'stream',
        comment: 'We say stream.',
      },
    ]);
  });

  it('when the learner is offline, then the suggestion waits in the queue as the sync call takes it and the form says it is sent when back online', async () => {
    const { user } = renderButton(
      {
        ...signedIn(),
        'GET /api/lex-entry/3': { body: { data: ENTRY } },
        'POST /api/suggestions': networkDown(),
      },
      entryButton,
    );

    await user.click(await screen.findByRole('button', { name: 'Suggest a correction to tahak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest a correction to tahak' });
    await user.selectOptions(await within(dialog).findByLabelText('Field'), 'Gloss');
    const proposal = within(dialog).getByLabelText('Proposed text');
    await user.clear(proposal);
    await user.type(proposal, 'stream');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'You are offline: your suggestion is kept on this device and sent to your teacher when you are back online.',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect((await queuedChanges()).map(({ kind, body }) => ({ kind, body }))).toEqual([
      {
        kind: 'suggestion',
        body: {
          target: { kind: 'entry', lexId: 3, field: 'gloss', senseId: 31 },
          proposal: 'stream',
          comment: '',
        },
      },
    ]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("when the button is on an example of the entry, then the form offers only that example's sentence and translation and sends its place", async () => {
    const { calls, user } = renderButton(
      {
        ...signedIn(),
        'GET /api/lex-entry/3': { body: { data: ENTRY } },
        'POST /api/suggestions': accepted('Tahak!'),
      },
      <SuggestCorrectionButton
        item={{ kind: 'entry', lexId: 3, example: { senseId: 31, exampleId: 41 } }}
        name="Tahak."
      />,
    );

    await user.click(await screen.findByRole('button', { name: 'Suggest a correction to Tahak.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest a correction to Tahak.' });
    const field = await within(dialog).findByLabelText('Field');
    expect(
      within(field)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Example sentence 1', 'Example translation 1']);
    const proposal = within(dialog).getByLabelText('Proposed text');
    expect(proposal).toHaveValue('Tahak.');
    await user.clear(proposal);
    await user.type(proposal, 'Tahak!');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));

    expect(await within(dialog).findByText(/Your suggestion was sent to your teacher\./)).toBeInTheDocument();
    expect(posted(calls)).toEqual([
      {
        target: { kind: 'entry', lexId: 3, senseId: 31, exampleId: 41, field: 'example-text' },
        proposal: 'Tahak!',
        comment: '',
      },
    ]);
  });

  it('when the example is no longer in the entry, then the form says so and has nothing to send', async () => {
    const { calls, user } = renderButton(
      { ...signedIn(), 'GET /api/lex-entry/3': { body: { data: ENTRY } } },
      <SuggestCorrectionButton
        item={{ kind: 'entry', lexId: 3, example: { senseId: 31, exampleId: 99 } }}
        name="Tahak tahak."
      />,
    );

    await user.click(await screen.findByRole('button', { name: 'Suggest a correction to Tahak tahak.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest a correction to Tahak tahak.' });

    expect(await within(dialog).findByText('This example is no longer in the entry.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send suggestion' })).not.toBeInTheDocument();
    expect(posted(calls)).toEqual([]);
  });

  it('when a field is chosen, then what it says now and the rules of the proposal are separate lines, both read with the field', async () => {
    const { user } = renderButton(
      { ...signedIn(), 'GET /api/lex-entry/3': { body: { data: ENTRY } } },
      entryButton,
    );

    await user.click(await screen.findByRole('button', { name: 'Suggest a correction to tahak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest a correction to tahak' });
    await user.selectOptions(await within(dialog).findByLabelText('Field'), 'Gloss');
    const proposal = within(dialog).getByLabelText('Proposed text');

    expect(proposal).toHaveAccessibleDescription(
      'Now: river Plain text, on one line, at most 500 characters.',
    );
    const now = within(dialog).getByText('river', { selector: 'span' });
    const rules = within(dialog).getByText('Plain text, on one line, at most 500 characters.');
    // Neither runs into the other: each is a block of its own.
    expect(now).toHaveClass('d-block');
    expect(rules).toHaveClass('d-block');
    expect(now.textContent).toBe('river');
  });

  it('when the proposal is the text as it is, then the form says so beside the field and sends nothing', async () => {
    const { calls, user } = renderButton(
      { ...signedIn(), 'GET /api/lex-entry/3': { body: { data: ENTRY } } },
      entryButton,
    );

    await user.click(await screen.findByRole('button', { name: 'Suggest a correction to tahak' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Field');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));

    const proposal = within(dialog).getByLabelText('Proposed text');
    expect(proposal).toHaveAccessibleDescription(
      expect.stringContaining('The new word is the same as the current one: change it before sending.'),
    );
    expect(proposal).toHaveFocus();
    expect(posted(calls)).toEqual([]);
  });

  it('when the server refuses (the limit of open suggestions), then its sentence is shown and the form stays', async () => {
    const limit =
      'You already have 20 suggestions waiting for your teacher. You can send another once your teacher has answered one of them.';
    const { user } = renderButton(
      {
        ...signedIn(),
        'POST /api/suggestions': { status: 409, body: { success: false, error: limit } },
      },
      <SuggestCorrectionButton
        item={{ kind: 'sentence', sentId: 's-1', text: 'Nipemk tahak.', trans: 'I see the river.' }}
        name="Nipemk tahak."
      />,
    );

    await user.click(await screen.findByRole('button', { name: 'Suggest a correction to Nipemk tahak.' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Field'), 'Translation');
    const proposal = within(dialog).getByLabelText('Proposed text');
    expect(proposal).toHaveValue('I see the river.');
    await user.type(proposal, ' now');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(limit);
    expect(within(dialog).getByLabelText('Proposed text')).toHaveValue('I see the river. now');
  });

  it('when the dialog is open, then it has no serious axe violation, and Cancel gives the focus back to the button', async () => {
    const { user } = renderButton(
      { ...signedIn(), 'GET /api/lex-entry/3': { body: { data: ENTRY } } },
      entryButton,
    );
    const button = await screen.findByRole('button', { name: 'Suggest a correction to tahak' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Field');

    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('when a visitor looks, then there is no button', async () => {
    const { calls } = renderButton(visitor, entryButton);
    // The session check has answered (a visitor) and the page has rendered after it.
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/who'));
    await act(async () => {});
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
