import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRONOUN_FORMS } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { passTime, takeOverTheClock } from '../../test/timers';
import { PronounLessonPage } from './pronoun-lesson-page';
import { FEEDBACK_MS, PronounQuizPage } from './pronoun-quiz-page';

const routes = testRoutes({
  signedIn: [
    { path: 'pronouns', element: <PronounLessonPage /> },
    { path: 'pronouns/practice', element: <PronounQuizPage /> },
  ],
});

function renderPronouns(path: string, start: Reply = { body: { success: true, id: 7 } }) {
  const server = mockFetch({
    ...signedIn(),
    'POST /api/start_pronoun_quiz': start,
    'POST /api/log_pronoun_answer': { body: { success: true, correct: true } },
  });
  return { ...renderApp(path, { routes }), ...server };
}

/** The combination the prompt on screen asks about, e.g. ['2SG', '1SG']. */
function promptedAnswer(): [string, string] {
  const key = screen.getByTestId('pronoun-prompt').getAttribute('data-combination') ?? '';
  const [subject = '', object = ''] = key.split('>');
  return [subject, object];
}

const otherThan = (code: string) => (code === '3PL' ? '2PL' : '3PL');

describe('pronoun lesson', () => {
  it('when the lesson shows, then it lists the tack-ons, the object pronouns and the combinations', async () => {
    renderPronouns('/pronouns');

    const subjects = await screen.findByRole('table', { name: 'Subject tack-on pronouns' });
    for (const tackOn of ['-k', '-m', 'none', '-mak', '-kam', '-sa']) {
      expect(within(subjects).getByRole('cell', { name: tackOn })).toBeInTheDocument();
    }
    const objects = screen.getByRole('table', { name: 'Object pronouns' });
    for (const pronoun of ['kish', 'mish', "'esh/-sh/wish", 'makish', 'kamish', 'satish']) {
      expect(within(objects).getByRole('cell', { name: pronoun })).toBeInTheDocument();
    }
    const combinations = screen.getByRole('table', { name: /Subject \(rows\) acting on object/ });
    // 6 reflexive pairs and 1SG>1PL, 1PL>1SG.
    expect(within(combinations).getAllByRole('cell', { name: 'not used' })).toHaveLength(8);
    expect(within(combinations).getByRole('cell', { name: 'kish himmam' })).toBeInTheDocument();
    expect(screen.getByText(/sample forms/)).toBeInTheDocument();
  });

  it('when the combinations are wider than a phone, then they scroll in a box of their own that the keyboard reaches', async () => {
    const { user } = renderPronouns('/pronouns');

    const box = await screen.findByRole('region', { name: /Subject \(rows\) acting on object/ });
    expect(box).toHaveClass('table-responsive');
    expect(within(box).getByRole('table', { name: /Subject \(rows\) acting on object/ })).toBeInTheDocument();
    // The box is a tab stop of its own, just before the practice form, so the arrow keys can scroll it.
    screen.getByLabelText('Number of Items').focus();
    await user.tab({ shift: true });
    expect(box).toHaveFocus();
  });

  it('when a number of items is submitted, then the practice opens with it', async () => {
    const { user, router } = renderPronouns('/pronouns');

    const count = await screen.findByLabelText('Number of Items');
    expect(count).toHaveValue(10);
    expect(count).toHaveAttribute('min', '5');
    expect(count).toHaveAttribute('max', '28');
    await user.clear(count);
    await user.type(count, '7{Enter}');

    expect(router.state.location.pathname).toBe('/pronouns/practice');
    expect(router.state.location.search).toBe('?num=7');
    expect(await screen.findByText('#1/7')).toBeInTheDocument();
  });

  it('when the lesson shows, then it has one h1 and no serious axe violation', async () => {
    renderPronouns('/pronouns');

    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('pronoun quiz', () => {
  it.each([
    ['no count', '/pronouns/practice', '#1/10'],
    ['a count below 5', '/pronouns/practice?num=2', '#1/5'],
    ['a count above 28', '/pronouns/practice?num=99', '#1/28'],
    ['a count that is not a number', '/pronouns/practice?num=many', '#1/10'],
  ])(
    'when the quiz opens with %s, then the counter shows %s and a quiz starts',
    async (_case, path, counter) => {
      const { calls } = renderPronouns(path);

      expect(await screen.findByText(counter)).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute(
        'aria-valuenow',
        '0',
      );
      expect(screen.getByTestId('pronoun-prompt')).toHaveTextContent(/himma/);
      await waitFor(() =>
        expect(calls.filter((call) => call.path === '/api/start_pronoun_quiz')).toHaveLength(1),
      );
    },
  );

  it('when the answer is wrong, then the item stays and the answer is logged', async () => {
    const { calls } = renderPronouns('/pronouns/practice?num=5');
    await screen.findByText('#1/5');
    const user = takeOverTheClock();
    const [subject, object] = promptedAnswer();
    await user.selectOptions(screen.getByLabelText('Subject'), subject);
    await user.selectOptions(screen.getByLabelText('Object'), otherThan(object));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByText('Not quite. Try again.')).toBeInTheDocument();
    await passTime(FEEDBACK_MS);
    expect(screen.getByText('#1/5')).toBeInTheDocument();
    expect(screen.getByTestId('pronoun-prompt')).toHaveAttribute('data-combination', `${subject}>${object}`);
    expect(screen.queryByText('Not quite. Try again.')).not.toBeInTheDocument();
    const logged = calls.filter((call) => call.path === '/api/log_pronoun_answer');
    expect(logged.map((call) => JSON.parse(String(call.init?.body)))).toEqual([
      {
        quiz_id: 7,
        actual_subject: subject,
        actual_object: object,
        user_subject: subject,
        user_object: otherThan(object),
        // The device's id of the answer: sent again after a lost answer, it is logged once.
        opId: expect.stringMatching(/^[\w-]{8,64}$/),
      },
    ]);
    // The quiz was started with an id of the device's too.
    const [started] = calls.filter((call) => call.path === '/api/start_pronoun_quiz');
    expect(JSON.parse(String(started?.init?.body))).toEqual({ opId: expect.stringMatching(/^[\w-]{8,64}$/) });
  });

  it('when the answer is right, then the next item shows after 500 ms', async () => {
    renderPronouns('/pronouns/practice?num=5');
    await screen.findByText('#1/5');
    const user = takeOverTheClock();
    const [subject, object] = promptedAnswer();

    await user.selectOptions(screen.getByLabelText('Subject'), subject);
    await user.selectOptions(screen.getByLabelText('Object'), object);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByText('Correct!')).toBeInTheDocument();
    await passTime(FEEDBACK_MS - 1);
    expect(screen.getByText('#1/5')).toBeInTheDocument();
    await passTime(1);
    expect(screen.getByText('#2/5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('when every item is answered, then the finish text and Practice again! show', async () => {
    const { calls } = renderPronouns('/pronouns/practice?num=5');
    await screen.findByText('#1/5');
    const user = takeOverTheClock();

    for (let item = 1; item <= 5; item++) {
      expect(screen.getByText(`#${item}/5`)).toBeInTheDocument();
      const [subject, object] = promptedAnswer();
      await user.selectOptions(screen.getByLabelText('Subject'), subject);
      await user.selectOptions(screen.getByLabelText('Object'), object);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await passTime(FEEDBACK_MS);
    }

    expect(screen.getByText('Congratulations, you finished the pronoun quiz!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Practice again!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/log_pronoun_answer')).toHaveLength(5);
    // The five prompts were five different combinations.
    const answers = calls.filter((call) => call.path === '/api/log_pronoun_answer');
    const combinations = answers.map((call) => {
      const body = JSON.parse(String(call.init?.body)) as { actual_subject: string; actual_object: string };
      return `${body.actual_subject}>${body.actual_object}`;
    });
    expect(new Set(combinations).size).toBe(5);
  });

  it('when the server refuses to start the quiz, then it can still be practised without logging', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, calls } = renderPronouns('/pronouns/practice?num=5', {
      status: 500,
      body: { success: false, error: 'Boom.' },
    });
    await screen.findByText('#1/5');
    const [subject, object] = promptedAnswer();

    await user.selectOptions(screen.getByLabelText('Subject'), subject);
    await user.selectOptions(screen.getByLabelText('Object'), object);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('#2/5')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/log_pronoun_answer')).toHaveLength(0);
  });

  it('when the quiz shows, then the selects offer the six persons and axe finds nothing serious', async () => {
    renderPronouns('/pronouns/practice');
    await screen.findByText('#1/10');

    const subjectOptions = within(screen.getByLabelText('Subject')).getAllByRole('option');
    expect(subjectOptions.map((option) => option.getAttribute('value'))).toEqual([
      '',
      '1SG',
      '2SG',
      '3SG',
      '1PL',
      '2PL',
      '3PL',
    ]);
    expect(
      within(screen.getByLabelText('Object')).getByRole('option', {
        name: `1SG (${PRONOUN_FORMS['1SG'].objectLabel})`,
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
