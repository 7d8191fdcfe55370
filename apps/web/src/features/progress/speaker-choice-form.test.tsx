import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { mockFetch, networkDown } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { SPEAKERS_NOT_SAVED, SPEAKERS_SAVED, SpeakerChoiceForm } from './speaker-choice-form';

const SPEAKERS = {
  'GET /api/recording-speakers': {
    body: {
      data: ['Ana', 'Ben', 'Cora'].map((speaker) => ({ speaker, first_recorded: '2025-01-01T00:00:00Z' })),
    },
  },
};

function setUp(
  chosen: string[],
  save: Reply | ((speakers: string[]) => Reply) = (speakers) => ({ body: { speakers } }),
  speakers: Record<string, Reply> = SPEAKERS,
) {
  const replies: Record<string, Reply> = {
    ...speakers,
    'GET /api/speaker-preferences': { body: { speakers: chosen } },
  };
  const { calls } = mockFetch(
    new Proxy(replies, {
      get(target, key: string) {
        if (key !== 'POST /api/speaker-preferences') return target[key];
        if (typeof save !== 'function') return save;
        const last = calls.filter((c) => c.method === 'POST').at(-1);
        return save((JSON.parse(String(last?.init?.body)) as { speakers: string[] }).speakers);
      },
    }),
  );
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <SpeakerChoiceForm />
    </QueryClientProvider>,
  );
  const saved = () =>
    calls
      .filter((c) => c.method === 'POST' && c.path === '/api/speaker-preferences')
      .map((c) => (JSON.parse(String(c.init?.body)) as { speakers: string[] }).speakers);
  return { saved, user: userEvent.setup(), queryClient };
}

const order = () =>
  within(screen.getByRole('list', { name: 'Your speakers, heard first to last' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('SpeakerChoiceForm', () => {
  it('when a learner adds speakers with the keyboard, then each is saved at the end of the order', async () => {
    const { saved, user } = setUp([]);
    expect(await screen.findByText(/You have not chosen any speakers/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Speaker to add'), 'Ben');
    await user.click(screen.getByRole('button', { name: 'Add speaker' }));
    expect(screen.getByLabelText('Speaker to add')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Speaker to add'), 'Ana');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add speaker' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(order()).toEqual(['Ben', 'Ana']));
    expect(saved()).toEqual([['Ben'], ['Ben', 'Ana']]);
    expect(await screen.findByRole('status')).toHaveTextContent(SPEAKERS_SAVED);
    expect(within(screen.getByLabelText('Speaker to add')).queryByRole('option', { name: 'Ben' })).toBeNull();
  });

  it('when the order is saved, then the answers whose take the server chose (the review, the Wordle answer) are asked again', async () => {
    const { queryClient, user } = setUp(['Ana']);
    const chosenByServer = [
      ['review', 'queue'],
      ['wordle', 'answer', null],
      ['wordle', 'answer', '2025-02-01'],
    ];
    for (const key of chosenByServer) queryClient.setQueryData(key, {});
    queryClient.setQueryData(['wordle', 'valid'], new Set());

    await user.selectOptions(await screen.findByLabelText('Speaker to add'), 'Ben');
    await user.click(screen.getByRole('button', { name: 'Add speaker' }));

    await waitFor(() =>
      expect(chosenByServer.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
        true,
        true,
        true,
      ]),
    );
    expect(queryClient.getQueryState(['wordle', 'valid'])?.isInvalidated).toBe(false);
  });

  it('when a speaker is moved up and down with the keyboard, then the order is saved and the focus stays on that speaker', async () => {
    const { saved, user } = setUp(['Ana', 'Ben', 'Cora']);
    const moveCoraUp = await screen.findByRole('button', { name: 'Move Cora up' });
    expect(screen.getByRole('button', { name: 'Move Ana up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Cora down' })).toBeDisabled();

    moveCoraUp.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(order()).toEqual(['Ana', 'Cora', 'Ben']));
    expect(screen.getByRole('button', { name: 'Move Cora up' })).toHaveFocus();

    await user.keyboard(' ');
    await waitFor(() => expect(order()).toEqual(['Cora', 'Ana', 'Ben']));
    // At the top, Move up is disabled: the focus goes to Move down.
    expect(screen.getByRole('button', { name: 'Move Cora down' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(order()).toEqual(['Ana', 'Cora', 'Ben']));
    expect(saved()).toEqual([
      ['Ana', 'Cora', 'Ben'],
      ['Cora', 'Ana', 'Ben'],
      ['Ana', 'Cora', 'Ben'],
    ]);
  });

  it('when a speaker is removed, then the order without them is saved and the focus goes to the next speaker', async () => {
    const { saved, user } = setUp(['Ana', 'Ben']);
    await user.click(await screen.findByRole('button', { name: 'Remove Ana' }));
    await waitFor(() => expect(order()).toEqual(['Ben']));
    expect(screen.getByRole('button', { name: 'Remove Ben' })).toHaveFocus();
    expect(saved()).toEqual([['Ben']]);
  });

  it('when the order cannot be saved, then the learner is told and the saved order comes back', async () => {
    const { user } = setUp(['Ana', 'Ben'], networkDown());
    await user.click(await screen.findByRole('button', { name: 'Move Ben up' }));
    expect(await screen.findByText(SPEAKERS_NOT_SAVED)).toBeInTheDocument();
    await waitFor(() => expect(order()).toEqual(['Ana', 'Ben']));
  });

  it('when speakers have varieties, then the list to add from groups them, and a variety can be chosen and added whole', async () => {
    // Invented sample names and varieties, not language material.
    const withVarieties: Reply = {
      body: {
        data: [
          ['Ana', 'Upriver'],
          ['Ben', 'Coast'],
          ['Cora', 'Upriver'],
          ['Dan', ''],
          ['Eve', 'Upriver'],
        ].map(([speaker, variety]) => ({ speaker, variety, first_recorded: '2025-01-01T00:00:00Z' })),
      },
    };
    const { saved, user } = setUp(['Eve'], undefined, { 'GET /api/recording-speakers': withVarieties });
    const toAdd = await screen.findByLabelText('Speaker to add');
    await waitFor(() => expect(within(toAdd).getAllByRole('group')).toHaveLength(3));
    const groups = within(toAdd)
      .getAllByRole('group')
      .map((g) => [g.getAttribute('label'), within(g).getAllByRole('option').map((o) => o.textContent)]);
    expect(groups).toEqual([
      ['Coast', ['Ben (Coast)']],
      ['Upriver', ['Ana (Upriver)', 'Cora (Upriver)']],
      ['No variety given', ['Dan']],
    ]);

    await user.selectOptions(screen.getByLabelText('Variety'), 'Upriver');
    expect(within(screen.getByLabelText('Speaker to add')).queryByRole('group')).toBeNull();
    expect(
      within(screen.getByLabelText('Speaker to add'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a speaker', 'Ana (Upriver)', 'Cora (Upriver)']);
    await user.click(screen.getByRole('button', { name: 'Add all 2 speakers of Upriver' }));
    await waitFor(() => expect(order()).toEqual(['Eve (Upriver)', 'Ana (Upriver)', 'Cora (Upriver)']));
    expect(saved()).toEqual([['Eve', 'Ana', 'Cora']]);
    expect(await screen.findByText('Every speaker of Upriver is in your list.')).toBeInTheDocument();
  });
});
