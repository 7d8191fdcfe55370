import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyImportReport } from '@langapp/shared';
import type { ImportReport } from '@langapp/shared';
import { mockFetch } from '../../test/mock-fetch';
import { ElanTiers } from './elan-tiers';

const tier = (
  id: string,
  annotations: number,
  extra: Partial<NonNullable<ImportReport['elan']>['tiers'][number]> = {},
) => ({
  id,
  linguisticType: 'utterance',
  timeAlignable: true,
  stereotype: null,
  parent: null,
  participant: null,
  annotations,
  ...extra,
});

const report: ImportReport = {
  ...emptyImportReport(['texts', 'recordings'], true),
  elan: {
    tiers: [
      tier('tx@Elder', 3, { participant: 'Sample Elder' }),
      tier('ft@Elder', 3, {
        linguisticType: 'translation',
        timeAlignable: false,
        stereotype: 'Symbolic_Association',
        parent: 'tx@Elder',
      }),
      tier('notes', 1),
    ],
    chosen: { transcription: 'tx@Elder', translation: 'ft@Elder' },
    title: 'sample-story',
    sentences: 3,
    untimed: 0,
    empty: 0,
    media: null,
  },
};

describe('ElanTiers', () => {
  it('when an ELAN file is checked, then its tiers are listed with speaker and count, and the teacher reads other tiers', async () => {
    const onChoose = vi.fn();
    mockFetch({ 'GET /api/text-index': { body: { success: true, data: [] } } });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ElanTiers report={report} onChoose={onChoose} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('rowheader', { name: 'tx@Elder' }).closest('tr')).toHaveTextContent(
      'Sample Elder',
    );
    expect(screen.getByRole('rowheader', { name: 'ft@Elder' }).closest('tr')).toHaveTextContent(
      'Symbolic_Association, under tx@Elder',
    );
    expect(screen.getByText(/3 sentences from tx@Elder, translations from ft@Elder/)).toBeInTheDocument();
    expect(screen.getByText(/No recording came with it/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Transcription (one sentence each)'), 'notes');
    await userEvent.selectOptions(screen.getByLabelText('Translation'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Read these tiers' }));
    expect(onChoose).toHaveBeenCalledWith({
      tier: 'notes',
      translationTier: '',
      wordsTier: '',
      timeText: '',
    });
  });

  it("when the report is not an ELAN file's, then nothing is shown", () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <ElanTiers report={emptyImportReport(['lexicon'], true)} />
      </QueryClientProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
