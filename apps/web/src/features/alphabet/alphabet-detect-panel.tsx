import { useState } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import type { AlphabetDetectResponse } from '@langapp/shared';

/**
 * Detect's proposal: each character and frequent sequence with its count and an example word,
 * ticked when suggested (every single character, and the sequences that look like one letter);
 * "Add the ticked letters" puts them into the editor.
 */
export function AlphabetDetectPanel({
  result,
  onAdd,
}: {
  result: AlphabetDetectResponse;
  onAdd: (ticked: ReadonlySet<string>) => void;
}) {
  const [ticked, setTicked] = useState(
    () => new Set(result.proposal.filter((p) => p.suggested).map((p) => p.letter)),
  );
  const toggle = (letter: string) =>
    setTicked((before) => {
      const next = new Set(before);
      if (!next.delete(letter)) next.add(letter);
      return next;
    });
  return (
    <section aria-labelledby="alphabet-proposal" className="mb-4">
      <h3 id="alphabet-proposal" className="h5">
        Proposed from {result.headwords} headwords
      </h3>
      {result.proposal.length === 0 ? (
        <p>The dictionary has no headwords to propose letters from.</p>
      ) : (
        <>
          <Table size="sm" striped className="w-auto">
            <thead>
              <tr>
                <th scope="col">Use</th>
                <th scope="col">Letter</th>
                <th scope="col">Count</th>
                <th scope="col">Example</th>
              </tr>
            </thead>
            <tbody>
              {result.proposal.map((p) => (
                <tr key={p.letter}>
                  <td>
                    <Form.Check
                      id={`proposal-${p.letter}`}
                      checked={ticked.has(p.letter)}
                      onChange={() => toggle(p.letter)}
                      aria-label={`Use ${p.letter}${p.cluster ? ' (a sequence)' : ''}`}
                    />
                  </td>
                  <td lang="und">
                    {p.letter}
                    {p.cluster && <span className="text-body-secondary small"> (sequence)</span>}
                  </td>
                  <td>{p.count}</td>
                  <td lang="und">{p.example}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Button variant="outline-primary" onClick={() => onAdd(ticked)}>
            Add the ticked letters
          </Button>
        </>
      )}
    </section>
  );
}
