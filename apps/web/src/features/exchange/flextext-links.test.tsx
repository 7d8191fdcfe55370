import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ImportReport } from '@langapp/shared';
import { FlexTextLinks } from './flextext-links';

const counts = (texts = 0) => ({ lexicon: 0, sentences: 0, texts, lessons: 0, recordings: 0 });
const report = (overrides: Partial<ImportReport>): ImportReport => ({
  added: counts(1),
  updated: counts(),
  unchanged: counts(),
  rejected: [],
  kinds: ['texts'],
  written: false,
  dryRun: true,
  ...overrides,
});
const show = (r: ImportReport) =>
  render(
    <MemoryRouter>
      <FlexTextLinks report={r} />
    </MemoryRouter>,
  );

describe('FlexTextLinks (ADR 086)', () => {
  it('when a dry run of a .flextext links some morphemes, then the teacher reads how many would be and would not be', () => {
    show(report({ morphemeLinks: { made: 3, missing: 2 } }));
    expect(
      screen.getByText('Morphemes would be linked to a dictionary entry: 3; would not be: 2 (listed below).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the texts' })).not.toBeInTheDocument();
  });

  it('when the import is written, then the counts say what was done and a link opens the texts', () => {
    show(report({ dryRun: false, written: true, morphemeLinks: { made: 4, missing: 0 } }));
    expect(screen.getByText('Morphemes linked to a dictionary entry: 4; not: 0.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the texts' })).toHaveAttribute('href', '/texts');
  });

  it('when the file was not a .flextext, then nothing is shown', () => {
    const { container } = show(report({}));
    expect(container).toBeEmptyDOMElement();
  });
});
