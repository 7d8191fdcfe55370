import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TextData } from '@langapp/shared';
import { createQueryClient } from '../../api/query-client';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch } from '../../test/mock-fetch';
import { AnnotationEditor } from './annotation-editor';
import { fromTextData, withBaseText, withGloss } from './draft';
import { DRAFT_CHOICE_HEADING, KEEP_DRAFT, USE_SERVER_VERSION } from './draft-choice';
import { saveDraft } from './draft-storage';

const KEY = 'annotate-draft-text-3';

// Sample text and entries, invented: not language material.
const SERVER_TEXT: TextData = {
  title: 'The river',
  sents: [
    {
      id: 1,
      text: 'Okihu tietuk.',
      trans: 'I see the river.',
      words: [
        { text: 'Okihu', gloss: 'river', morphs: [{ text: 'okihu' }] },
        { text: 'tietuk.', gloss: 'see-1SG', morphs: [{ text: 'tietu', lexId: 1 }, { text: '-k' }] },
      ],
    },
  ],
};
const LEXICON = [
  { id: 1, lex: 'tietu', pos: 'v', gloss: 'see', notes: '' },
  { id: 2, lex: 'okihu', pos: 'n', gloss: 'river', notes: '' },
];

/** A draft of the text saved in this browser, with one more line and a gloss the server has not got. */
function saveChangedDraft() {
  let draft = withBaseText(fromTextData(SERVER_TEXT), 'Okihu tietuk.\nNapam.');
  draft = withGloss(draft, 1, 0, 'stone');
  saveDraft(KEY, { tab: 'word', draft });
}

function openEditor() {
  const { calls } = mockFetch({ 'GET /api/lexs': { body: { data: LEXICON } } });
  const submit = vi.fn(async () => {});
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnnotationEditor initial={SERVER_TEXT} storageKey={KEY} submit={submit} />
    </QueryClientProvider>,
  );
  return { user, submit, calls };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const choice = () => screen.getByRole('region', { name: DRAFT_CHOICE_HEADING });

afterEach(() => window.localStorage.clear());

describe('annotation editor: a saved draft against the server version', () => {
  it('when the saved draft differs from the server version, then the teacher is asked which to keep before anything is shown or saved', async () => {
    saveChangedDraft();
    const stored = window.localStorage.getItem(KEY);
    openEditor();

    const region = choice();
    expect(within(region).getByText('Your draft: “The river”, 2 sentences')).toBeInTheDocument();
    expect(within(region).getByText("The server's version: “The river”, 1 sentence")).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: KEEP_DRAFT })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: USE_SERVER_VERSION })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(KEY)).toBe(stored);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("when the teacher chooses the server's version with the keyboard, then it is shown and the draft is discarded", async () => {
    saveChangedDraft();
    const { user } = openEditor();

    await user.tab();
    expect(screen.getByRole('button', { name: KEEP_DRAFT })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: USE_SERVER_VERSION })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('region', { name: DRAFT_CHOICE_HEADING })).not.toBeInTheDocument();
    expect(tab('Base')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Base')).toHaveFocus();
    expect(screen.getByLabelText('Base text')).toHaveValue('Okihu tietuk.');
    expect(screen.queryByText('Your unsaved work on this text was restored.')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('when the teacher keeps the draft with the keyboard, then the draft is shown where it was left and stays saved', async () => {
    saveChangedDraft();
    const { user } = openEditor();

    await user.tab();
    await user.keyboard(' ');

    expect(screen.queryByRole('region', { name: DRAFT_CHOICE_HEADING })).not.toBeInTheDocument();
    expect(tab('Word')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Word')).toHaveFocus();
    expect(screen.getByText('Your unsaved work on this text was restored.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Sentence 2: Napam.' })).getByLabelText('Gloss of Napam'),
    ).toHaveValue('stone');
    // The first sentence keeps the id its recordings hang on.
    const saved = JSON.parse(window.localStorage.getItem(KEY)!) as { draft: { sents: { id?: number }[] } };
    expect(saved.draft.sents.map((s) => s.id)).toEqual([1, undefined]);
  });

  it('when the saved draft sends the same text as the server, then nothing is asked and the stale draft goes', async () => {
    saveDraft(KEY, { tab: 'morpheme', draft: fromTextData(SERVER_TEXT) });
    openEditor();

    expect(await screen.findByRole('tab', { name: 'Morpheme' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('region', { name: DRAFT_CHOICE_HEADING })).not.toBeInTheDocument();
    expect(screen.queryByText('Your unsaved work on this text was restored.')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('when a saved text is opened, then its unlinked morphs stay unlinked though the lexicon has them', async () => {
    const { user } = openEditor();
    await user.click(tab('Morpheme'));

    expect(await screen.findByText('linked to tietu (see)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link morph okihu of Okihu' })).toBeInTheDocument();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
