import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { SpeakerCredit } from './speaker-credit';

// Invented sample speakers and varieties, not language material.
function credits(recordingSpeakers: { speaker: string; variety: string }[]) {
  const { calls } = mockFetch({
    ...signedIn(),
    'GET /api/recording-speakers': {
      body: { data: recordingSpeakers.map((s) => ({ ...s, first_recorded: '2025-01-01T00:00:00Z' })) },
    },
  });
  const element = (
    <ul>
      <li data-testid="listed">
        <SpeakerCredit take={{ speaker: 'Ana', variety: 'Upriver' }} />
      </li>
      <li data-testid="looked-up">
        <SpeakerCredit take={{ speaker: 'Ben' }} />
      </li>
      <li data-testid="none-given">
        <SpeakerCredit take={{ speaker: 'Cora', variety: '' }} />
      </li>
      <li data-testid="no-one">
        <SpeakerCredit take={{}} />
      </li>
    </ul>
  );
  renderApp('/credits', { routes: testRoutes({ signedIn: [{ path: 'credits', element }] }) });
  return calls;
}

describe('SpeakerCredit', () => {
  it('when a take says its variety, then the name and variety show; when it does not, the speakers list gives it', async () => {
    credits([
      { speaker: 'Ana', variety: 'Coast' },
      { speaker: 'Ben', variety: 'Downriver' },
    ]);
    expect(await screen.findByTestId('listed')).toHaveTextContent('Speaker: Ana (Upriver)');
    expect(await screen.findByText(/Ben \(Downriver\)/)).toBeInTheDocument();
    expect(screen.getByTestId('looked-up')).toHaveTextContent('Speaker: Ben (Downriver)');
    expect(screen.getByTestId('none-given')).toHaveTextContent(/^Speaker: Cora$/);
    expect(screen.getByTestId('no-one')).toBeEmptyDOMElement();
  });

  it('when the speakers list does not know the speaker, then the name alone shows', async () => {
    credits([]);
    expect(await screen.findByTestId('looked-up')).toHaveTextContent(/^Speaker: Ben$/);
  });
});
