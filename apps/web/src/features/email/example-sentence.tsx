import { Link } from 'react-router-dom';
import type { ExampleInfo } from '@langapp/shared';
import type { PlayableTake } from '../../api/recordings';
import { PlayRecordingButton } from '../../components/audio/play-recording-button';
import { entryPath } from '../../components/headword';

/**
 * The word's example sentence, its translation and the words it is made of (with `linkWords`, for
 * an account, each a link to its page); its recording, if any.
 */
export function ExampleSentence({
  example,
  recording,
  linkWords = false,
}: {
  example: ExampleInfo;
  recording?: PlayableTake | undefined;
  linkWords?: boolean;
}) {
  return (
    <section aria-labelledby="example-heading" className="mt-4">
      <h2 id="example-heading" className="h4">
        Example sentence
      </h2>
      <figure>
        <blockquote className="blockquote">
          <p className="mb-1">
            {example.text}
            <PlayRecordingButton take={recording} label={example.text} className="ms-2" />
          </p>
        </blockquote>
        <figcaption className="text-body-secondary">{example.trans}</figcaption>
      </figure>
      {example.lexs.length > 0 && (
        <>
          <h3 className="h5">Words in this sentence</h3>
          <ul>
            {example.lexs.map((lex) => (
              <li key={lex.id}>
                <strong>{linkWords ? <Link to={entryPath(lex.id)}>{lex.lex}</Link> : lex.lex}</strong>
                {lex.pos && <span className="text-body-secondary"> ({lex.pos})</span>}: {lex.gloss}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
