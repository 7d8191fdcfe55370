import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TextData } from '@langapp/shared';
import { KALABA_TEXT } from '@langapp/shared/kalaba-text';
import { createQueryClient } from '../../api/query-client';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch } from '../../test/mock-fetch';
import { AnnotationEditor } from './annotation-editor';

// A text from FLEx in the annotation editor (ADR 095): FieldWorks' Kalaba test text as the import
// stores it (Kalaba is SIL's invented test language), with sample times on its second sentence.
const KEY = 'annotate-draft-text-9';
const TIMED: TextData = structuredClone(KALABA_TEXT);
Object.assign(TIMED.sents[1]!, { start: 1200, end: 2950 });
Object.assign(TIMED.sents[1]!.words[2]!, { start: 2000, end: 2600 });

function openEditor(initial: TextData) {
  mockFetch({ 'GET /api/lexs': { body: { data: [] } } });
  const submit = vi.fn<(text: TextData) => Promise<void>>(async () => {});
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnnotationEditor initial={initial} storageKey={KEY} submit={submit} />
    </QueryClientProvider>,
  );
  return { user, submit };
}

const sentence = (name: string) => screen.getByRole('group', { name });
async function submitFromReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Review' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

afterEach(() => window.localStorage.clear());

describe('annotation editor: a text from FLEx keeps its fields (ADR 095)', () => {
  it('when one word gloss is edited and the text submitted, then only that gloss changed: guids, POS, morph glosses, punctuation and times are sent as they came', async () => {
    const { user, submit } = openEditor(TIMED);
    await user.click(screen.getByRole('tab', { name: 'Word' }));
    const second = sentence('Sentence 2: (pus pal).');
    // Punctuation, a word of its own, has no gloss field.
    expect(
      within(second)
        .getAllByLabelText(/^Gloss of /)
        .map((field) => field.id),
    ).toHaveLength(2);
    await user.type(within(second).getByLabelText('Gloss of pal'), 'tree');
    await submitFromReview(user);

    const expected = structuredClone(TIMED);
    expected.sents[1]!.words[2]!.gloss = 'tree';
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0]).toEqual(expected);
  });

  it('when the teacher writes a literal translation and a note and clears a part of speech with the keyboard, then they are sent with the rest unchanged', async () => {
    const { user, submit } = openEditor(KALABA_TEXT);
    await user.click(screen.getByRole('tab', { name: 'Word' }));
    const first = sentence('Sentence 1: nihimbilira.');
    expect(within(first).getByLabelText('Part of speech of nihimbilira')).toHaveValue('V');
    await user.type(within(first).getByLabelText('Literal translation'), 'I see');
    await user.click(within(first).getByRole('button', { name: 'Add a note to sentence 1' }));
    expect(within(first).getByLabelText('Note 1')).toHaveFocus();
    await user.keyboard('Sample.');
    // A note added and left empty is not sent.
    await user.click(within(first).getByRole('button', { name: 'Add a note to sentence 1' }));
    await user.clear(within(sentence('Sentence 2: (pus pal).')).getByLabelText('Part of speech of pus'));
    expect(await seriousAxeViolations()).toEqual([]);
    await submitFromReview(user);

    const expected = structuredClone(KALABA_TEXT);
    Object.assign(expected.sents[0]!, { lit: 'I see', notes: ['Sample.'] });
    delete expected.sents[1]!.words[1]!.pos;
    expect(submit.mock.calls[0]![0]).toEqual(expected);
  });

  it("when the teacher changes a morph's gloss, then it is sent with the rest unchanged", async () => {
    const { user, submit } = openEditor(KALABA_TEXT);
    await user.click(screen.getByRole('tab', { name: 'Morpheme' }));
    const gloss = within(sentence('Sentence 1: nihimbilira.')).getByLabelText(
      'gloss of morph *bili of nihimbilira',
    );
    expect(gloss).toHaveValue('to.see');
    await user.clear(gloss);
    await user.type(gloss, 'see');
    expect(await seriousAxeViolations()).toEqual([]);
    await submitFromReview(user);

    const expected = structuredClone(KALABA_TEXT);
    expected.sents[0]!.words[0]!.morphs[2]!.gloss = 'see';
    expect(submit.mock.calls[0]![0]).toEqual(expected);
  });
});
