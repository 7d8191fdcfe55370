import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { syncRequestSchema } from '@langapp/shared';
import { flushOutbox, queuedChanges } from '../../offline/outbox';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { QUIZ_QUEUED_MESSAGE, PronounQuizPage } from './pronoun-quiz-page';

const routes = testRoutes({ signedIn: [{ path: 'pronouns/practice', element: <PronounQuizPage /> }] });

/** The combination the prompt on screen asks about, e.g. ['2SG', '1SG']. */
function promptedAnswer(): [string, string] {
  const key = screen.getByTestId('pronoun-prompt').getAttribute('data-combination') ?? '';
  const [subject = '', object = ''] = key.split('>');
  return [subject, object];
}

/** The quiz with `replies` for its calls (the sync call gets no answer unless they say). */
function openQuiz(replies: Record<string, Reply>) {
  const server = mockFetch({
    ...signedIn(),
    'GET /api/wordle-days': networkDown(),
    'POST /api/sync': networkDown(),
    ...replies,
  });
  return { ...renderApp('/pronouns/practice?num=5', { routes }), ...server };
}

/** Answers the item on screen rightly; answers what was answered. */
async function answerRightly(user: ReturnType<typeof openQuiz>['user']) {
  const [subject, object] = promptedAnswer();
  await user.selectOptions(screen.getByLabelText('Subject'), subject);
  await user.selectOptions(screen.getByLabelText('Object'), object);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return { actual_subject: subject, actual_object: object, user_subject: subject, user_object: object };
}

describe('pronoun quiz offline', () => {
  it('when the quiz starts offline, then its start and its answers wait in the queue, the answers naming the start, and are sent in order when the connection returns', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openQuiz({
      'POST /api/start_pronoun_quiz': networkDown(),
      'POST /api/log_pronoun_answer': networkDown(),
    });
    await screen.findByText('#1/5');

    const first = await answerRightly(user);
    expect(await screen.findByText(QUIZ_QUEUED_MESSAGE)).toBeInTheDocument();
    await screen.findByText('#2/5');
    const second = await answerRightly(user);
    await waitFor(async () => expect(await queuedChanges()).toHaveLength(3));

    const [start, ...answers] = await queuedChanges();
    expect(start).toMatchObject({ kind: 'pronoun-quiz', body: {} });
    expect(answers).toEqual([
      expect.objectContaining({ kind: 'pronoun-answer', body: { quiz: start!.id, ...first } }),
      expect.objectContaining({ kind: 'pronoun-answer', body: { quiz: start!.id, ...second } }),
    ]);
    expect(await seriousAxeViolations()).toEqual([]);

    const back = mockFetch({
      'GET /api/wordle-days': networkDown(),
      ...signedIn(),
      'POST /api/sync': {
        body: { results: [start, ...answers].map((change) => ({ id: change!.id, outcome: 'applied' })) },
      },
    });
    await act(() => flushOutbox());
    const [sync] = back.calls.filter((call) => call.path === '/api/sync');
    const sent = syncRequestSchema.parse(JSON.parse(String(sync?.init?.body)));
    expect(sent.ops.map((op) => op.kind)).toEqual(['pronoun-quiz', 'pronoun-answer', 'pronoun-answer']);
    expect(await queuedChanges()).toEqual([]);
  });

  it('when a quiz started online loses the connection, then its answers wait naming the quiz’s id, with the ids they were sent with', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, calls } = openQuiz({
      'POST /api/start_pronoun_quiz': { body: { success: true, id: 7 } },
      'POST /api/log_pronoun_answer': networkDown(),
    });
    await screen.findByText('#1/5');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/start_pronoun_quiz')).toBe(true));

    const answer = await answerRightly(user);

    expect(await screen.findByText(QUIZ_QUEUED_MESSAGE)).toBeInTheDocument();
    const [sent] = calls.filter((call) => call.path === '/api/log_pronoun_answer');
    const { opId } = JSON.parse(String(sent?.init?.body)) as { opId: string };
    expect(await queuedChanges()).toEqual([
      expect.objectContaining({ id: opId, kind: 'pronoun-answer', body: { quiz: 7, ...answer } }),
    ]);
  });

  it('when the start of a quiz gets no answer, then it waits with the id it was sent with (the server starts one quiz by that id)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = openQuiz({ 'POST /api/start_pronoun_quiz': networkDown() });
    await screen.findByText('#1/5');

    await waitFor(async () => expect(await queuedChanges()).toHaveLength(1));
    const [sent] = calls.filter((call) => call.path === '/api/start_pronoun_quiz');
    const { opId } = JSON.parse(String(sent?.init?.body)) as { opId: string };
    expect(await queuedChanges()).toEqual([expect.objectContaining({ id: opId, kind: 'pronoun-quiz' })]);
    // Nothing answered yet: nothing to say.
    expect(screen.queryByText(QUIZ_QUEUED_MESSAGE)).not.toBeInTheDocument();
  });
});
