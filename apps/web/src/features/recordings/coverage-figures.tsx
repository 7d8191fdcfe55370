import { useId } from 'react';
import { Col, ProgressBar, Row, Table } from 'react-bootstrap';
import { coveragePercent } from '@langapp/shared';
import type { CoverageCount, RecordingCoverage } from '@langapp/shared';

// The recording coverage page's figures (docs/decisions/033): words and sentences recorded, in all
// and by speaker. Split from recording-coverage-page.tsx (ADR 074).

export const NOUNS = {
  word: { one: 'word', other: 'words' },
  sentence: { one: 'sentence', other: 'sentences' },
} as const;

export const plural = (n: number, kind: keyof typeof NOUNS) =>
  n === 1 ? NOUNS[kind].one : NOUNS[kind].other;

/** '37 of 120 words recorded (31%)'. */
const coverageLabel = ({ recorded, total }: CoverageCount, kind: keyof typeof NOUNS) =>
  `${recorded} of ${total} ${plural(total, kind)} recorded (${coveragePercent(recorded, total)}%)`;

/** One kind's figure: the sentence, and a bar that the sentence names. */
function CoverageBar({ count, kind }: { count: CoverageCount; kind: keyof typeof NOUNS }) {
  const labelId = useId();
  if (count.total === 0) {
    return <p>There are no {NOUNS[kind].other} to record yet.</p>;
  }
  const label = coverageLabel(count, kind);
  return (
    <div className="mb-3">
      <p id={labelId} className="mb-1 fw-semibold">
        {label}
      </p>
      <ProgressBar style={{ height: '1.25rem' }}>
        <ProgressBar
          variant="success"
          now={count.recorded}
          max={count.total}
          aria-labelledby={labelId}
          aria-valuetext={label}
        />
      </ProgressBar>
    </div>
  );
}

const share = (n: number, total: number) => `${n} (${coveragePercent(n, total)}%)`;

/** The two bars and each speaker's figures. */
export function CoverageFigures({ coverage }: { coverage: RecordingCoverage }) {
  return (
    <section aria-labelledby="coverage-figures" className="mb-4">
      <h2 id="coverage-figures" className="h4">
        Recorded so far
      </h2>
      <Row>
        <Col md={6}>
          <CoverageBar count={coverage.words} kind="word" />
        </Col>
        <Col md={6}>
          <CoverageBar count={coverage.sentences} kind="sentence" />
        </Col>
      </Row>
      {coverage.speakers.length === 0 ? (
        <p>No one has recorded a word or a sentence yet.</p>
      ) : (
        <Table responsive size="sm" className="mt-2">
          <caption className="caption-top">Words and sentences each speaker has recorded</caption>
          <thead>
            <tr>
              <th scope="col">Speaker</th>
              <th scope="col" className="text-end">
                Words
              </th>
              <th scope="col" className="text-end">
                Sentences
              </th>
            </tr>
          </thead>
          <tbody>
            {coverage.speakers.map((s) => (
              <tr key={s.speaker}>
                {/* A long name wraps rather than pushing the table wider than a phone. */}
                <th scope="row" className="text-break">
                  {s.speaker}
                </th>
                <td className="text-end">{share(s.words, coverage.words.total)}</td>
                <td className="text-end">{share(s.sentences, coverage.sentences.total)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
