import { useMemo, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { Lex } from '@langapp/shared';
import type { Lexicon } from '../../api/lexicon';
import { buildLexiconSearch } from '../../components/interlinear/filter-lexicon';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';
import { wordLabel } from './draft';
import type { Draft, DraftMorph, DraftWord } from './draft';
import { LexPickerModal } from './lex-picker-modal';

interface MorphemeTabProps {
  idPrefix: string;
  draft: Draft;
  lexicon: Lexicon;
  onBreaks: (sentence: number, word: number, breaks: string) => void;
  onLink: (sentence: number, word: number, morph: number, lexId: number | undefined) => void;
  onMorphGloss: (sentence: number, word: number, morph: number, gloss: string) => void;
}

interface Target {
  sentence: number;
  word: number;
  morph: number;
}

function linkedEntry(lexId: number, lexicon: Lexicon): string {
  const entry: Lex | undefined = lexicon.byId.get(lexId);
  if (entry) return `${entry.lex} (${entry.gloss})`;
  return lexicon.status === 'ready' ? `entry ${lexId}, not in the lexicon` : `entry ${lexId}`;
}

function MorphLinks({
  word,
  lexicon,
  glossId,
  onPick,
  onGloss,
}: {
  word: DraftWord;
  lexicon: Lexicon;
  /** The id of morph `mi`'s gloss field. */
  glossId: (mi: number) => string;
  onPick: (morph: number) => void;
  onGloss: (morph: number, gloss: string) => void;
}) {
  if (word.morphs.length === 0) return null;
  return (
    <ul className="list-unstyled mb-0">
      {word.morphs.map((morph: DraftMorph, mi) => (
        <li key={mi} className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <span className="fw-semibold">{morph.text}</span>
          <label className="small" htmlFor={glossId(mi)}>
            gloss
            <span className="visually-hidden">
              {' '}
              of morph {morph.text} of {wordLabel(word.text)}
            </span>
          </label>
          <input
            id={glossId(mi)}
            className="form-control form-control-sm w-auto"
            size={12}
            value={morph.gloss ?? ''}
            autoComplete="off"
            onChange={(event) => onGloss(mi, event.target.value)}
          />
          <span className="small text-body-secondary">
            {morph.lexId === undefined ? 'not linked' : `linked to ${linkedEntry(morph.lexId, lexicon)}`}
          </span>
          <Button size="sm" variant="outline-primary" onClick={() => onPick(mi)}>
            {morph.lexId === undefined ? 'Link' : 'Change link'}
            <span className="visually-hidden">
              {' '}
              morph {morph.text} of {wordLabel(word.text)}
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Per word its morph breaks (space-separated) and, per morph, its gloss and a link to a lexical entry. */
export function MorphemeTab({ idPrefix, draft, lexicon, onBreaks, onLink, onMorphGloss }: MorphemeTabProps) {
  const [target, setTarget] = useState<Target | null>(null);
  const search = useMemo(() => buildLexiconSearch(lexicon.entries), [lexicon.entries]);
  const targetMorph = target && draft.sents[target.sentence]?.words[target.word]?.morphs[target.morph];

  return (
    <>
      <p id={`${idPrefix}-breaks-hint`}>Separate a word&apos;s morphemes with spaces, e.g. nipem -k.</p>
      {draft.sents.map((sentence, si) => (
        <fieldset key={si} className="mb-4">
          <legend className="h6">
            Sentence {si + 1}: {sentence.text}
          </legend>
          {sentence.words.map((word, wi) =>
            // Punctuation, a word of its own in a FLEx text, has no morphemes.
            word.punct ? null : (
              <div key={wi} className="border rounded p-2 mb-2">
                <Form.Group className="mb-2" controlId={`${idPrefix}-breaks-${si}-${wi}`}>
                  <Form.Label>Morphemes of {wordLabel(word.text)}</Form.Label>
                  <Form.Control
                    {...LANGUAGE_FIELD}
                    value={word.breaks}
                    autoComplete="off"
                    aria-describedby={`${idPrefix}-breaks-hint`}
                    onChange={(event) => onBreaks(si, wi, event.target.value)}
                  />
                </Form.Group>
                <MorphLinks
                  word={word}
                  lexicon={lexicon}
                  glossId={(mi) => `${idPrefix}-morph-gloss-${si}-${wi}-${mi}`}
                  onPick={(mi) => setTarget({ sentence: si, word: wi, morph: mi })}
                  onGloss={(mi, gloss) => onMorphGloss(si, wi, mi, gloss)}
                />
              </div>
            ),
          )}
        </fieldset>
      ))}
      {target && targetMorph && (
        <LexPickerModal
          key={`${target.sentence}-${target.word}-${target.morph}`}
          morph={targetMorph.text}
          current={targetMorph.lexId}
          status={lexicon.status}
          search={search}
          onClose={() => setTarget(null)}
          onChoose={(lexId) => {
            onLink(target.sentence, target.word, target.morph, lexId);
            setTarget(null);
          }}
        />
      )}
    </>
  );
}
