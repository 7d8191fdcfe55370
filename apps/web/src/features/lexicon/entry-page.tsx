import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import type { LexEntry } from '@langapp/shared';
import { lexEntryQuery } from '../../api/lex-entry';
import { usePlayableRecordingsOfSentences } from '../../api/recordings';
import { useSession } from '../../api/session';
import { PlayRecordingButton } from '../../components/audio/play-recording-button';
import { SpeakerCredit } from '../../components/audio/speaker-credit';
import { Headword, headwordName } from '../../components/headword';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { AddToReviewButton } from '../../components/review/add-to-review-button';
import { SuggestCorrectionButton } from '../../components/suggestions/suggest-correction-button';
import { ApiError } from '../../lib/api-client';
import { useOnline } from '../../offline/online-status';
import { entryNotes, Forms, Notes, Senses, Speakers } from './entry-details';

// /words/{id}: one entry whole on a page of its own (issue 36, ADR 070), shareable and bookmarkable.
// Everything comes from GET /api/lex-entry/{id}, which the dictionary download answers offline.

/** How many sentences the page lists; the call names at most ENTRY_USES_SHOWN and how many there are. */
const SENTENCES_SHOWN = 20;

export const ENTRY_NOT_FOUND = 'Word not found';

/** The id of /words/{id}: a positive whole number, else null (the page says it is not found). */
export function parseEntryId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** A part of the page: a region named by its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `entry-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section className="mb-4" aria-labelledby={headingId}>
      <h2 className="h5" id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A missing entry, one the reader may not see, or an address that names none: the same page. */
function EntryNotFound() {
  return (
    <>
      <PageHeader title={ENTRY_NOT_FOUND} />
      <p>This word is not in the dictionary, or it is not shown to you.</p>
      <p>
        <Link to="/words">Search the words</Link>
      </p>
    </>
  );
}

/** Copies the page's address, to send to someone or keep. */
function CopyLinkButton() {
  const [said, setSaid] = useState<string | null>(null);
  return (
    <>
      <Button
        size="sm"
        variant="outline-secondary"
        onClick={() => {
          const url = window.location.href;
          if (!navigator.clipboard) {
            setSaid(`The link to this word: ${url}`);
            return;
          }
          navigator.clipboard.writeText(url).then(
            () => setSaid('Link copied.'),
            () => setSaid(`The link to this word: ${url}`),
          );
        }}
      >
        Copy link
      </Button>
      <span role="status" className="small ms-2">
        {said}
      </span>
    </>
  );
}

/** The sentences and texts that use the entry, as the call names them (an account's only). */
function Uses({ uses, name }: { uses: NonNullable<LexEntry['uses']>; name: string }) {
  const shown = uses.sentences.slice(0, SENTENCES_SHOWN);
  const takes = usePlayableRecordingsOfSentences(shown.map((sentence) => sentence.id));
  return (
    <>
      <Section title="Sentences">
        {shown.length === 0 ? (
          <p>No example sentences use this word yet.</p>
        ) : (
          <>
            <ul aria-label={`Sentences using ${name}`}>
              {shown.map((sentence) => (
                <li key={sentence.id}>
                  {sentence.text} <span className="fst-italic">({sentence.trans})</span>
                  <PlayRecordingButton take={takes.get(sentence.id)} label={sentence.text} className="ms-2" />
                  <SpeakerCredit take={takes.get(sentence.id)} className="ms-1" />
                </li>
              ))}
            </ul>
            {uses.sentenceCount > shown.length && (
              <p>
                Showing {shown.length} of {uses.sentenceCount} sentences.
              </p>
            )}
          </>
        )}
      </Section>
      <Section title="Texts">
        {uses.texts.length === 0 ? (
          <p>No text uses this word yet.</p>
        ) : (
          <ul aria-label={`Texts using ${name}`}>
            {uses.texts.map((text) => (
              <li key={text.id}>
                <Link to={`/text-view?id=${text.id}`}>{text.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function Entry({ entry, signedIn }: { entry: LexEntry; signedIn: boolean }) {
  const name = headwordName(entry);
  const notes = entryNotes(entry);
  return (
    <>
      <PageHeader title={name}>
        <Headword entry={entry} />
      </PageHeader>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        {signedIn && <AddToReviewButton lexId={entry.id} word={name} source="words" />}
        <SuggestCorrectionButton item={{ kind: 'entry', lexId: entry.id }} name={name} />
        <CopyLinkButton />
      </div>
      {entry.senses.length > 0 && (
        <Section title="Senses">
          <Senses lexId={entry.id} senses={entry.senses} />
        </Section>
      )}
      {notes.length > 0 && (
        <Section title="Notes">
          <Notes notes={notes} />
        </Section>
      )}
      {entry.forms.length > 0 && (
        <Section title="Other forms">
          <Forms forms={entry.forms} />
        </Section>
      )}
      <Section title="Recordings">
        {entry.recordings.length > 0 ? (
          <Speakers entry={entry} name={name} />
        ) : (
          <p>No recording of this word yet.</p>
        )}
      </Section>
      {signedIn &&
        (entry.uses ? (
          <Uses uses={entry.uses} name={name} />
        ) : (
          // A download made before the page existed carries the entry without its uses.
          <p>The sentences and texts that use this word show when you are online.</p>
        ))}
      <p>
        <Link to="/words">All words</Link>
      </p>
    </>
  );
}

function EntryById({ id, signedIn }: { id: number; signedIn: boolean }) {
  const query = useQuery(lexEntryQuery(id));
  const online = useOnline();
  if (query.isPending) return <Loading label="Loading the word..." />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <EntryNotFound />;
    return (
      <>
        <PageHeader title="Words" />
        <Alert variant="danger">
          {online
            ? 'The word could not be loaded. Please refresh the page.'
            : 'You are offline and this word is not in your downloads. Download the dictionary on the Offline page to read it without a connection.'}
        </Alert>
        <p>
          <Link to="/words">All words</Link>
        </p>
      </>
    );
  }
  return <Entry entry={query.data} signedIn={signedIn} />;
}

/**
 * /words/{id}: the entry whole (every sense with its definition, examples and notes; the notes;
 * the other forms; each speaker's recording), the sentences and texts that use it, "Add to my
 * review", "Suggest a correction" and "Copy link". A visitor of the public dictionary reads the
 * public entries without the sentences. A missing or hidden entry is "not found", never an error.
 */
export function EntryPage() {
  const { username } = useSession();
  const id = parseEntryId(useParams().id);
  if (id === null) return <EntryNotFound />;
  return <EntryById key={id} id={id} signedIn={username !== null} />;
}
