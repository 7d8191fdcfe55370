import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import type { ExampleInfo, WotdInfo } from '@langapp/shared';
import {
  exampleQuery,
  exampleRecordingUrl,
  isLinkRefusal,
  wotdInfoQuery,
  wotdRecordingUrl,
} from '../../api/email';
import { PlayRecordingButton } from '../../components/audio/play-recording-button';
import { entryPath } from '../../components/headword';
import { PageHeader } from '../../components/page-header';
import { useAddMissedWord } from '../../components/review/use-add-missed-word';
import { useSignedIn } from '../../components/review/use-signed-in';
import { useAppConfig } from '../../config/app-config-context';
import { AuthInvalidAlert } from './auth-invalid-alert';
import { EmailLinkIntro } from './email-link-intro';
import { ExampleSentence } from './example-sentence';
import { parseWotdAnswer } from './wotd-answer';

function Choices({ info, answer }: { info: WotdInfo; answer: number }) {
  return (
    <ol className="list-group list-group-numbered mb-3" aria-labelledby="wotd-choices-heading">
      {info.choices.map((choice, index) => {
        const position = index + 1;
        const chosen = position === answer;
        const correct = position === info.correct_index;
        const variant = correct ? ' list-group-item-success' : chosen ? ' list-group-item-danger' : '';
        return (
          <li key={position} className={`list-group-item${variant}`}>
            <span className={correct || chosen ? 'fw-bold' : undefined}>{choice}</span>
            {chosen && ' (your answer)'}
            {correct && ' (correct)'}
          </li>
        );
      })}
    </ol>
  );
}

function WotdResult({
  auth,
  info,
  answer,
  example,
}: {
  auth: string;
  info: WotdInfo;
  answer: number;
  example: ExampleInfo | null;
}) {
  const correct = answer === info.correct_index;
  // A wrong answer puts the day's word in a signed-in learner's review deck, named by its written
  // form and meaning (the word-of-the-day info carries no entry id).
  const addMissed = useAddMissedWord('wotd');
  // The word's page (issue 36) is for accounts, as the dictionary is.
  const signedIn = useSignedIn();
  useEffect(() => {
    if (!correct) addMissed({ lex: info.lex, gloss: info.correct_trans });
  }, [correct, info.lex, info.correct_trans, addMissed]);
  return (
    <>
      <p className="display-4 mb-3">
        {info.lex}
        {info.has_recording && (
          <PlayRecordingButton
            take={{
              url: wotdRecordingUrl(auth),
              ...(info.speaker !== undefined && { speaker: info.speaker }),
            }}
            label={info.lex}
            className="ms-3 fs-5 align-middle"
          />
        )}
      </p>
      {correct ? (
        <Alert variant="success">
          Correct! <strong>{info.lex}</strong> means “{info.correct_trans}”.
        </Alert>
      ) : (
        <Alert variant="warning">
          Not quite. <strong>{info.lex}</strong> means “{info.correct_trans}”.
        </Alert>
      )}
      {signedIn && info.lexId !== undefined && (
        <p>
          <Link to={entryPath(info.lexId)}>See {info.lex} in the dictionary</Link>
        </p>
      )}
      <h2 className="h4" id="wotd-choices-heading">
        The choices
      </h2>
      <Choices info={info} answer={answer} />
      {example && (
        <ExampleSentence
          example={example}
          linkWords={signedIn}
          recording={
            example.has_recording
              ? {
                  url: exampleRecordingUrl(auth),
                  ...(example.speaker !== undefined && { speaker: example.speaker }),
                }
              : undefined
          }
        />
      )}
    </>
  );
}

/** Loads the word of the day for a valid answer: the word and choices, then its example sentence. */
function WotdAnswer({ auth, answer }: { auth: string; answer: number }) {
  const { contactName } = useAppConfig();
  const info = useQuery(wotdInfoQuery(auth));
  // The example is a bonus, asked for once the word has come: without it the answer still shows.
  const example = useQuery({ ...exampleQuery(auth), enabled: info.data !== undefined });

  if (info.data === undefined && info.isError) {
    return isLinkRefusal(info.error) ? (
      <AuthInvalidAlert />
    ) : (
      <Alert variant="danger">
        There was an error retrieving the word of the day. Please refresh the page. If the issue persists,
        contact {contactName}.
      </Alert>
    );
  }
  if (info.data === undefined || (example.data === undefined && !example.isError)) {
    return (
      <p role="status" aria-live="polite">
        Retrieving the word of the day...
      </p>
    );
  }
  return <WotdResult auth={auth} info={info.data} answer={answer} example={example.data ?? null} />;
}

/**
 * /wotd?auth=&answer=: the answer a learner picked in the word-of-the-day e-mail, checked. Opened
 * without anything of the e-mail's link, it says what the page is and how it opens.
 */
export function WotdPage() {
  const [searchParams] = useSearchParams();
  const auth = searchParams.get('auth')?.trim() ?? '';
  const answer = parseWotdAnswer(searchParams.get('answer'));

  let content;
  if (!searchParams.has('auth') && !searchParams.has('answer'))
    content = (
      <EmailLinkIntro
        about="The word of the day comes by e-mail: a word in the language and four meanings to choose from. Choosing a meaning opens this page, which tells you whether you chose right and shows the word in a sentence."
        howToOpen="This page was opened without a link from that e-mail, so there is no word to show. To play, open your latest word-of-the-day e-mail and choose a meaning."
      />
    );
  else if (answer === null) content = <Alert variant="danger">The chosen answer is invalid.</Alert>;
  else if (!auth) content = <AuthInvalidAlert />;
  else content = <WotdAnswer key={auth} auth={auth} answer={answer} />;

  return (
    <>
      <PageHeader title="Word of the day" />
      {content}
    </>
  );
}
