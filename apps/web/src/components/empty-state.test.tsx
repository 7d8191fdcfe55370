import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../test/axe';
import { EmptyState } from './empty-state';
import { Loading } from './loading';

describe('EmptyState', () => {
  it('when it shows, then it is a region named by its heading, with its sentence and its next step', async () => {
    render(
      <main>
        <h1>Words</h1>
        <EmptyState title="No words yet" actions={<a href="/admin/import">Import a dictionary</a>}>
          The dictionary is empty.
        </EmptyState>
      </main>,
    );

    const region = screen.getByRole('region', { name: 'No words yet' });
    expect(screen.getByRole('heading', { level: 2, name: 'No words yet' })).toBeInTheDocument();
    expect(region).toHaveTextContent('The dictionary is empty.');
    expect(screen.getByRole('link', { name: 'Import a dictionary' })).toHaveAttribute(
      'href',
      '/admin/import',
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when it sits in a section, then its heading is one level down and nothing else is required', () => {
    render(<EmptyState title="There are no lessons yet." headingLevel={3} />);

    expect(screen.getByRole('heading', { level: 3, name: 'There are no lessons yet.' })).toBeInTheDocument();
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument();
  });
});

describe('Loading', () => {
  it('when it shows, then its status is named after what loads and says so beside a spinner hidden from assistive technology', async () => {
    render(<Loading label="Loading lexicon..." />);

    const status = screen.getByRole('status', { name: 'Loading lexicon...' });
    expect(status).toHaveTextContent('Loading lexicon...');
    expect(status.querySelector('.spinner-border')).toHaveAttribute('aria-hidden', 'true');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("when nothing is named, then it says the session check's Loading...", () => {
    render(<Loading />);

    expect(screen.getByRole('status', { name: 'Loading...' })).toHaveTextContent('Loading...');
  });
});
