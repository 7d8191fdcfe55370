import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';

/** As the route table holds them: admin routes, loaded lazily. */
const routes = testRoutes({
  admin: [
    {
      path: 'modify-vocab-lessons',
      page: async () => (await import('./modify-lessons-page')).ModifyLessonsPage,
    },
    {
      path: 'edit-vocab-lesson',
      page: async () => (await import('./edit-lesson-page')).EditLessonPage,
    },
    {
      path: 'create-new-sent',
      page: async () => (await import('./create-new-sent-page')).CreateNewSentPage,
    },
  ],
});

// Sample data, invented: not language material.
const AB12 = {
  id: 'ab12',
  title: 'Sample lesson 1',
  description: 'Sample words about the river.',
  data: JSON.stringify([
    { kind: 'lex', lexId: 1, lex: 'okihu' },
    { kind: 'lex', lexId: 2, lex: 'tietu' },
    { kind: 'sent', sentId: 's1' },
  ]),
  published: 0,
  date_added: '2025-03-04T18:15:00.000Z',
  done: false,
};
// A lesson made before titles: the server names it by its id.
const CD34 = {
  ...AB12,
  id: 'cd34',
  title: 'cd34',
  description: '',
  data: '[{"kind":"lex","lexId":3,"lex":"napam"}]',
  published: 1,
};
const SENTS = [{ id: 's1', text: 'Okihu tietuk.', trans: 'I see the river.', anno: '[]', timestamp: '' }];

/** The signed-in navbar asks for the count of review cards due. */
const NAVBAR_REVIEW: Record<string, Reply> = {
  'GET /api/review/summary': { body: { counts: { new: 0, learning: 0, review: 0 }, nextDue: null } },
};

/**
 * Renders `path` against a small fake server: its lessons are the two above, with the steps of the
 * last save and the state of the last publish call of each (the replies given may override any call).
 */
function open(path: string, replies: Record<string, Reply> = {}, admin = true) {
  const stored = (lesson: typeof AB12) => {
    let current = lesson;
    for (const call of calls) {
      const body =
        call.path === '/api/save-vocab-lesson' ? (JSON.parse(String(call.init?.body)) as unknown) : null;
      if (body && typeof body === 'object' && 'id' in body && 'steps' in body && body.id === lesson.id) {
        const names = body as { title?: string; description?: string };
        current = {
          ...current,
          data: JSON.stringify(body.steps),
          title: names.title ?? current.title,
          description: names.description ?? current.description,
        };
      }
      if (call.form?.id === lesson.id && call.path === '/api/publish-lesson')
        current = { ...current, published: 1 };
      if (call.form?.id === lesson.id && call.path === '/api/unpublish-lesson')
        current = { ...current, published: 0 };
    }
    return current;
  };
  const { calls } = mockFetch({
    ...signedIn(admin ? 'teacher' : 'learner', admin),
    ...NAVBAR_REVIEW,
    'GET /api/vocab-lessons-admin': {
      get body() {
        return { data: [AB12, CD34].map(stored) };
      },
    },
    'GET /api/vocab-lesson/ab12': {
      get body() {
        return { success: true, data: stored(AB12) };
      },
    },
    'GET /api/sents': {
      get body() {
        const created = calls
          .filter((call) => call.path === '/api/create-sent')
          .map((call, index) => ({
            ...(JSON.parse(call.form?.data ?? '{}') as { text: string; trans: string }),
            id: `s-new-${index}`,
            anno: '[]',
            timestamp: '',
          }));
        return { data: [...SENTS, ...created] };
      },
    },
    'POST /api/publish-lesson': { body: { success: true } },
    'POST /api/unpublish-lesson': { body: { success: true } },
    'POST /api/save-vocab-lesson': { body: { success: true, id: 'ab12' } },
    ...replies,
  });
  return { ...renderApp(path, { routes }), calls };
}

const row = (id: string) => screen.getByRole('link', { name: `Edit lesson ${id}` }).closest('tr')!;

/** The bodies of the console's level calls, in order. */
const levelCalls = (calls: ReturnType<typeof open>['calls']) =>
  calls
    .filter((c) => c.method === 'POST' && c.path === '/api/admin/visibility')
    .map((c) => JSON.parse(String(c.init?.body)) as unknown);

describe('/modify-vocab-lessons', () => {
  it('when the teacher sets one lesson to teachers only, then it is sent for that lesson and, once the list says so, the lesson carries the badge', async () => {
    let level = 'learners';
    const { user, calls } = open('/modify-vocab-lessons', {
      'GET /api/vocab-lessons-admin': {
        get body() {
          return { data: [{ ...AB12, visibility: level }, CD34] };
        },
      },
      'POST /api/admin/visibility': {
        get body() {
          level = 'teachers';
          return { success: true, changed: 1 };
        },
      },
      'GET /api/admin/visibility-counts': { body: {} },
    });
    await screen.findByRole('table');
    expect(within(row('ab12')).queryByText('Teachers only', { selector: '.badge' })).toBeNull();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Visible to: lesson Sample lesson 1' }),
      'teachers',
    );
    expect(await within(row('ab12')).findByText('Teachers only', { selector: '.badge' })).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.method === 'POST' && c.path === '/api/admin/visibility')
        .map((c) => JSON.parse(String(c.init?.body)) as unknown),
    ).toEqual([{ kind: 'lesson', ids: ['ab12'], visibility: 'teachers' }]);
    expect(screen.getByRole('checkbox', { name: 'Select lesson Sample lesson 1' })).not.toBeChecked();
  });

  it('when an admin opens it, then every lesson shows its content, state and an Edit link', async () => {
    open('/modify-vocab-lessons');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modify vocabulary lessons' }),
    ).toBeInTheDocument();
    await screen.findByRole('table');
    expect(within(row('ab12')).getByRole('rowheader')).toHaveTextContent('Sample lesson 1ab12');
    expect(within(row('cd34')).getByRole('rowheader')).toHaveTextContent(/^cd34$/);
    expect(row('ab12')).toHaveTextContent('okihu, tietu; 1 sentence');
    expect(row('ab12')).toHaveTextContent('Mar 4, 2025, 10:15 AM PST');
    expect(within(row('ab12')).getByText('Unpublished')).toHaveClass('bg-warning');
    expect(within(row('cd34')).getByText('Published')).toHaveClass('bg-success');
    expect(within(row('ab12')).getByRole('link', { name: 'Edit lesson ab12' })).toHaveAttribute(
      'href',
      '/edit-vocab-lesson?id=ab12',
    );
  });

  it('when there is no lesson yet, then the list says so and points to Add new lesson', async () => {
    open('/modify-vocab-lessons', { 'GET /api/vocab-lessons-admin': { body: { data: [] } } });

    expect(
      await screen.findByRole('heading', { level: 3, name: 'There are no lessons yet.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Build the first one with Add new lesson below/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add new lesson' })).toBeEnabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when a stored lesson is broken, then its row says what is wrong with it and still has its state and Edit link', async () => {
    open('/modify-vocab-lessons', {
      'GET /api/vocab-lessons-admin': {
        body: {
          data: [
            { ...AB12, data: '{broken' },
            { ...CD34, data: JSON.stringify([{ kind: 'lex', lexId: 3, lex: 'napam' }, { kind: 'quiz' }]) },
          ],
        },
      },
    });
    await screen.findByRole('table');

    expect(row('ab12')).toHaveTextContent('ERROR: Lesson JSON could not be parsed!');
    expect(within(row('ab12')).getByText('Unpublished')).toBeInTheDocument();
    expect(within(row('ab12')).getByRole('link', { name: 'Edit lesson ab12' })).toBeInTheDocument();
    expect(row('cd34')).toHaveTextContent('Unknown lesson step type!');
    expect(row('cd34')).toHaveTextContent('Readable steps: napam');
  });

  it('when an unpublished lesson is published, then the form call is made, the alert says so and its state changes', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls } = open('/modify-vocab-lessons');

    await user.click(await screen.findByRole('button', { name: 'Publish lesson ab12' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Published lesson ab12!'));
    expect(calls.find((call) => call.path === '/api/publish-lesson')?.form).toEqual({ id: 'ab12' });
    expect(within(row('ab12')).getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish lesson ab12' })).toBeInTheDocument();
  });

  it('when a published lesson is unpublished, then the alert says so', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls } = open('/modify-vocab-lessons');

    await user.click(await screen.findByRole('button', { name: 'Unpublish lesson cd34' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Unpublished lesson cd34!'));
    expect(calls.find((call) => call.path === '/api/unpublish-lesson')?.form).toEqual({ id: 'cd34' });
    expect(within(row('cd34')).getByText('Unpublished')).toBeInTheDocument();
  });

  it.each([
    ['the server answers success false', { body: { success: false } }],
    ['the server refuses', { status: 404, body: { success: false, error: 'Lesson not found.' } }],
    ['the network is down', networkDown()],
  ])('when %s, then the error alert shows and the state stays', async (_case, reply) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = open('/modify-vocab-lessons', { 'POST /api/publish-lesson': reply });

    await user.click(await screen.findByRole('button', { name: 'Publish lesson ab12' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error publishing/unpublishing lesson ab12!'));
    expect(within(row('ab12')).getByText('Unpublished')).toBeInTheDocument();
  });

  it('when a new lesson is built and saved, then it is posted under a fresh id and the list reloads', async () => {
    const { user, calls } = open('/modify-vocab-lessons', {
      'GET /api/lexs': { body: { data: [{ id: 5, lex: 'lomu', pos: 'v', gloss: 'walk', notes: '' }] } },
    });

    // The button waits for the lesson list (a new id must differ from every existing one).
    const add = await screen.findByRole('button', { name: 'Add new lesson' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const builder = await screen.findByRole('region', { name: 'New lesson' });
    const id = within(builder).getByText(/^[0-9a-z]{4}$/).textContent;
    expect(id).toMatch(/[a-z]/);
    expect(['ab12', 'cd34']).not.toContain(id);

    await user.click(within(builder).getByRole('button', { name: 'Add word' }));
    await user.click(await within(builder).findByRole('radio', { name: /lomu/ }));
    await user.click(within(builder).getByRole('button', { name: 'Add word' }));
    // A new lesson needs its title before it is sent.
    await user.click(within(builder).getByRole('button', { name: 'Save' }));
    expect(within(builder).getByLabelText('Title')).toHaveFocus();
    expect(within(builder).getByText('The lesson needs a title.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/save-vocab-lesson')).toBe(false);
    await user.type(within(builder).getByLabelText('Title'), 'Sample lesson 3');
    // A new lesson is for learners unless the teacher picks another level (ADR 062).
    await user.selectOptions(within(builder).getByRole('combobox', { name: 'Visible to' }), 'teachers');
    await user.click(within(builder).getByRole('button', { name: 'Save' }));

    expect(await within(builder).findByText('Lesson "Sample lesson 3" saved.')).toBeInTheDocument();
    const save = calls.find((call) => call.path === '/api/save-vocab-lesson');
    expect(JSON.parse(String(save?.init?.body))).toEqual({
      id,
      steps: [{ kind: 'lex', lexId: 5, lex: 'lomu' }],
      title: 'Sample lesson 3',
      description: '',
      visibility: 'teachers',
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/vocab-lessons-admin')).toHaveLength(2),
    );

    await user.click(within(builder).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'New lesson' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add new lesson' })).toHaveFocus();
  });

  it('when a new lesson has been saved, then its level is set at once in the builder, by the console’s call, and a later Save carries no level', async () => {
    // The server's lessons: the two above, and the new one once saved, at the level it was given.
    const levels = new Map<string, string>();
    let newLesson: { id: string; title: string } | null = null;
    const { user, calls } = open('/modify-vocab-lessons', {
      'GET /api/lexs': { body: { data: [{ id: 5, lex: 'lomu', pos: 'v', gloss: 'walk', notes: '' }] } },
      'GET /api/vocab-lessons-admin': {
        get body() {
          const made = newLesson
            ? [{ ...CD34, ...newLesson, published: 0, visibility: levels.get(newLesson.id) }]
            : [];
          return { data: [AB12, CD34, ...made] };
        },
      },
      'POST /api/save-vocab-lesson': {
        get body() {
          const last = calls.filter((c) => c.path === '/api/save-vocab-lesson').at(-1)!;
          const sent = JSON.parse(String(last.init?.body)) as {
            id: string;
            title: string;
            visibility?: string;
          };
          if (!newLesson) {
            newLesson = { id: sent.id, title: sent.title };
            levels.set(sent.id, sent.visibility ?? 'learners');
          }
          return { success: true, id: sent.id };
        },
      },
      'POST /api/admin/visibility': {
        get body() {
          const last = levelCalls(calls).at(-1) as { ids: string[]; visibility: string };
          levels.set(last.ids[0]!, last.visibility);
          return { success: true, changed: 1 };
        },
      },
    });
    const add = await screen.findByRole('button', { name: 'Add new lesson' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const builder = await screen.findByRole('region', { name: 'New lesson' });
    const id = within(builder).getByText(/^[0-9a-z]{4}$/).textContent!;
    // Pasted, not typed: typing is the test above's; a keystroke each re-renders the whole page.
    await user.click(within(builder).getByLabelText('Title'));
    await user.paste('Sample lesson 3');
    await user.click(within(builder).getByRole('button', { name: 'Add word' }));
    await user.click(await within(builder).findByRole('radio', { name: /lomu/ }));
    await user.click(within(builder).getByRole('button', { name: 'Add word' }));
    const before = within(builder).getByRole('combobox', { name: 'Visible to' });
    expect(before).not.toHaveAccessibleDescription();
    await user.selectOptions(before, 'teachers');
    // Before the lesson exists, choosing a level calls nothing: it goes with the first save.
    expect(levelCalls(calls)).toEqual([]);
    await user.click(within(builder).getByRole('button', { name: 'Save' }));
    expect(await within(builder).findByText('Lesson "Sample lesson 3" saved.')).toBeInTheDocument();

    // Saved, the lesson has a level of its own: the control now sets it at once.
    const level = within(builder).getByRole('combobox', { name: 'Visible to' });
    expect(level).toHaveValue('teachers');
    expect(level).toHaveAccessibleDescription('Applies as soon as you choose; Save is not needed.');
    await user.selectOptions(level, 'public');
    await waitFor(() =>
      expect(levelCalls(calls)).toEqual([{ kind: 'lesson', ids: [id], visibility: 'public' }]),
    );
    await waitFor(() =>
      expect(within(builder).getByRole('combobox', { name: 'Visible to' })).toHaveValue('public'),
    );
    expect(screen.getByRole('combobox', { name: 'Visible to: lesson Sample lesson 3' })).toHaveValue(
      'public',
    );

    await user.click(within(builder).getByLabelText('Description (optional)'));
    await user.paste('Walking.');
    await user.click(within(builder).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/save-vocab-lesson')).toHaveLength(2));
    const second = calls.filter((c) => c.path === '/api/save-vocab-lesson')[1]!;
    expect(JSON.parse(String(second.init?.body))).not.toHaveProperty('visibility');
    // The builder with its level control (the rest of the page has its own axe test below).
    expect(await seriousAxeViolations(builder)).toEqual([]);
  });

  it('when the lessons cannot be loaded, then the page says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open('/modify-vocab-lessons', { 'GET /api/vocab-lessons-admin': networkDown() });

    expect(await screen.findByText('The lessons could not be loaded. Please refresh the page.')).toHaveRole(
      'alert',
    );
    expect(screen.getByRole('button', { name: 'Add new lesson' })).toBeDisabled();
  });

  it('when a lesson is saved on its edit page, then the list shows its new content without a reload', async () => {
    const { user, calls } = open('/modify-vocab-lessons');
    expect(
      within(await screen.findByRole('row', { name: /ab12/ })).getByText('okihu, tietu; 1 sentence'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Edit lesson ab12' }));
    const first = await screen.findByRole('group', { name: 'Step 1: okihu' });
    await user.click(within(first).getByRole('button', { name: 'Remove' }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Sample lesson 1b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lesson "Sample lesson 1b" saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the lessons' }));

    expect(await within(row('ab12')).findByText('tietu; 1 sentence')).toBeInTheDocument();
    expect(within(row('ab12')).getByRole('rowheader')).toHaveTextContent('Sample lesson 1b');
    expect(calls.filter((call) => call.path === '/api/vocab-lessons-admin')).toHaveLength(2);
  });

  it('when a user who is not admin opens it, then they are sent to / and nothing is fetched', async () => {
    const { router, calls } = open('/modify-vocab-lessons', {}, false);

    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The home page's Continue may ask for the published lessons; the builder's list is never asked.
    expect(calls.some((call) => call.path === '/api/vocab-lessons-admin')).toBe(false);
  });

  it('when the page shows, then axe finds no serious violations', async () => {
    open('/modify-vocab-lessons');
    await screen.findByRole('table');

    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('/edit-vocab-lesson', () => {
  it('when an admin opens a lesson, then its date, state, raw data and steps show', async () => {
    open('/edit-vocab-lesson?id=ab12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit lesson ab12' })).toBeInTheDocument();
    expect(await screen.findByText('Mar 4, 2025, 10:15 AM PST')).toBeInTheDocument();
    expect(screen.getByText('Unpublished')).toBeInTheDocument();
    expect(screen.getByLabelText('Raw lesson data')).toHaveTextContent(AB12.data);
    expect(await screen.findByText('Okihu tietuk.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Step 1: okihu' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Sample lesson 1');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('Sample words about the river.');
  });

  it('when the title and description are changed and saved, then the server stores them and the page shows them', async () => {
    const { user, calls } = open('/edit-vocab-lesson?id=ab12');
    const title = await screen.findByLabelText('Title');

    await user.clear(title);
    await user.type(title, '  Sample lesson: the river  ');
    await user.clear(screen.getByLabelText('Description (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Lesson "Sample lesson: the river" saved.')).toBeInTheDocument();
    const save = calls.find((call) => call.path === '/api/save-vocab-lesson');
    expect(JSON.parse(String(save?.init?.body))).toMatchObject({
      id: 'ab12',
      title: 'Sample lesson: the river',
      description: '',
    });
    // The trimmed title replaces what was typed.
    expect(screen.getByLabelText('Title')).toHaveValue('Sample lesson: the river');
  });

  it('when the teacher picks another level in the builder, then it is set at once by the console’s call, Save carries no level, and the page passes axe', async () => {
    let level = 'teachers';
    const { user, calls } = open('/edit-vocab-lesson?id=ab12', {
      'GET /api/vocab-lesson/ab12': {
        get body() {
          return { success: true, data: { ...AB12, visibility: level } };
        },
      },
      'POST /api/admin/visibility': {
        get body() {
          level = 'learners';
          return { success: true, changed: 1 };
        },
      },
    });
    const control = await screen.findByRole('combobox', { name: 'Visible to' });
    expect(control).toHaveValue('teachers');
    expect(control).toHaveAccessibleDescription('Applies as soon as you choose; Save is not needed.');
    const reads = calls.filter((c) => c.path === '/api/vocab-lesson/ab12').length;

    await user.selectOptions(control, 'learners');

    await waitFor(() =>
      expect(levelCalls(calls)).toEqual([{ kind: 'lesson', ids: ['ab12'], visibility: 'learners' }]),
    );
    // The lesson is asked for again, and shows the level the server now has.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/vocab-lesson/ab12').length).toBeGreaterThan(reads),
    );
    expect(screen.getByRole('combobox', { name: 'Visible to' })).toHaveValue('learners');
    expect(calls.some((c) => c.path === '/api/save-vocab-lesson')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lesson "Sample lesson 1" saved.')).toBeInTheDocument();
    const save = calls.find((call) => call.path === '/api/save-vocab-lesson');
    expect(JSON.parse(String(save?.init?.body))).not.toHaveProperty('visibility');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the server refuses the level, then the builder shows the stored level again and says why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = open('/edit-vocab-lesson?id=ab12', {
      'POST /api/admin/visibility': {
        status: 404,
        body: { success: false, error: 'No lesson with id ab12.', missing: ['ab12'] },
      },
    });
    const control = await screen.findByRole('combobox', { name: 'Visible to' });
    expect(control).toHaveValue('learners');

    await user.selectOptions(control, 'public');

    expect(await screen.findByRole('alert')).toHaveTextContent('No lesson with id ab12.');
    expect(screen.getByRole('combobox', { name: 'Visible to' })).toHaveValue('learners');
  });

  it('when the title is emptied, then Save says the lesson needs a title at the field, focuses it and sends nothing', async () => {
    const { user, calls } = open('/edit-vocab-lesson?id=ab12');
    const title = await screen.findByLabelText('Title');

    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(expect.stringContaining('The lesson needs a title.'));
    expect(calls.some((call) => call.path === '/api/save-vocab-lesson')).toBe(false);
  });

  it('when the publish button is pressed, then the lesson is published and the badge changes', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls } = open('/edit-vocab-lesson?id=ab12');

    await user.click(await screen.findByRole('button', { name: 'Publish lesson ab12' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Published lesson ab12!'));
    expect(calls.find((call) => call.path === '/api/publish-lesson')?.form).toEqual({ id: 'ab12' });
    expect(screen.getByText('Published')).toHaveClass('bg-success');
  });

  it('when the steps are reordered and saved, then the lesson is replaced and the raw data follows', async () => {
    const { user, calls } = open('/edit-vocab-lesson?id=ab12');
    const first = await screen.findByRole('group', { name: 'Step 1: okihu' });

    await user.click(within(first).getByRole('button', { name: 'Move down' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Lesson "Sample lesson 1" saved.')).toBeInTheDocument();
    const expected = [
      { kind: 'lex', lexId: 2, lex: 'tietu' },
      { kind: 'lex', lexId: 1, lex: 'okihu' },
      { kind: 'sent', sentId: 's1' },
    ];
    const save = calls.find((call) => call.path === '/api/save-vocab-lesson');
    expect(JSON.parse(String(save?.init?.body))).toEqual({
      id: 'ab12',
      steps: expected,
      title: 'Sample lesson 1',
      description: 'Sample words about the river.',
    });
    expect(screen.getByLabelText('Raw lesson data')).toHaveTextContent(JSON.stringify(expected));
  });

  it.each([
    [
      'the lesson does not exist',
      { status: 404, body: { success: false, error: 'Lesson not found.' } },
      'Lesson not found!',
    ],
    ['the network is down', networkDown(), 'Lesson could not be loaded!'],
  ])('when %s, then the page says so', async (_case, reply, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open('/edit-vocab-lesson?id=ab12', { 'GET /api/vocab-lesson/ab12': reply });

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lessons' })).toHaveAttribute(
      'href',
      '/modify-vocab-lessons',
    );
  });

  it.each([
    ['is not JSON', '{broken', 'ERROR: Lesson JSON could not be parsed!', []],
    [
      'has a word step with malformed fields',
      JSON.stringify([
        { kind: 'lex', lexId: 'one' },
        { kind: 'lex', lexId: 2, lex: 'tietu' },
      ]),
      'Failure to initialize lesson!',
      ['Step 1: tietu'],
    ],
    [
      'has a step of an unknown kind',
      JSON.stringify([
        { kind: 'video', url: 'x' },
        { kind: 'lex', lexId: 1, lex: 'okihu' },
      ]),
      'Unknown lesson step type!',
      ['Step 1: okihu'],
    ],
  ])(
    'when the stored lesson %s, then the page says so and still shows its date, badge, raw data and a builder of what could be read',
    async (_case, data, message, steps) => {
      open('/edit-vocab-lesson?id=ab12', {
        'GET /api/vocab-lesson/ab12': { body: { success: true, data: { ...AB12, data } } },
      });

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByText('Mar 4, 2025, 10:15 AM PST')).toBeInTheDocument();
      expect(screen.getByText('Unpublished')).toHaveClass('bg-warning');
      expect(screen.getByRole('button', { name: 'Publish lesson ab12' })).toBeInTheDocument();
      expect(screen.getByLabelText('Raw lesson data').textContent).toBe(data);
      expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
      const shown = screen
        .queryAllByRole('group', { name: /^Step \d+:/ })
        .map((g) => g.getAttribute('aria-label'));
      expect(shown).toEqual(steps);
      expect(await seriousAxeViolations()).toEqual([]);
    },
  );

  it('when a broken stored lesson is saved from what could be read, then it is replaced and the warning goes', async () => {
    const broken = JSON.stringify([
      { kind: 'lex', lexId: 1, lex: 'okihu' },
      { kind: 'video' },
      { kind: 'sent', sentId: 's1' },
    ]);
    const saved = [
      { kind: 'lex', lexId: 1, lex: 'okihu' },
      { kind: 'sent', sentId: 's1' },
    ];
    const { user, calls } = open('/edit-vocab-lesson?id=ab12', {
      'GET /api/vocab-lesson/ab12': {
        get body() {
          const done = calls.some((call) => call.path === '/api/save-vocab-lesson');
          return { success: true, data: { ...AB12, data: done ? JSON.stringify(saved) : broken } };
        },
      },
    });
    expect(await screen.findByText('Unknown lesson step type!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Lesson "Sample lesson 1" saved.')).toBeInTheDocument();
    const save = calls.find((call) => call.path === '/api/save-vocab-lesson');
    expect(JSON.parse(String(save?.init?.body))).toMatchObject({ id: 'ab12', steps: saved });
    await waitFor(() => expect(screen.queryByText('Unknown lesson step type!')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Raw lesson data')).toHaveTextContent(JSON.stringify(saved));
  });

  it('when the id is missing, then "Lesson not found!" shows without a call', async () => {
    const { calls } = open('/edit-vocab-lesson');

    expect(await screen.findByText('Lesson not found!')).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/vocab-lesson/'))).toBe(false);
  });

  it('when the page shows, then axe finds no serious violations', async () => {
    open('/edit-vocab-lesson?id=ab12');
    await screen.findByText('Okihu tietuk.');

    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('/create-new-sent', () => {
  it('when a sentence is created, then it is posted and the new id shows', async () => {
    const { user, calls } = open('/create-new-sent', {
      'POST /api/create-sent': { body: { success: true, id: 's-new' } },
    });

    await user.type(await screen.findByLabelText('Sentence'), 'Kawi lomuk.');
    await user.type(screen.getByLabelText('Translation'), 'The tree walks.');
    await user.click(screen.getByRole('button', { name: 'Create sentence' }));

    expect(await screen.findByText(/Sentence created with the id s-new/)).toBeInTheDocument();
    expect(JSON.parse(calls.find((call) => call.path === '/api/create-sent')?.form?.data ?? '')).toEqual({
      text: 'Kawi lomuk.',
      trans: 'The tree walks.',
      anno: [],
    });
    expect(screen.getByLabelText('Sentence')).toHaveValue('');
  });

  it('when a sentence is created, then the builder can add it at once without a reload', async () => {
    const { user } = open('/edit-vocab-lesson?id=ab12', {
      'POST /api/create-sent': { body: { success: true, id: 's-new-0' } },
    });
    // The edit page has loaded the sentences (for the text of its sentence step).
    expect(await screen.findByText('Okihu tietuk.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the lessons' }));
    await user.click(await screen.findByRole('link', { name: 'Create a new sentence' }));

    await user.type(await screen.findByLabelText('Sentence'), 'Kawi lomuk.');
    await user.type(screen.getByLabelText('Translation'), 'The tree walks.');
    await user.click(screen.getByRole('button', { name: 'Create sentence' }));
    expect(await screen.findByText(/Sentence created with the id s-new-0/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the lessons' }));
    const add = await screen.findByRole('button', { name: 'Add new lesson' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await user.click(await screen.findByRole('button', { name: 'Add sentence' }));

    expect(await screen.findByRole('radio', { name: /Kawi lomuk\./ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Okihu tietuk\./ })).toBeInTheDocument();
  });

  it('when a field is empty, then it says which and sends nothing', async () => {
    const { user, calls } = open('/create-new-sent');

    await user.type(await screen.findByLabelText('Sentence'), 'Kawi lomuk.');
    await user.click(screen.getByRole('button', { name: 'Create sentence' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Translation is required.');
    expect(calls.some((call) => call.path === '/api/create-sent')).toBe(false);
  });

  it('when the server refuses, then its error shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = open('/create-new-sent', {
      'POST /api/create-sent': {
        status: 400,
        body: { success: false, error: 'Sentence must be at most 2000 characters long.' },
      },
    });

    await user.type(await screen.findByLabelText('Sentence'), 'Kawi lomuk.');
    await user.type(screen.getByLabelText('Translation'), 'The tree walks.');
    await user.click(screen.getByRole('button', { name: 'Create sentence' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sentence must be at most 2000 characters long.',
    );
  });

  it('when the page shows, then axe finds no serious violations', async () => {
    open('/create-new-sent');
    await screen.findByLabelText('Sentence');

    expect(await seriousAxeViolations()).toEqual([]);
  });
});
