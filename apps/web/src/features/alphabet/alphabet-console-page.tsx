import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import type { AlphabetDetectResponse, AlphabetResponse } from '@langapp/shared';
import { alphabetQuery, useDetectAlphabet, useSaveAlphabet } from '../../api/alphabet';
import { useLexicon } from '../../api/lexicon';
import { usePlayableWordRecordings } from '../../api/recordings';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api-client';
import { AlphabetDetectPanel } from './alphabet-detect-panel';
import { draftOf, lettersOfDraft, moved, newDraftLetter, withProposals } from './alphabet-draft';
import type { DraftLetter } from './alphabet-draft';
import { AlphabetLetterRow } from './alphabet-letter-row';

const failureOf = (error: unknown) =>
  (error instanceof ApiError && error.serverError) || 'The alphabet could not be saved. Please try again.';

/** The console's Alphabet section (issue 40, ADR 089). */
export function AlphabetConsolePage() {
  const query = useQuery(alphabetQuery);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert variant="danger">The alphabet could not be loaded.</Alert>;
  // The editor keeps its letters as typed across the save (whose answer updates the query).
  return <AlphabetEditor initial={query.data} />;
}

function AlphabetEditor({ initial }: { initial: AlphabetResponse }) {
  const { entries, byId } = useLexicon();
  const recordings = usePlayableWordRecordings();
  const [letters, setLetters] = useState<DraftLetter[]>(() => draftOf(initial.alphabet));
  const [caseMatters, setCaseMatters] = useState(initial.alphabet?.caseMatters ?? false);
  const [almostCounts, setAlmostCounts] = useState(initial.alphabet?.almostCounts ?? false);
  const [proposal, setProposal] = useState<AlphabetDetectResponse | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveAlphabet();
  const detect = useDetectAlphabet();

  const change = (next: DraftLetter[]) => {
    setSaved(false);
    setLetters(next);
  };
  const onSave = () =>
    save.mutate(
      { letters: lettersOfDraft(letters, (id) => byId.get(id)?.lex), caseMatters, almostCounts },
      { onSuccess: () => setSaved(true) },
    );

  return (
    <>
      <PageHeader title="Alphabet" />
      <p>
        The letters of the headwords’ writing system (<code>{initial.writingSystem}</code>) in the order they are
        taught. The dictionary is sorted by it, learners see it on the Alphabet page, and answers are checked with it.
      </p>
      <div className="mb-3">
        <Button
          variant="outline-primary"
          disabled={detect.isPending}
          onClick={() => detect.mutate(undefined, { onSuccess: setProposal })}
        >
          Detect
        </Button>{' '}
        <span className="small text-body-secondary">Proposes letters from the dictionary’s headwords.</span>
        {detect.isError && (
          <Alert variant="danger" className="mt-2">
            The letters could not be detected. Please try again.
          </Alert>
        )}
      </div>
      {proposal && (
        <AlphabetDetectPanel
          key={proposal.headwords + proposal.proposal.length}
          result={proposal}
          onAdd={(ticked) => {
            change(withProposals(letters, proposal.proposal, ticked));
            setProposal(null);
          }}
        />
      )}
      <p id="equivalents-help" className="small text-body-secondary">
        Equivalents: other spellings accepted as the letter, separated by spaces (for example ’ ʼ for ').
      </p>
      {letters.length === 0 ? (
        <p>No letters yet: use Detect, or add them one by one.</p>
      ) : (
        <ol className="list-unstyled" aria-label="Letters in teaching order">
          {letters.map((draft, index) => (
            <AlphabetLetterRow
              key={draft.key}
              draft={draft}
              position={index}
              count={letters.length}
              entries={entries}
              recordings={recordings}
              onChange={(next) => change(letters.map((d) => (d.key === next.key ? next : d)))}
              onMove={(by) => change(moved(letters, index, by))}
              onRemove={() => change(letters.filter((d) => d.key !== draft.key))}
            />
          ))}
        </ol>
      )}
      <Button variant="outline-secondary" className="mb-3" onClick={() => change([...letters, newDraftLetter()])}>
        Add a letter
      </Button>
      <Form.Check
        type="switch"
        id="alphabet-case-matters"
        label="Case matters"
        checked={caseMatters}
        onChange={(e) => {
          setSaved(false);
          setCaseMatters(e.target.checked);
        }}
      />
      <Form.Check
        type="switch"
        id="alphabet-almost-counts"
        label="Almost answers count as right"
        checked={almostCounts}
        onChange={(e) => {
          setSaved(false);
          setAlmostCounts(e.target.checked);
        }}
      />
      <div className="mt-3">
        <Button onClick={onSave} disabled={save.isPending}>
          Save
        </Button>
      </div>
      <div aria-live="polite" className="mt-2">
        {save.isError && <Alert variant="danger">{failureOf(save.error)}</Alert>}
        {saved && !save.isError && <Alert variant="success">The alphabet is saved.</Alert>}
      </div>
    </>
  );
}
