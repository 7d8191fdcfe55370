import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_ALPHABET } from '@langapp/shared/answer-cases';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { lexEntry, wholeEntry } from '../../test/sample-data';
import { WrittenExercisePage } from './written-exercise-page';

// SAMPLE words and alphabet, invented: not language material.
const routes = testRoutes({
  signedIn: [{ path: 'exercises/2023-03-17', element: <WrittenExercisePage date="2023-03-17" /> }],
});

const STONE = lexEntry(1, 'hátuk', 'n', 'stone');

async function open(almostCounts: boolean) {
  mockFetch({
    ...signedIn(),
    // The entry whole, asked for when an answer is not its headword: a variant and an IPA form.
    'GET /api/lex-entry/1': {
      body: {
        data: {
          ...wholeEntry(STONE),
          forms: [
            { kind: 'variant', ws: 'sample', text: 'hátku' },
            { kind: 'pronunciation', ws: 'sample-fonipa', text: 'hatuk' },
          ],
        },
      },
    },
    'GET /api/lex-entry/2': { body: { data: wholeEntry(lexEntry(2, "ta'ak", 'n', 'dog')) } },
    'GET /api/lexs': {
      body: {
        data: [
          lexEntry(1, 'hátuk', 'n', 'stone'),
          lexEntry(2, "ta'ak", 'n', 'dog'),
          lexEntry(3, 'x', 'v', 'see'),
        ],
      },
    },
    'GET /api/alphabet': {
      body: { writingSystem: 'sample', alphabet: { ...SAMPLE_ALPHABET, caseMatters: false, almostCounts } },
    },
  });
  const view = renderApp('/exercises/2023-03-17', { routes });
  const section = await screen.findByRole('region', { name: 'Write the words' });
  return { ...view, section };
}

describe('the written exercise typed section', () => {
  it('when the lexicon has words of the vocabulary, then only those are asked', async () => {
    const { section } = await open(false);
    expect(within(section).getAllByRole('textbox')).toHaveLength(2);
    expect(within(section).getByRole('textbox', { name: 'stone' })).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'dog' })).toBeInTheDocument();
  });

  it('when an accent is missing, then the answer is almost, the accent marked, not counted unless the teacher says so', async () => {
    const { user, section } = await open(false);
    await user.type(within(section).getByLabelText('stone'), 'hatuk');
    await user.click(within(section).getByRole('button', { name: 'Check stone' }));
    const status = within(section).getAllByRole('status')[0]!;
    expect(status).toHaveTextContent(
      'Almost: há (this differs)tuk. Mind the marked letters, then try again.',
    );
    expect(within(status).getByText('á', { selector: 'mark', exact: false })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when a variant form is typed, then it is right and the learner is told the main form', async () => {
    const { user, section } = await open(false);
    await user.type(within(section).getByLabelText('stone'), 'hátku{Enter}');
    expect(await within(section).findByText('The main form is', { exact: false })).toHaveTextContent(
      'The main form is hátuk.',
    );
    expect(within(section).getAllByRole('status')[0]).toHaveTextContent('Right!');
  });

  it('when the teacher counts almost as right, then the learner is told so', async () => {
    const { user, section } = await open(true);
    await user.type(within(section).getByLabelText('stone'), 'hatuk{Enter}');
    expect(within(section).getAllByRole('status')[0]).toHaveTextContent(
      'Counted as right: mind the marked letters.',
    );
  });

  it('when the curly apostrophe is typed for the glottal stop, then the answer is right', async () => {
    const { user, section } = await open(false);
    await user.type(within(section).getByLabelText('dog'), 'ta’ak{Enter}');
    expect(within(section).getAllByRole('status')[1]).toHaveTextContent('Right!');
  });

  it('when another letter is typed, then the answer is not right, and typing again clears the verdict', async () => {
    const { user, section } = await open(false);
    const field = within(section).getByLabelText('dog');
    await user.type(field, 'tatak{Enter}');
    const status = within(section).getAllByRole('status')[1]!;
    expect(status).toHaveTextContent('Not right yet. Try again.');
    await user.type(field, 'x');
    expect(status).toHaveTextContent('');
  });
});
