import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, Button, Form, Tab, Tabs } from 'react-bootstrap';
import { DEFAULT_VISIBILITY } from '@langapp/shared';
import type { TextData, Visibility } from '@langapp/shared';
import { useLexicon } from '../../api/lexicon';
import { VisibilitySelect } from '../../components/visibility/visibility-select';
import { ApiError } from '../../lib/api-client';
import { BaseTab } from './base-tab';
import {
  EMPTY_DRAFT,
  fromTextData,
  sameText,
  toTextData,
  uniqueEntryFinder,
  withAutoLinks,
  withBaseText,
  withBreaks,
  withGloss,
  withLink,
  withLiteral,
  withMorphGloss,
  withNote,
  withPartOfSpeech,
  withTranslation,
} from './draft';
import type { Draft, FindEntry } from './draft';
import { DraftChoice } from './draft-choice';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import type { EditorTab, StoredDraft } from './draft-storage';
import { MorphemeTab } from './morpheme-tab';
import { ReviewTab } from './review-tab';
import { WordTab } from './word-tab';

export const SUBMIT_SUCCESS = 'Text successfully submitted!';
export const SUBMIT_ERROR = 'Error submitting annotated text. Please try again.';
export const DISCARD_CONFIRM = 'Discard your unsaved changes to this text?';
/** Spec §9: the success notice shows 1.5 s before the editor moves on; error banners show 3 s. */
export const SUCCESS_DELAY_MS = 1500;
export const ERROR_BANNER_MS = 3000;
/** Beside the spec's error banner, while it lasts and after: what the server said was wrong. */
export const serverReasonMessage = (reason: string) => `The server gave this reason: ${reason}`;

export interface AnnotationEditorProps {
  /** The text to edit; none for a new text. */
  initial?: TextData;
  /** localStorage key of the work in progress (one per edited text). */
  storageKey: string;
  /**
   * A new text: the teacher picks who may see it (ADR 062, Learners unless changed), and the choice
   * is kept with the draft. An edited text's level is set apart, at once, by its page.
   */
  choosesLevel?: boolean;
  /** Sends the text (add-text, update-text, ...), with the level picked when `choosesLevel`; rejects on failure. */
  submit: (text: TextData, visibility: Visibility) => Promise<void>;
  /** Called after the success notice, e.g. to go to the next page. */
  onSubmitted?: () => void;
}

interface EditorState {
  tab: EditorTab;
  draft: Draft;
  /** The level picked for a new text (the default otherwise, and unused). */
  visibility: Visibility;
  /** Changed since it was opened (or restored from a saved draft): only then is it saved. */
  dirty: boolean;
  restored: boolean;
}

type Phase = 'editing' | 'submitting' | 'submitted';

interface Opening {
  state: EditorState;
  /** A saved draft that differs from the server's version of the edited text: the teacher chooses. */
  conflict: StoredDraft | null;
  /** A saved draft that sends the same text as the server's version: nothing to keep. */
  stale: boolean;
}

const freshState = (draft: Draft): EditorState => ({
  tab: 'base',
  draft,
  visibility: DEFAULT_VISIBILITY,
  dirty: false,
  restored: false,
});

/** The editor as a saved draft leaves it: changed, and said to be restored. */
const restoredState = (stored: StoredDraft): EditorState => ({
  tab: stored.tab,
  draft: stored.draft,
  visibility: stored.visibility ?? DEFAULT_VISIBILITY,
  dirty: true,
  restored: true,
});

function opening(storageKey: string, editing: boolean, startDraft: Draft): Opening {
  const fresh = freshState(startDraft);
  const stored = loadDraft(storageKey);
  if (!stored) return { state: fresh, conflict: null, stale: false };
  if (!editing) return { state: restoredState(stored), conflict: null, stale: false };
  if (sameText(stored.draft, startDraft)) {
    return { state: { ...fresh, tab: stored.tab }, conflict: null, stale: true };
  }
  return { state: fresh, conflict: stored, stale: false };
}

/** The server's sentence for a refusal (a 4xx with an error in its JSON body), which retrying will not change. */
function serverReason(cause: unknown): string | undefined {
  return cause instanceof ApiError && cause.status >= 400 && cause.status < 500
    ? cause.serverError
    : undefined;
}

const TAB_TITLES: Record<EditorTab, string> = {
  base: 'Base',
  word: 'Word',
  morpheme: 'Morpheme',
  review: 'Review',
};
const NEXT_TAB: Partial<Record<EditorTab, EditorTab>> = {
  base: 'word',
  word: 'morpheme',
  morpheme: 'review',
};

/** The annotation editor: tabs Base, Word, Morpheme and Review; the work in progress survives a reload. */
export function AnnotationEditor({
  initial,
  storageKey,
  choosesLevel = false,
  submit,
  onSubmitted,
}: AnnotationEditorProps) {
  const idPrefix = useId();
  const [startDraft] = useState(() => (initial ? fromTextData(initial) : EMPTY_DRAFT));
  const [opened] = useState(() => opening(storageKey, initial !== undefined, startDraft));
  const [state, setState] = useState<EditorState>(opened.state);
  const [conflict, setConflict] = useState<StoredDraft | null>(opened.conflict);
  const [phase, setPhase] = useState<Phase>('editing');
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const lexicon = useLexicon();
  const tabsRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusTab = useRef(false);
  const focusSubmit = useRef(false);
  const successTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const errorTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(successTimer.current);
      clearTimeout(errorTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (opened.stale) clearDraft(storageKey);
  }, [opened.stale, storageKey]);

  // Only work in progress is saved: not while the teacher has yet to choose between draft and server,
  // nor while the text is sent or once it is (a cleared draft written back would offer a duplicate).
  useEffect(() => {
    if (state.dirty && phase === 'editing' && !conflict) {
      saveDraft(storageKey, {
        tab: state.tab,
        draft: state.draft,
        ...(choosesLevel ? { visibility: state.visibility } : {}),
      });
    }
  }, [storageKey, state, phase, conflict, choosesLevel]);

  // After Next, the title warning's button, the draft choice or an arrow key on the tab list, the
  // keyboard continues from the newly chosen tab (the tab list's own refocus does not always see the
  // new tab in time).
  useEffect(() => {
    const container = tabsRef.current;
    const focused = document.activeElement;
    const fromTabList = focused?.getAttribute('role') === 'tab' && container?.contains(focused);
    if (focusTab.current || fromTabList) {
      container?.querySelector<HTMLElement>(`[role="tab"][data-rr-ui-event-key="${state.tab}"]`)?.focus();
    }
    focusTab.current = false;
  }, [state.tab, conflict]);

  // After a failed submit the keyboard is back on Submit (it was disabled, and so lost the focus, while sending).
  useEffect(() => {
    if (phase === 'editing' && focusSubmit.current) submitRef.current?.focus();
    focusSubmit.current = false;
  }, [phase]);

  const editable = phase === 'editing' && !conflict;
  const findEntry = useMemo<FindEntry | undefined>(
    () => (lexicon.status === 'ready' ? uniqueEntryFinder(lexicon.entries) : undefined),
    [lexicon.status, lexicon.entries],
  );

  // Morphs typed before the lexicon arrived are linked once it is there.
  useEffect(() => {
    if (!findEntry || !editable) return;
    setState((previous) => {
      const draft = withAutoLinks(previous.draft, findEntry);
      return draft === previous.draft ? previous : { ...previous, draft, dirty: true };
    });
  }, [findEntry, editable]);

  const text = useMemo(() => toTextData(state.draft), [state.draft]);

  function edit(change: (draft: Draft) => Draft) {
    if (!editable) return;
    setState((previous) => {
      const changed = change(previous.draft);
      return { ...previous, draft: findEntry ? withAutoLinks(changed, findEntry) : changed, dirty: true };
    });
  }

  function pickLevel(visibility: Visibility) {
    if (!editable) return;
    setState((previous) => ({ ...previous, visibility, dirty: true }));
  }

  function goTo(tab: EditorTab) {
    if (!editable) return;
    focusTab.current = true;
    setState((previous) => ({ ...previous, tab }));
  }

  function discard() {
    if (!window.confirm(DISCARD_CONFIRM)) return;
    clearDraft(storageKey);
    setState(freshState(startDraft));
  }

  function keepDraft(stored: StoredDraft) {
    focusTab.current = true;
    setState(restoredState(stored));
    setConflict(null);
  }

  function takeServerVersion() {
    clearDraft(storageKey);
    focusTab.current = true;
    setConflict(null);
  }

  async function handleSubmit() {
    if (text.title === '' || !editable) return;
    setPhase('submitting');
    clearTimeout(errorTimer.current);
    setError(null);
    setReason(null);
    try {
      await submit(text, state.visibility);
    } catch (cause) {
      focusSubmit.current = true;
      setPhase('editing');
      setError(SUBMIT_ERROR);
      setReason(serverReason(cause) ?? null);
      errorTimer.current = setTimeout(() => setError(null), ERROR_BANNER_MS);
      return;
    }
    // The draft goes at once, so a reload during the notice cannot submit the text twice; the fields
    // stay locked until the editor has moved on, so nothing typed meanwhile is lost or saved again.
    clearDraft(storageKey);
    setState((previous) => ({ ...previous, dirty: false }));
    setPhase('submitted');
    successTimer.current = setTimeout(() => {
      setState(freshState(startDraft));
      setPhase('editing');
      onSubmitted?.();
    }, SUCCESS_DELAY_MS);
  }

  if (conflict) {
    return (
      <DraftChoice
        idPrefix={idPrefix}
        draft={conflict.draft}
        server={startDraft}
        onKeepDraft={() => keepDraft(conflict)}
        onUseServer={takeServerVersion}
      />
    );
  }

  const next = NEXT_TAB[state.tab];
  return (
    <div ref={tabsRef}>
      {phase === 'submitted' && <Alert variant="success">{SUBMIT_SUCCESS}</Alert>}
      {error && <Alert variant="danger">{error}</Alert>}
      {reason && (
        <Alert variant="danger" dismissible onClose={() => setReason(null)} closeLabel="Dismiss the reason">
          {serverReasonMessage(reason)}
        </Alert>
      )}
      {/* Everything the teacher can change is locked while the text is sent and during the success notice. */}
      <fieldset disabled={!editable} aria-busy={phase === 'submitting'}>
        {state.restored && state.dirty && (
          <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2">
            <span>Your unsaved work on this text was restored.</span>
            <Button variant="outline-secondary" size="sm" onClick={discard}>
              Discard changes
            </Button>
          </Alert>
        )}
        {choosesLevel && (
          <Form.Group className="mb-3" controlId={`${idPrefix}-visibility`}>
            <Form.Label>Visible to</Form.Label>
            <VisibilitySelect
              value={state.visibility}
              onChange={pickLevel}
              small={false}
              className="w-auto"
            />
          </Form.Group>
        )}
        <Tabs
          id={`${idPrefix}-tabs`}
          activeKey={state.tab}
          onSelect={(key) =>
            editable && key && setState((previous) => ({ ...previous, tab: key as EditorTab }))
          }
          mountOnEnter
          unmountOnExit
          className="mb-3"
        >
          <Tab eventKey="base" title={TAB_TITLES.base}>
            <BaseTab
              idPrefix={idPrefix}
              draft={state.draft}
              onTitle={(title) => edit((draft) => ({ ...draft, title }))}
              onBaseText={(baseText) => edit((draft) => withBaseText(draft, baseText))}
            />
          </Tab>
          <Tab eventKey="word" title={TAB_TITLES.word}>
            <WordTab
              idPrefix={idPrefix}
              draft={state.draft}
              onTranslation={(s, trans) => edit((draft) => withTranslation(draft, s, trans))}
              onLiteral={(s, lit) => edit((draft) => withLiteral(draft, s, lit))}
              onNote={(s, n, note) => edit((draft) => withNote(draft, s, n, note))}
              onGloss={(s, w, gloss) => edit((draft) => withGloss(draft, s, w, gloss))}
              onPartOfSpeech={(s, w, pos) => edit((draft) => withPartOfSpeech(draft, s, w, pos))}
            />
          </Tab>
          <Tab eventKey="morpheme" title={TAB_TITLES.morpheme}>
            <MorphemeTab
              idPrefix={idPrefix}
              draft={state.draft}
              lexicon={lexicon}
              onBreaks={(s, w, breaks) => edit((draft) => withBreaks(draft, s, w, breaks))}
              onLink={(s, w, m, lexId) => edit((draft) => withLink(draft, s, w, m, lexId))}
              onMorphGloss={(s, w, m, gloss) => edit((draft) => withMorphGloss(draft, s, w, m, gloss))}
            />
          </Tab>
          <Tab eventKey="review" title={TAB_TITLES.review}>
            <ReviewTab
              idPrefix={idPrefix}
              text={text}
              lexicon={lexicon}
              canSubmit={editable}
              submitRef={submitRef}
              onGoToBase={() => goTo('base')}
              onSubmit={() => void handleSubmit()}
            />
          </Tab>
        </Tabs>
        {(state.tab === 'word' || state.tab === 'morpheme') && state.draft.sents.length === 0 && (
          <p>
            There are no sentences yet.{' '}
            <Button variant="link" className="p-0 align-baseline" onClick={() => goTo('base')}>
              Enter the base text first.
            </Button>
          </p>
        )}
        {next && (
          <Button variant="primary" className="mt-2" onClick={() => goTo(next)}>
            Next: {TAB_TITLES[next]}
          </Button>
        )}
      </fieldset>
    </div>
  );
}
