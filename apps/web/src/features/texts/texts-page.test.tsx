import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
// The route table hands the lazily loaded editor to the text view; the test does the same.
import { LazyAnnotationEditor } from './lazy-annotation-editor';
import { TextViewPage } from './text-view-page';
import { TextsPage } from './texts-page';

const routes = testRoutes({ signedIn: [{ path: 'texts', element: <TextsPage /> }] });

const INDEX = [
  { id: 3, title: 'The river', published: 1 },
  { id: 5, title: 'The stone', published: 0 },
];

function openTexts(admin: boolean, replies: Record<string, Reply> = {}) {
  const { calls } = mockFetch({
    ...signedIn(admin ? 'teacher' : 'learner', admin),
    'GET /api/text-index': { body: { success: true, data: admin ? INDEX : INDEX.slice(0, 1) } },
    ...replies,
  });
  return { ...renderApp('/texts', { routes }), calls };
}

const textList = async () => (await screen.findByRole('link', { name: 'The river' })).closest('ul')!;

describe('texts page', () => {
  it('when a learner opens it, then the titles link to their texts and there are no publish controls', async () => {
    openTexts(false);
    const release = holdReplies('/api/text-index');

    expect(await screen.findByRole('status', { name: 'Loading text index...' })).toBeInTheDocument();
    // Nothing to click before the list comes: the sample's link waits below it.
    expect(screen.queryByRole('link', { name: 'Text 0 (sample text)' })).not.toBeInTheDocument();
    release();
    const list = await textList();
    expect(within(list).getByRole('link', { name: 'The river' })).toHaveAttribute('href', '/text-view?id=3');
    expect(screen.getByRole('link', { name: 'Text 0 (sample text)' })).toHaveAttribute(
      'href',
      '/text-view-legacy',
    );
    expect(within(screen.getByRole('main')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Text' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Texts');
  });

  it('when an admin opens it, then each text shows its state in words and colour beside a publish toggle, and Add Text leads to /annotate', async () => {
    openTexts(true);
    const list = await textList();

    const [river, stone] = within(list).getAllByRole('listitem');
    expect(within(river!).getByText('Published')).toHaveClass('bg-success');
    expect(within(stone!).getByText('Unpublished')).toHaveClass('bg-warning');
    const unpublish = within(river!).getByRole('button', { name: 'Unpublish text The river' });
    const publish = within(stone!).getByRole('button', { name: 'Publish text The stone' });
    expect(unpublish).toHaveTextContent(/^Unpublish/);
    expect(unpublish).toHaveAccessibleDescription('Published');
    expect(publish).toHaveAccessibleDescription('Unpublished');
    expect(screen.getByRole('link', { name: 'Add Text' })).toHaveAttribute('href', '/annotate');
  });

  it.each([
    [
      'publishes an unpublished text',
      'Publish text The stone',
      '/api/publish-text',
      '5',
      'Published text 5!',
      'Unpublish text The stone',
    ],
    [
      'unpublishes a published text',
      'Unpublish text The river',
      '/api/unpublish-text',
      '3',
      'Unpublished text 3!',
      'Publish text The river',
    ],
  ])(
    'when an admin %s, then it is posted, the alert says so and the toggle flips',
    async (_case, name, path, id, message, flipped) => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
      const { user, calls } = openTexts(true, {
        'POST /api/publish-text': { body: { success: true } },
        'POST /api/unpublish-text': { body: { success: true } },
      });
      await textList();

      await user.click(screen.getByRole('button', { name }));

      const toggle = await screen.findByRole('button', { name: flipped });
      expect(toggle).toHaveAccessibleDescription(flipped.startsWith('Publish') ? 'Unpublished' : 'Published');
      expect(alert).toHaveBeenCalledWith(message);
      expect(calls.find((call) => call.path === path)).toMatchObject({ method: 'POST', form: { id } });
    },
  );

  it.each([
    ['the server refuses', { status: 404, body: { success: false, error: 'No text found.' } }],
    ['the network fails', networkDown()],
  ])(
    'when publishing fails because %s, then the error alert shows and the toggle stays',
    async (_case, reply) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
      const { user } = openTexts(true, { 'POST /api/publish-text': reply });
      await textList();

      await user.click(screen.getByRole('button', { name: 'Publish text The stone' }));

      await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Error publishing/unpublishing text 5!'));
      expect(screen.getByRole('button', { name: 'Publish text The stone' })).toBeEnabled();
    },
  );

  it('when there are no texts, then a learner is told so and offered the sample text, once', async () => {
    openTexts(false, { 'GET /api/text-index': { body: { success: true, data: [] } } });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'There are no texts yet.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Text 0 (sample text)' })).toHaveAttribute(
      'href',
      '/text-view-legacy',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the index cannot be loaded, then an error shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openTexts(false, { 'GET /api/text-index': networkDown() });

    expect(await screen.findByRole('alert')).toHaveTextContent('The text index could not be loaded.');
  });

  it('when an admin sees the index, then the page has one h1 and no serious axe violation', async () => {
    openTexts(true);
    await textList();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when an admin edits a text, then the index shows its new title without reloading the page', async () => {
    const text = { title: 'The river', sents: [{ text: 'Okihu.', trans: 'River.', words: [] }] };
    const textReply = (title: string): Reply => ({
      body: { success: true, data: { id: 3, title, data: JSON.stringify({ ...text, title }), published: 1 } },
    });
    const server: Record<string, Reply> = {
      ...signedIn('teacher', true),
      'GET /api/text-index': { body: { success: true, data: INDEX } },
      'GET /api/text/3': textReply('The river'),
      'GET /api/lexs': { body: { data: [] } },
      'GET /api/sent-audios': { body: { data: [] } },
      'POST /api/update-text': { body: { success: true } },
    };
    const { calls } = mockFetch(server);
    const { user, router } = renderApp('/texts', {
      routes: testRoutes({
        signedIn: [
          { path: 'texts', element: <TextsPage /> },
          { path: 'text-view', element: <TextViewPage editor={LazyAnnotationEditor} /> },
        ],
      }),
    });
    await user.click(await screen.findByRole('link', { name: 'The river' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'The wide river');
    await user.click(screen.getByRole('tab', { name: 'Review' }));
    server['GET /api/text-index'] = {
      body: { success: true, data: [{ ...INDEX[0], title: 'The wide river' }, INDEX[1]] },
    };
    server['GET /api/text/3'] = textReply('The wide river');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Text successfully submitted!')).toBeInTheDocument();
    await router.navigate('/texts');

    expect(await screen.findByRole('link', { name: 'The wide river' })).toHaveAttribute(
      'href',
      '/text-view?id=3',
    );
    expect(screen.queryByRole('link', { name: 'The river' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/text-index')).toHaveLength(2);
  });
});

describe('texts page: visibility', () => {
  it('when an admin selects both texts and sets them to everyone, then one call carries both and teachers-only texts carry a badge', async () => {
    const { user, calls } = openTexts(true, {
      'GET /api/text-index': {
        body: {
          success: true,
          data: [
            { ...INDEX[0], visibility: 'teachers' },
            { ...INDEX[1], visibility: 'learners' },
          ],
        },
      },
      'POST /api/admin/visibility': { body: { success: true, changed: 2 } },
    });
    const list = await textList();
    const [river, stone] = within(list).getAllByRole('listitem');
    expect(within(river!).getByText('Teachers only', { selector: '.badge' })).toBeInTheDocument();
    expect(within(stone!).queryByText('Teachers only', { selector: '.badge' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Visible to: text The stone' })).toHaveValue('learners');

    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Visibility for the selected texts' }),
      'public',
    );
    await user.click(screen.getByRole('button', { name: 'Set visibility of 2 selected' }));
    expect(await screen.findByText('2 texts set to Everyone (public).')).toBeInTheDocument();
    const sent = calls
      .filter((c) => c.method === 'POST' && c.path === '/api/admin/visibility')
      .map((c) => JSON.parse(String(c.init?.body)) as unknown);
    expect(sent).toEqual([{ kind: 'text', ids: [3, 5], visibility: 'public' }]);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
