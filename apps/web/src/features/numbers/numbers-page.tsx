import { useEffect, useState } from 'react';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import type { NumberWord } from '@langapp/shared';
import { useAudioPlayer } from '../../components/audio/audio-player';
import { PageHeader } from '../../components/page-header';
import { fetchNumbers } from './api';

/** The grid shows 1 to 10; the server also has 0. */
const FIRST_SHOWN = 1;
const LAST_SHOWN = 10;

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; numbers: NumberWord[] };

export function NumbersPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [chosen, setChosen] = useState<NumberWord | null>(null);
  const play = useAudioPlayer();

  useEffect(() => {
    let current = true;
    fetchNumbers()
      .then(({ data }) => {
        const numbers = data
          .filter((n) => n.value >= FIRST_SHOWN && n.value <= LAST_SHOWN)
          .sort((a, b) => a.value - b.value);
        if (current) setLoad({ state: 'ready', numbers });
      })
      .catch((error: unknown) => {
        console.error('The numbers could not be loaded.', error);
        if (current) setLoad({ state: 'failed' });
      });
    return () => {
      current = false;
    };
  }, []);

  function choose(number: NumberWord) {
    setChosen(number);
    play(number.url);
  }

  return (
    <>
      <PageHeader title="Numbers" />
      {load.state === 'loading' && (
        <p role="status" aria-live="polite">
          Loading data...
        </p>
      )}
      {load.state === 'failed' && (
        <Alert variant="danger">The numbers could not be loaded. Please refresh the page.</Alert>
      )}
      {load.state === 'ready' && (
        <>
          <p>Choose a number to hear it and see how it is written.</p>
          <Row className="g-3 mb-4" style={{ maxWidth: '30rem' }}>
            {load.numbers.map((number) => (
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
