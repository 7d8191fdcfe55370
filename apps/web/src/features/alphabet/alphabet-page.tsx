import { useQuery } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { alphabetQuery } from '../../api/alphabet';
import { PlayRecordingButton } from '../../components/audio/play-recording-button';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { SpeakButton } from '../../components/speaking/speak-button';

/**
 * The learner's /alphabet (issue 40, ADR 089): the letters in teaching order, upper and lower case,
 * each with its sample word, a play button for its recording and "Say it and compare" beside it.
 */
export function AlphabetPage() {
  const { data, isPending, isError } = useQuery(alphabetQuery);
  return (
    <>
      <PageHeader title="Alphabet" />
      {isPending ? (
        <Loading />
      ) : isError ? (
        <Alert variant="danger">The alphabet could not be loaded.</Alert>
      ) : data.alphabet === null || data.alphabet.letters.length === 0 ? (
        <p>The teacher has not made the alphabet yet. Come back later to learn the letters.</p>
      ) : (
        <ol className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3" aria-label="Letters">
          {data.alphabet.letters.map((l) => {
            const upper = l.upper ?? l.letter.toUpperCase();
            const take = l.sample?.audio ? { url: l.sample.audio, speaker: l.sample.speaker } : undefined;
            return (
              <li key={l.letter} className="col">
                <div className="border rounded p-3 h-100">
                  <p className="display-6 mb-1" lang="und">
                    {upper !== l.letter && <span aria-label={`upper case ${upper}`}>{upper} </span>}
                    {l.letter}
                  </p>
                  {l.sample?.word && (
                    <p className="mb-0 d-flex flex-wrap align-items-center gap-2">
                      <span lang="und">{l.sample.word}</span>
                      <PlayRecordingButton take={take} label={l.sample.word} />
                      {l.sample.lexId !== undefined && (
                        <SpeakButton take={take} label={l.sample.word} item={`entry:${l.sample.lexId}`} />
                      )}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
