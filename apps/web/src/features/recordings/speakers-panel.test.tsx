import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminSpeaker } from '@langapp/shared';
import { createQueryClient } from '../../api/query-client';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { SpeakersPanel } from './speakers-panel';

const ANA: AdminSpeaker = {
  speaker: 'Ana',
  notice: '',
  held_until: null,
  held_through: null,
  word_takes: 3,
  sentence_takes: 1,
};
const BEN: AdminSpeaker = {
  speaker: 'Ben',
  notice: 'Ben asked that his recordings be used in class only.',
  held_until: '2027-03-16T07:00:00.000Z',
  held_through: '2027-03-15',
  word_takes: 1,
  sentence_takes: 0,
};

function setUp(save: Reply, speaker = 'Ana') {
  const { calls } = mockFetch({
    'GET /api/admin/speakers': { body: { data: [ANA, BEN] } },
    [`POST /api/admin/speakers/${speaker}`]: save,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SpeakersPanel />
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe('SpeakersPanel', () => {
  it('when it shows, then each speaker has their recordings, notice and hold, with no serious axe violation', async () => {
    setUp({ body: {} });
    const table = await screen.findByRole('table', {
      name: 'Everyone who recorded, with their notice and hold',
    });
    const ben = within(table).getByRole('row', { name: /^Ben/ });
    expect(ben).toHaveTextContent('1 word, 0 sentences');
    expect(ben).toHaveTextContent('Ben asked that his recordings be used in class only.');
    expect(ben).toHaveTextContent('Until the end of 15 March 2027');
    const ana = within(table).getByRole('row', { name: /^Ana/ });
    expect(ana).toHaveTextContent('3 words, 1 sentence');
    expect(ana).toHaveTextContent('No notice');
    expect(ana).toHaveTextContent('Not held');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the teacher writes a notice and a hold for a speaker, then they are sent and the dialog closes', async () => {
    const { calls, user } = setUp({
      body: {
        speaker: {
          ...ANA,
          notice: 'A notice.',
          held_through: '2027-01-31',
          held_until: '2027-02-01T08:00:00.000Z',
        },
      },
    });
    const edit = await screen.findByRole('button', { name: 'Edit Ana' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Ana: variety, note, notice and hold' });
    await user.type(within(dialog).getByLabelText('Variety (dialect)'), 'Upriver');
    await user.type(within(dialog).getByLabelText('Note (who they are or were)'), 'Sample speaker.');
    await user.type(within(dialog).getByLabelText('Notice'), 'A notice.');
    await user.type(within(dialog).getByLabelText('Hold back until the end of'), '2027-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      variety: 'Upriver',
      note: 'Sample speaker.',
      notice: 'A notice.',
      held_through: '2027-01-31',
    });
  });

  it('when the server refuses the hold, then its reason shows in the dialog', async () => {
    const { user } = setUp({
      status: 400,
      body: { success: false, error: 'The date 2027-02-30 is not a day of the calendar.' },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ana' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Notice'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The date 2027-02-30 is not a day of the calendar.'),
    ).toBeInTheDocument();
  });

  it('when a hold is cleared, then no hold is sent', async () => {
    const { calls, user } = setUp(
      { body: { speaker: { ...BEN, held_until: null, held_through: null } } },
      'Ben',
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Ben' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Hold back until the end of')).toHaveValue('2027-03-15');
    await user.click(within(dialog).getByRole('button', { name: 'Clear the hold' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      variety: '',
      note: '',
      notice: BEN.notice,
      held_through: null,
    });
  });

  it('when the teacher renames a speaker, then the new name is sent and the dialog closes', async () => {
    const { calls, user } = setUp({ body: { speaker: { ...ANA, speaker: 'Ana Tomas' } } }, 'Ana/rename');
    await user.click(await screen.findByRole('button', { name: 'Rename Ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Ana' });
    const name = within(dialog).getByLabelText('New name');
    expect(name).toHaveValue('Ana');
    await user.clear(name);
    await user.type(name, 'Ana Tomas');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/admin/speakers/Ana/rename');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ name: 'Ana Tomas' });
  });

  it('when the new name is taken, then the server\'s reason shows in the dialog', async () => {
    const { user } = setUp(
      {
        status: 409,
        body: {
          success: false,
          error: 'There is already a speaker named Ben. Choose another name, or re-credit the takes one by one.',
        },
      },
      'Ana/rename',
    );
    await user.click(await screen.findByRole('button', { name: 'Rename Ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Ana' });
    await user.clear(within(dialog).getByLabelText('New name'));
    await user.type(within(dialog).getByLabelText('New name'), 'Ben');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText(/There is already a speaker named Ben\./)).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
