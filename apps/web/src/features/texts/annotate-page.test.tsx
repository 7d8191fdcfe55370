import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import {
  DISCARD_CONFIRM,
  ERROR_BANNER_MS,
  serverReasonMessage,
  SUBMIT_ERROR,
  SUBMIT_SUCCESS,
  SUCCESS_DELAY_MS,
} from './annotation-editor';
import { NEW_TEXT_DRAFT_KEY } from './draft-storage';
import { TITLE_WARNING } from './review-tab';

/** As the route table holds it: an admin route, loaded lazily. */
const routes = testRoutes({
  signedIn: [{ path: 'texts', element: <p>The text index</p> }],
  admin: [
    {
      path: 'annotate',
      page: async () => (await import('./annotate-page')).AnnotatePage,
    },
  ],
});

// Sample entries, invented: not language material.
const LEXICON = [
  { id: 1, lex: 'tietu', pos: 'v', gloss: 'see', notes: '' },
  { id: 2, lex: 'okihu', pos: 'n', gloss: 'river', notes: '' },
  { id: 3, lex: 'tietuma', pos: 'n', gloss: 'sight', notes: '' },
];

function openAnnotate({ admin = true, replies = {} as Record<string, Reply> } = {}) {
  const { calls } = mockFetch({
    ...signedIn(admin ? 'teacher' : 'learner', admin),
    'GET /api/lexs': { body: { data: LEXICON } },
    ...replies,
  });
  return { ...renderApp('/annotate', { routes }), calls };
}

const fakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
const tab = (name: string) => screen.getByRole('tab', { name });
const sentence = (n: number, text: string) => screen.getByRole('group', { name: `Sentence ${n}: ${text}` });

async function fillBase(user: UserEvent, title: string, baseText: string) {
  const titleField = await screen.findByLabelText('Title');
  if (title) await user.type(titleField, title);
  await user.click(screen.getByLabelText('Base text'));
  await user.paste(baseText);
}

async function annotate(user: UserEvent) {
  await fillBase(user, 'The river', 'Okihu tietuk.\n\n  \nNapam.');
  await user.click(screen.getByRole('button', { name: 'Next: Word' }));

  const first = sentence(1, 'Okihu tietuk.');
  await user.type(within(first).getByLabelText('Translation'), 'I see the river.');
  await user.type(within(first).getByLabelText('Gloss of Okihu'), 'river');
  await user.type(within(first).getByLabelText('Gloss of tietuk'), 'see-1SG');
  const second = sentence(2, 'Napam.');
  await user.type(within(second).getByLabelText('Translation'), 'A stone.');
  await user.type(within(second).getByLabelText('Gloss of Napam'), 'stone');
  await user.click(tab('Morpheme'));

  // okihu is the word of exactly one entry: linked at once. The teacher removes that link.
  expect(await screen.findByText('linked to okihu (river)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Change link morph okihu of Okihu' }));
  const okihuPicker = await screen.findByRole('dialog', { name: 'Link morph okihu to a lexical entry' });
  await user.click(within(okihuPicker).getByRole('button', { name: 'Remove link' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Link morph okihu of Okihu' })).toHaveFocus();

  const breaks = screen.getByLabelText('Morphemes of tietuk');
  expect(breaks).toHaveValue('tietuk');
  await user.clear(breaks);
  await user.type(breaks, 'tietu -k');
  // tietu, once broken out, is linked to its one entry; the teacher checks it in the picker.
  expect(screen.getByText('linked to tietu (see)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Change link morph tietu of tietuk' }));
  const picker = await screen.findByRole('dialog', { name: 'Link morph tietu to a lexical entry' });
  expect(within(picker).getByRole('searchbox', { name: 'Search the lexicon' })).toHaveValue('tietu');
  expect(within(picker).getByText('2 entries match.')).toBeInTheDocument();
  const current = within(picker).getByRole('button', { name: 'tietu (v) see' });
  expect(current).toHaveAttribute('aria-current', 'true');
  await user.click(current);
  expect(await screen.findByText('linked to tietu (see)')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Change link morph tietu of tietuk' })).toHaveFocus();
  await user.click(tab('Review'));
}

const EXPECTED_TEXT = {
  title: 'The river',
  sents: [
    {
      text: 'Okihu tietuk.',
      trans: 'I see the river.',
      words: [
        { text: 'Okihu', gloss: 'river', morphs: [{ text: 'okihu' }] },
        { text: 'tietuk.', gloss: 'see-1SG', morphs: [{ text: 'tietu', lexId: 1 }, { text: '-k' }] },
      ],
    },
    {
      text: 'Napam.',
      trans: 'A stone.',
      words: [{ text: 'Napam.', gloss: 'stone', morphs: [{ text: 'napam' }] }],
    },
  ],
};

afterEach(() => window.localStorage.clear());

describe('annotate page', () => {
  it('when a text is annotated through Base, Word, Morpheme and Review and submitted, then add-text gets its JSON and the text index follows after 1.5 s', async () => {
    const { user, calls, router } = openAnnotate({
      replies: { 'POST /api/add-text': { body: { success: true, id: 8 } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Annotate a text' })).toBeInTheDocument();
    expect(tab('Base')).toHaveAttribute('aria-selected', 'true');

    await annotate(user);

    expect(screen.getByRole('heading', { level: 2, name: 'The river' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'tietu' })).toBeInTheDocument();
    expect(screen.queryByText(TITLE_WARNING)).not.toBeInTheDocument();
    fakeClock();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(SUBMIT_SUCCESS)).toBeInTheDocument();
    const post = calls.find((call) => call.path === '/api/add-text');
    expect(post?.method).toBe('POST');
    expect(post?.form?.title).toBe('The river');
    // Left as it was, the level is the default: learners (ADR 062).
    expect(post?.form?.visibility).toBe('learners');
    expect(JSON.parse(post!.form!.data!)).toEqual(EXPECTED_TEXT);
    expect(window.localStorage.getItem(NEW_TEXT_DRAFT_KEY)).toBeNull();

    act(() => void vi.advanceTimersByTime(SUCCESS_DELAY_MS - 100));
    expect(router.state.location.pathname).toBe('/annotate');
    act(() => void vi.advanceTimersByTime(100));
    expect(await screen.findByText('The text index')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/texts');

    // The editor starts afresh: no title, no text, the Base tab.
    await act(() => router.navigate('/annotate'));
    expect(await screen.findByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Base text')).toHaveValue('');
    expect(tab('Base')).toHaveAttribute('aria-selected', 'true');
  });

  it('when the page is left during the success notice, then the timer is cleared and nothing navigates', async () => {
    const { user, router, unmount } = openAnnotate({
      replies: { 'POST /api/add-text': { body: { success: true, id: 8 } } },
    });
    await fillBase(user, 'The river', 'Okihu tietuk.');
    await user.click(tab('Review'));
    fakeClock();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(SUBMIT_SUCCESS);

    unmount();
    act(() => void vi.advanceTimersByTime(SUCCESS_DELAY_MS));

    expect(router.state.location.pathname).toBe('/annotate');
  });

  it('when the title is empty, then Review warns, Submit is disabled and the warning leads to the Base tab', async () => {
    const { user, calls } = openAnnotate();
    await fillBase(user, '', 'Okihu tietuk.');

    await user.click(tab('Review'));

    expect(screen.getByText(TITLE_WARNING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAccessibleDescription(TITLE_WARNING);

    await user.click(screen.getByRole('button', { name: 'Add it in the Base tab' }));

    expect(tab('Base')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Base')).toHaveFocus();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(tab('Review'));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(calls.some((call) => call.path === '/api/add-text')).toBe(false);
  });

  it.each([
    [
      'the server refuses it',
      { status: 400, body: { success: false, error: 'No lexical entry has the id 99.' } },
      'No lexical entry has the id 99.',
    ],
    [
      'the server fails',
      { status: 500, body: { success: false, error: 'Something went wrong.' } },
      undefined,
    ],
    ['the network fails', networkDown(), undefined],
  ])(
    'when submitting fails because %s, then the error banner shows for 3 s, the server reason (if any) stays and the work stays',
    async (_case, reply, reason) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user, router } = openAnnotate({ replies: { 'POST /api/add-text': reply } });
      await fillBase(user, 'The river', 'Okihu tietuk.');
      await user.click(tab('Review'));
      fakeClock();

      await user.click(screen.getByRole('button', { name: 'Submit' }));

      expect(await screen.findByText(SUBMIT_ERROR)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
      act(() => void vi.advanceTimersByTime(ERROR_BANNER_MS - 100));
      expect(screen.getByText(SUBMIT_ERROR)).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(100));
      expect(screen.queryByText(SUBMIT_ERROR)).not.toBeInTheDocument();
      if (reason) {
        // A reason retrying cannot fix stays until the teacher dismisses it or submits again.
        const shown = screen.getByText(serverReasonMessage(reason));
        expect(shown.closest('[role="alert"]')).not.toBeNull();
        await user.click(screen.getByRole('button', { name: 'Dismiss the reason' }));
        expect(screen.queryByText(serverReasonMessage(reason))).not.toBeInTheDocument();
      } else {
        expect(screen.queryByText(/The server gave this reason/)).not.toBeInTheDocument();
      }
      expect(router.state.location.pathname).toBe('/annotate');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
      expect(window.localStorage.getItem(NEW_TEXT_DRAFT_KEY)).not.toBeNull();
    },
  );

  it('when a refused text is submitted again, then the old reason goes while it is sent and the new answer counts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openAnnotate({
      replies: {
        'POST /api/add-text': {
          status: 400,
          body: { success: false, error: 'No lexical entry has the id 99.' },
        },
      },
    });
    await fillBase(user, 'The river', 'Okihu tietuk.');
    await user.click(tab('Review'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(serverReasonMessage('No lexical entry has the id 99.')),
    ).toBeInTheDocument();
    mockFetch({
      ...signedIn('teacher', true),
      'GET /api/lexs': { body: { data: LEXICON } },
      'POST /api/add-text': { body: { success: true, id: 8 } },
    });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(SUBMIT_SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText(/The server gave this reason/)).not.toBeInTheDocument();
  });

  it('when a text is being sent and during the success notice, then every field and button is locked and no draft comes back', async () => {
    const { user, router, calls } = openAnnotate({
      replies: { 'POST /api/add-text': { body: { success: true, id: 8 } } },
    });
    await fillBase(user, 'The river', 'Okihu tietuk.');
    await user.click(tab('Review'));
    expect(window.localStorage.getItem(NEW_TEXT_DRAFT_KEY)).not.toBeNull();
    const release = holdReplies('/api/add-text');
    fakeClock();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // While it is sent: the tabs, Submit and the preview's buttons are disabled; a tab cannot be chosen.
    const locked = () => {
      for (const name of ['Base', 'Word', 'Morpheme', 'Review']) expect(tab(name)).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    };
    await waitFor(locked);
    await user.click(tab('Base'));
    expect(tab('Review')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();

    release();
    expect(await screen.findByText(SUBMIT_SUCCESS)).toBeInTheDocument();
    expect(window.localStorage.getItem(NEW_TEXT_DRAFT_KEY)).toBeNull();

    // During the notice: still locked; nothing typed or clicked changes the text or saves a draft.
    locked();
    await user.click(tab('Base'));
    await user.keyboard('{ArrowLeft}abc');
    expect(tab('Review')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(SUCCESS_DELAY_MS - 100));
    expect(window.localStorage.getItem(NEW_TEXT_DRAFT_KEY)).toBeNull();
    act(() => void vi.advanceTimersByTime(100));
    expect(await screen.findByText('The text index')).toBeInTheDocument();
    expect(window.localStorage.getItem(NEW_TEXT_DRAFT_KEY)).toBeNull();

    // Opening the editor again offers nothing to restore, so the text cannot be added twice.
    await act(() => router.navigate('/annotate'));
    expect(await screen.findByLabelText('Title')).toHaveValue('');
    expect(screen.queryByText('Your unsaved work on this text was restored.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Base text')).toBeEnabled();
    expect(calls.filter((call) => call.path === '/api/add-text')).toHaveLength(1);
  });

  it('when a word is broken into morphs, then a morph matching exactly one entry is linked, one matching two is not, and an unlink stays through retyping', async () => {
    const { user } = openAnnotate({
      replies: {
        'GET /api/lexs': {
          body: {
            data: [
              ...LEXICON,
              // Two entries spelled alike (sample, invented): no automatic choice between them.
              { id: 4, lex: 'napam', pos: 'n', gloss: 'stone', notes: '' },
              { id: 5, lex: 'Napam', pos: 'v', gloss: 'throw', notes: '' },
            ],
          },
        },
      },
    });
    await fillBase(user, 'Links', 'Okihu napam.');
    await user.click(tab('Morpheme'));

    expect(await screen.findByText('linked to okihu (river)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link morph napam of napam' })).toBeInTheDocument();

    // The teacher picks one of the two by hand, and can change an automatic link.
    await user.click(screen.getByRole('button', { name: 'Link morph napam of napam' }));
    let picker = await screen.findByRole('dialog', { name: 'Link morph napam to a lexical entry' });
    await user.click(within(picker).getByRole('button', { name: 'Napam (v) throw' }));
    expect(await screen.findByText('linked to Napam (throw)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change link morph okihu of Okihu' }));
    picker = await screen.findByRole('dialog', { name: 'Link morph okihu to a lexical entry' });
    await user.click(within(picker).getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const breaks = screen.getByLabelText('Morphemes of Okihu');
    await user.clear(breaks);
    await user.type(breaks, 'okihu');

    expect(screen.getByRole('button', { name: 'Link morph okihu of Okihu' })).toBeInTheDocument();
    expect(screen.getByText('linked to Napam (throw)')).toBeInTheDocument();
  });

  it('when the page is opened again after a reload, then the work in progress is restored, and can be discarded', async () => {
    const first = openAnnotate();
    await fillBase(first.user, 'The river', 'Okihu tietuk.');
    await first.user.click(tab('Word'));
    await first.user.type(screen.getByLabelText('Gloss of Okihu'), 'river');
    first.unmount();

    const { user } = openAnnotate();

    expect(await screen.findByText('Your unsaved work on this text was restored.')).toBeInTheDocument();
    expect(tab('Word')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Gloss of Okihu')).toHaveValue('river');
    await user.click(tab('Base'));
    expect(screen.getByLabelText('Title')).toHaveValue('The river');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));

    expect(confirm).toHaveBeenCalledWith(DISCARD_CONFIRM);
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Base text')).toHaveValue('');
    expect(window.localStorage.getItem(NEW_TEXT_DRAFT_KEY)).toBeNull();
  });

  it('when the teacher picks Teachers only, then the choice comes back with the draft after a reload, add-text sends it, and the next text starts at Learners', async () => {
    const first = openAnnotate();
    const level = await screen.findByRole('combobox', { name: 'Visible to' });
    expect(level).toHaveValue('learners');
    await first.user.selectOptions(level, 'teachers');
    await fillBase(first.user, 'The river', 'Okihu tietuk.');
    first.unmount();

    const { user, calls, router } = openAnnotate({
      replies: { 'POST /api/add-text': { body: { success: true, id: 8 } } },
    });
    expect(await screen.findByText('Your unsaved work on this text was restored.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Visible to' })).toHaveValue('teachers');
    await user.click(tab('Review'));
    // The level stays in sight beside the tabs while the teacher reviews the text.
    expect(screen.getByRole('combobox', { name: 'Visible to' })).toHaveValue('teachers');
    expect(await seriousAxeViolations()).toEqual([]);
    fakeClock();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(SUBMIT_SUCCESS)).toBeInTheDocument();
    const post = calls.find((call) => call.path === '/api/add-text');
    expect(post?.form).toMatchObject({ title: 'The river', visibility: 'teachers' });
    act(() => void vi.advanceTimersByTime(SUCCESS_DELAY_MS));
    expect(await screen.findByText('The text index')).toBeInTheDocument();
    await act(() => router.navigate('/annotate'));
    expect(await screen.findByRole('combobox', { name: 'Visible to' })).toHaveValue('learners');
  });

  it('when only the level was changed and the work is discarded, then the level is Learners again', async () => {
    const first = openAnnotate();
    await first.user.selectOptions(await screen.findByRole('combobox', { name: 'Visible to' }), 'public');
    first.unmount();

    const { user } = openAnnotate();
    expect(await screen.findByRole('combobox', { name: 'Visible to' })).toHaveValue('public');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));

    expect(screen.getByRole('combobox', { name: 'Visible to' })).toHaveValue('learners');
    expect(window.localStorage.getItem(NEW_TEXT_DRAFT_KEY)).toBeNull();
  });

  it('when a saved draft holds a level that is not one of the three, then the work comes back at Learners', async () => {
    window.localStorage.setItem(
      NEW_TEXT_DRAFT_KEY,
      JSON.stringify({
        tab: 'base',
        draft: { title: 'The river', baseText: '', sents: [] },
        visibility: 'family',
      }),
    );
    openAnnotate();

    expect(await screen.findByLabelText('Title')).toHaveValue('The river');
    expect(screen.getByRole('combobox', { name: 'Visible to' })).toHaveValue('learners');
  });

  it('when the tabs are used with the keyboard, then the arrow keys move between them', async () => {
    const { user } = openAnnotate();
    await screen.findByLabelText('Title');

    tab('Base').focus();
    await user.keyboard('{ArrowRight}');

    expect(tab('Word')).toHaveFocus();
    expect(tab('Word')).toHaveAttribute('aria-selected', 'true');
  });

  it('when the lexicon cannot be loaded, then the link picker says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openAnnotate({ replies: { 'GET /api/lexs': networkDown() } });
    await fillBase(user, 'The river', 'Okihu tietuk.');
    await user.click(tab('Morpheme'));

    await user.click(screen.getByRole('button', { name: 'Link morph tietuk of tietuk' }));

    const picker = await screen.findByRole('dialog', { name: 'Link morph tietuk to a lexical entry' });
    expect(await within(picker).findByText('The lexicon could not be loaded.')).toBeInTheDocument();
    expect(within(picker).queryByRole('status')).not.toBeInTheDocument();
  });

  it('when a learner opens /annotate, then they are sent to the home page', async () => {
    const { router } = openAnnotate({ admin: false });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the new Testlang App!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('when the picker is open and when Review shows, then the page has one h1 and no serious axe violation', async () => {
    const { user } = openAnnotate();
    await fillBase(user, 'The river', 'Okihu tietuk.');
    await user.click(tab('Morpheme'));
    await user.click(await screen.findByRole('button', { name: 'Change link morph okihu of Okihu' }));
    await screen.findByRole('dialog');

    expect(await seriousAxeViolations()).toEqual([]);

    await user.keyboard('{Escape}');
    await user.click(tab('Review'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
