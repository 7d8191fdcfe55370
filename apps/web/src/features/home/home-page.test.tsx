import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reviewSummarySchema, vocabLessonsResponseSchema } from '@langapp/shared';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

// Sample lessons, invented: not language material. Parsed, so they cannot drift from the schemas.
const lessons = (...done: boolean[]): Reply => ({
  body: vocabLessonsResponseSchema.parse({
    data: done.map((finished, index) => ({
      id: `ab1${index}`,
      title: `Sample lesson ${index + 1}`,
      description: '',
      data: '[]',
      published: 1,
      date_added: '2025-03-01T18:00:00.000Z',
      done: finished,
    })),
  }),
});

const due = (n: number, nextDue: string | null = null): Reply => ({
  body: reviewSummarySchema.parse({ counts: { new: n, learning: 0, review: 0 }, nextDue }),
});

async function renderHome(
  admin: boolean,
  {
    lessonsReply = lessons(true, false),
    summaryReply = due(0),
  }: { lessonsReply?: Reply; summaryReply?: Reply } = {},
) {
  mockFetch({
    ...signedIn(admin ? 'teacher' : 'learner', admin),
    'GET /api/vocab-lessons': lessonsReply,
    'GET /api/review/summary': summaryReply,
  });
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Welcome to the new Testlang App!' });
  return screen.getByRole('main');
}

describe('home page', () => {
  it('when a user is signed in, then the welcome, the menu note and the quick links show', async () => {
    const main = await renderHome(false);

    expect(within(main).getByText(/moved into the menus/)).toBeInTheDocument();
    const quickLinks = within(main).getByRole('region', { name: 'Quick links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Wordle', '/wordle'],
      ['Vocabulary', '/vocab'],
      ['Words', '/words'],
      ['Sentences', '/sents'],
      ['Texts', '/texts'],
      ['Lesson Recordings', '/recordings'],
    ]);
    expect(within(main).queryByRole('heading', { name: 'Admin Functions' })).not.toBeInTheDocument();
  });

  it('when an admin is signed in, then the Admin Functions list shows too', async () => {
    const main = await renderHome(true);

    const adminFunctions = await within(main).findByRole('region', { name: 'Admin Functions' });
    expect(
      within(adminFunctions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Administration', '/admin'],
      ['Annotate texts', '/annotate'],
      ['Sentence Of The Week Admin', '/admin-sotw'],
    ]);
    // The navbar is a lazy chunk of its own, which may arrive after the page.
    expect(await screen.findByText('Hello teacher')).toBeInTheDocument();
  });

  it('when a lesson is not finished and cards are due, then Continue offers that lesson by its title and Review now', async () => {
    const main = await renderHome(false, { lessonsReply: lessons(true, false, false), summaryReply: due(7) });

    const section = within(main).getByRole('region', { name: 'Continue' });
    expect(await within(section).findByText(/^Next lesson:/)).toBeInTheDocument();
    expect(await within(section).findByRole('link', { name: 'Sample lesson 2 | Start' })).toHaveAttribute(
      'href',
      '/vocab/ab11',
    );
    expect(await within(section).findByText(/7 cards to review/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Review now' })).toHaveAttribute('href', '/review');
  });

  it('when every lesson is finished and nothing is due, then Continue says so and links to the lessons', async () => {
    const main = await renderHome(false, {
      lessonsReply: lessons(true, true),
      summaryReply: due(0, '2025-03-11T09:00:00Z'),
    });

    const section = within(main).getByRole('region', { name: 'Continue' });
    expect(await within(section).findByText(/All lessons finished/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Vocabulary lessons' })).toHaveAttribute(
      'href',
      '/vocab',
    );
    expect(await within(section).findByText('Nothing due.')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Review now' })).not.toBeInTheDocument();
  });

  it('when the lessons and the review count cannot be loaded, then Continue still links to both pages', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const main = await renderHome(false, { lessonsReply: networkDown(), summaryReply: networkDown() });

    const section = within(main).getByRole('region', { name: 'Continue' });
    expect(await within(section).findByText(/The lessons could not be loaded/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Vocabulary lessons' })).toHaveAttribute(
      'href',
      '/vocab',
    );
    expect(await within(section).findByText(/The review count could not be loaded/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/review');
  });
});
