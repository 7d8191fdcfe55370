import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import type { NumberWord } from '@langapp/shared';
import { numbersQuery } from '../../api/numbers';
import { remoteStatus } from '../../api/remote-status';
import { useAudioPlayer } from '../../components/audio/audio-player';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';

/** The grid shows 1 to 10; the server also has 0. */
const FIRST_SHOWN = 1;
const LAST_SHOWN = 10;

const shownNumbers = (data: NumberWord[]) =>
  data.filter((n) => n.value >= FIRST_SHOWN && n.value <= LAST_SHOWN).sort((a, b) => a.value - b.value);

export function NumbersPage() {
  const query = useQuery({ ...numbersQuery, select: shownNumbers });
  const status = remoteStatus(query);
  const [chosen, setChosen] = useState<NumberWord | null>(null);
  const play = useAudioPlayer();

  function choose(number: NumberWord) {
    setChosen(number);
    play({ url: number.url });
  }

  return (
    <>
      <PageHeader title="Numbers" />
      {status === 'loading' && <Loading label="Loading data..." />}
      {status === 'error' && (
        <Alert variant="danger">The numbers could not be loaded. Please refresh the page.</Alert>
      )}
      {query.data && (
        <>
          <p>Choose a number to hear it and see how it is written.</p>
          <Row className="g-3 mb-4" style={{ maxWidth: '30rem' }}>
            {query.data.map((number) => (
              <Col xs={4} key={number.value}>
                <Button
                  variant={chosen?.value === number.value ? 'primary' : 'outline-primary'}
                  size="lg"
                  className="w-100"
                  onClick={() => choose(number)}
                >
                  {number.value}
                </Button>
              </Col>
            ))}
          </Row>
          <div aria-live="polite" className="fs-2">
            {chosen && <p>{chosen.name}</p>}
          </div>
        </>
      )}
    </>
  );
}
