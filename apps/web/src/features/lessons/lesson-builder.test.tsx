import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LessonStep } from '@langapp/shared';
import { createQueryClient } from '../../api/query-client';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, networkDown } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { LessonBuilder } from './lesson-builder';

// Sample entries, invented: not language material.
const LEXICON = [
  { id: 1, lex: 'okihu', pos: 'n', gloss: 'river', notes: '' },
  { id: 2, lex: 'tietu', pos: 'v', gloss: 'see', notes: '' },
  { id: 3, lex: 'napam', pos: 'n', gloss: 'stone', notes: '' },
];
const SENTS = [
  { id: 's1', text: 'Okihu tietuk.', trans: 'I see the river.', anno: '[]', timestamp: '' },
  { id: 's2', text: 'Napam.', trans: 'A stone.', anno: '[]', timestamp: '' },
];

function openBuilder({
  initialSteps = [] as LessonStep[],
  initialTitle = 'Sample lesson 1',
  replies = {} as Record<string, Reply>,
} = {}) {
  const { calls } = mockFetch({
    'GET /api/lexs': { body: { data: LEXICON } },
    'GET /api/sents': { body: { data: SENTS } },
    'POST /api/save-vocab-lesson': { body: { success: true, id: 'ab12' } },
    ...replies,
  });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <main>
        <h1>Builder</h1>
        <LessonBuilder
          lessonId="ab12"
          title="New lesson"
          initialSteps={initialSteps}
          initialTitle={initialTitle}
          onClose={onClose}
          onSaved={onSaved}
        />
      </main>
    </QueryClientProvider>,
  );
  return { user, calls, onClose, onSaved };
}

async function addLexeme(user: UserEvent, search: string, label: RegExp) {
  await user.click(screen.getByRole('button', { name: 'Add word' }));
  await user.type(await screen.findByLabelText('Search by word or gloss'), search);
  await user.click(screen.getByRole('radio', { name: label }));
  await user.click(screen.getByRole('button', { name: 'Add word' }));
}

async function addSentence(user: UserEvent, label: RegExp) {
  await user.click(screen.getByRole('button', { name: 'Add sentence' }));
  await user.click(await screen.findByRole('radio', { name: label }));
  await user.click(screen.getByRole('button', { name: 'Add sentence' }));
}

const stepTexts = () => screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent);

const okihu: LessonStep = { kind: 'lex', lexId: 1, lex: 'okihu' };
const tietu: LessonStep = { kind: 'lex', lexId: 2, lex: 'tietu' };
const s1: LessonStep = { kind: 'sent', sentId: 's1' };

describe('lesson builder', () => {
  it('when it opens, then it shows the lesson id and the advisory guideline', () => {
    openBuilder();

    expect(screen.getByText('ab12')).toBeInTheDocument();
    expect(screen.getByText(/5 new vocabulary items and 2 to 3 sentences/)).toBeInTheDocument();
    expect(screen.getByText('No steps yet. Add a word or a sentence.')).toBeInTheDocument();
  });

  it('when lexemes are searched by gloss and added, then they become steps', async () => {
    const { user } = openBuilder();

    await user.click(screen.getByRole('button', { name: 'Add word' }));
    await user.type(await screen.findByLabelText('Search by word or gloss'), 'ston');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: /napam/ }));
    await user.click(screen.getByRole('button', { name: 'Add word' }));

    expect(stepTexts()).toEqual(['Word: napam']);
    expect(screen.getByRole('heading', { name: 'Steps' })).toHaveFocus();
    expect(screen.getByText(/This lesson has 1 vocabulary item and 0 sentences/)).toBeInTheDocument();
  });

  it('when the keyboard alone is used, then a lexeme can be found, chosen and added', async () => {
    const { user } = openBuilder();

    screen.getByRole('button', { name: 'Add word' }).focus();
    await user.keyboard('{Enter}');
    const search = await screen.findByLabelText('Search by word or gloss');
    expect(search).toHaveFocus();
    await user.keyboard('tiet{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: /tietu/ })).toBeChecked();
    await user.tab();
    await user.keyboard('{Enter}');

    expect(stepTexts()).toEqual(['Word: tietu']);
  });

  it('when Add word is pressed with nothing chosen, then "Please choose a lexical item." shows', async () => {
    const { user } = openBuilder();

    await user.click(screen.getByRole('button', { name: 'Add word' }));
    await screen.findByLabelText('Search by word or gloss');
    await user.click(screen.getByRole('button', { name: 'Add word' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a lexical item.');
  });

  it('when a lexeme already in the lesson is added, then "You have already selected this lexeme." shows', async () => {
    const { user } = openBuilder({ initialSteps: [okihu] });

    await addLexeme(user, 'oki', /okihu/);

    expect(screen.getByRole('alert')).toHaveTextContent('You have already selected this lexeme.');
    expect(stepTexts()).toEqual(['Word: okihu']);
  });

  it('when Add sentence is pressed with nothing chosen, then "Please choose a sentence." shows', async () => {
    const { user } = openBuilder();

    await user.click(screen.getByRole('button', { name: 'Add sentence' }));
    await screen.findByLabelText('Search by sentence or translation');
    await user.click(screen.getByRole('button', { name: 'Add sentence' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a sentence.');
  });

  it('when a sentence already in the lesson is added, then "You have already selected this sentence." shows', async () => {
    const { user } = openBuilder({ initialSteps: [s1] });

    await addSentence(user, /Okihu tietuk/);

    expect(screen.getByRole('alert')).toHaveTextContent('You have already selected this sentence.');
  });

  it('when steps are listed, then Move up is disabled on the first and Move down on the last', async () => {
    const { user } = openBuilder({ initialSteps: [okihu, tietu, s1] });
    const group = (name: string) => screen.getByRole('group', { name });

    expect(await screen.findByText('Okihu tietuk.')).toBeInTheDocument();
    expect(within(group('Step 1: okihu')).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(group('Step 1: okihu')).getByRole('button', { name: 'Move down' })).toBeEnabled();
    expect(within(group('Step 2: tietu')).getByRole('button', { name: 'Move up' })).toBeEnabled();
    expect(within(group('Step 2: tietu')).getByRole('button', { name: 'Move down' })).toBeEnabled();
    expect(within(group('Step 3: s1')).getByRole('button', { name: 'Move down' })).toBeDisabled();

    await user.click(within(group('Step 2: tietu')).getByRole('button', { name: 'Move up' }));
    expect(stepTexts()).toEqual(['Word: tietu', 'Word: okihu', 'Sentence: Okihu tietuk.']);
    // At the top its Move up is disabled: the focus stays on the step, on Move down.
    expect(within(group('Step 1: tietu')).getByRole('button', { name: 'Move down' })).toHaveFocus();

    await user.click(within(group('Step 2: okihu')).getByRole('button', { name: 'Move down' }));
    expect(stepTexts()).toEqual(['Word: tietu', 'Sentence: Okihu tietuk.', 'Word: okihu']);

    await user.click(within(group('Step 1: tietu')).getByRole('button', { name: 'Remove' }));
    expect(stepTexts()).toEqual(['Sentence: Okihu tietuk.', 'Word: okihu']);
  });

  it('when Save is pressed, then the id and the stored steps are posted as JSON and success shows', async () => {
    const { user, calls, onSaved } = openBuilder({ initialSteps: [okihu] });

    await addSentence(user, /Napam/);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Lesson "Sample lesson 1" saved.')).toBeInTheDocument();
    const save = calls.find((call) => call.path === '/api/save-vocab-lesson');
    expect(save?.method).toBe('POST');
    expect(JSON.parse(String(save?.init?.body))).toEqual({
      id: 'ab12',
      steps: [okihu, { kind: 'sent', sentId: 's2' }],
      title: 'Sample lesson 1',
      description: '',
    });
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('when a new lesson is named, then its title and description are sent trimmed with its steps', async () => {
    const { user, calls } = openBuilder({ initialSteps: [okihu], initialTitle: '' });

    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  Sample lesson 2 ');
    await user.type(screen.getByRole('textbox', { name: 'Description (optional)' }), ' Sample words. ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Lesson "Sample lesson 2" saved.')).toBeInTheDocument();
    const save = calls.find((call) => call.path === '/api/save-vocab-lesson');
    expect(JSON.parse(String(save?.init?.body))).toEqual({
      id: 'ab12',
      steps: [okihu],
      title: 'Sample lesson 2',
      description: 'Sample words.',
    });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Sample lesson 2');
  });

  it('when Save is pressed without a title, then the title field says so, takes the focus and nothing is sent', async () => {
    const { user, calls } = openBuilder({ initialSteps: [okihu], initialTitle: '' });
    const title = screen.getByRole('textbox', { name: 'Title' });

    await user.type(title, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(title).toHaveFocus();
    expect(title).toBeInvalid();
    expect(title).toHaveAccessibleDescription(expect.stringContaining('The lesson needs a title.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    // Typing clears the message.
    await user.type(title, 'Sample lesson 2');
    expect(title).not.toHaveAccessibleDescription(expect.stringContaining('The lesson needs a title.'));
  });

  it('when the title is too long, then the title field says at most how long it may be', async () => {
    const { user, calls } = openBuilder({ initialSteps: [okihu], initialTitle: 'x'.repeat(101) });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      expect.stringContaining('A lesson title has at most 100 characters.'),
    );
    expect(calls).toEqual([]);
  });

  it('when neither title nor steps are given, then both problems show and nothing is sent', async () => {
    const { user, calls } = openBuilder({ initialTitle: '' });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent('A lesson needs at least one step.');
    expect(screen.getByText('The lesson needs a title.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('when only the title was changed, then Close asks before losing it', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, onClose } = openBuilder({ initialSteps: [okihu] });

    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' (new)');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(confirm).toHaveBeenCalledWith('Close lesson without saving?');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when the server refuses the lesson, then its error shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openBuilder({
      initialSteps: [okihu],
      replies: {
        'POST /api/save-vocab-lesson': {
          status: 400,
          body: { success: false, error: 'No lexical entry has the id 1.' },
        },
      },
    });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No lexical entry has the id 1.');
  });

  it('when the lesson has no steps, then Save says so without calling the server', async () => {
    const { user, calls } = openBuilder();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent('A lesson needs at least one step.');
    expect(calls).toEqual([]);
  });

  it('when a step is malformed, then Save shows zod’s English message (not "Invalid input") without calling the server', async () => {
    const { user, calls } = openBuilder({ initialSteps: [okihu, { kind: 'sent', sentId: '' }] });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Too small: expected string to have >=1 characters');
    expect(calls.filter((call) => call.path === '/api/save-vocab-lesson')).toEqual([]);
  });

  it('when Close is pressed with unsaved changes, then it asks first and closes only if confirmed', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, onClose } = openBuilder();
    await addLexeme(user, 'oki', /okihu/);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(confirm).toHaveBeenCalledWith('Close lesson without saving?');
    expect(onClose).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('when Close is pressed after saving, then it closes without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user, onClose } = openBuilder();
    await addLexeme(user, 'oki', /okihu/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Lesson "Sample lesson 1" saved.');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('when a new sentence is created, then it is posted and added as a step', async () => {
    const { user, calls } = openBuilder({
      replies: { 'POST /api/create-sent': { body: { success: true, id: 's-new' } } },
    });

    await user.click(screen.getByRole('button', { name: 'Create new sentence' }));
    await user.type(screen.getByLabelText('Sentence'), 'Kawi lomuk.');
    await user.type(screen.getByLabelText('Translation'), 'The tree walks.');
    await user.click(screen.getByRole('button', { name: 'Create and add sentence' }));

    expect(await screen.findByText('Kawi lomuk.')).toBeInTheDocument();
    const create = calls.find((call) => call.path === '/api/create-sent');
    expect(JSON.parse(create?.form?.data ?? '')).toEqual({
      text: 'Kawi lomuk.',
      trans: 'The tree walks.',
      anno: [],
    });
  });

  it('when the lexicon cannot be loaded, then the lexeme form says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openBuilder({ replies: { 'GET /api/lexs': networkDown() } });

    await user.click(screen.getByRole('button', { name: 'Add word' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The lexicon could not be loaded.');
  });

  it('when a mode is open, then axe finds no serious violations', async () => {
    const { user } = openBuilder({ initialSteps: [okihu, s1] });
    await user.click(screen.getByRole('button', { name: 'Add word' }));
    await screen.findByRole('radio', { name: /okihu/ });

    expect(await seriousAxeViolations()).toEqual([]);
  });
});
