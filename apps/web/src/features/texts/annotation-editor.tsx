import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, Button, Tab, Tabs } from 'react-bootstrap';
import type { TextData } from '@langapp/shared';
import { useLexicon } from '../../api/lexicon';
import { BaseTab } from './base-tab';
import {
  EMPTY_DRAFT,
  fromTextData,
  toTextData,
  withBaseText,
  withBreaks,
  withGloss,
  withLink,
  withTranslation,
} from './draft';
import type { Draft } from './draft';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import type { EditorTab } from './draft-storage';
import { MorphemeTab } from './morpheme-tab';
import { ReviewTab } from './review-tab';
import { WordTab } from './word-tab';

export const SUBMIT_SUCCESS = 'Text successfully submitted!';
export const SUBMIT_ERROR = 'Error submitting annotated text. Please try again.';
export const DISCARD_CONFIRM = 'Discard your unsaved changes to this text?';
/** Spec §9: the success notice shows 1.5 s before the editor moves on; error banners show 3 s. */
export const SUCCESS_DELAY_MS = 1500;
export const ERROR_BANNER_MS = 3000;

export interface AnnotationEditorProps {
  /** The text to edit; none for a new text. */
  initial?: TextData;
  /** localStorage key of the work in progress (one per edited text). */
  storageKey: string;
  /** Sends the text (add-text, update-text, ...); rejects on failure. */
  submit: (text: TextData) => Promise<void>;
  /** Called after the success notice, e.g. to go to the next page. */
  onSubmitted?: () => void;
}

interface EditorState {
  tab: EditorTab;
  draft: Draft;
  /** Changed since it was opened (or restored from a saved draft): only then is it saved. */
  dirty: boolean;
  restored: boolean;
}

type Phase = 'editing' | 'submitting' | 'submitted';

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
export function AnnotationEditor({ initial, storageKey, submit, onSubmitted }: AnnotationEditorProps) {
  const idPrefix = useId();
  const [startDraft] = useState(() => (initial ? fromTextData(initial) : EMPTY_DRAFT));
  const [state, setState] = useState<EditorState>(() => {
    const stored = loadDraft(storageKey);
    return stored
      ? { ...stored, dirty: true, restored: true }
      : { tab: 'base', draft: startDraft, dirty: false, restored: false };
  });
  const [phase, setPhase] = useState<Phase>('editing');
  const [error, setError] = useState<string | null>(null);
  const lexicon = useLexicon();
  const tabsRef = useRef<HTMLDivElement>(null);
  const focusTab = useRef(false);
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
    if (state.dirty) saveDraft(storageKey, { tab: state.tab, draft: state.draft });
  }, [storageKey, state]);

  // After Next, the title warning's button or an arrow key on the tab list, the keyboard continues
  // from the newly chosen tab (the tab list's own refocus does not always see the new tab in time).
  useEffect(() => {
    const container = tabsRef.current;
    const focused = document.activeElement;
    const fromTabList = focused?.getAttribute('role') === 'tab' && container?.contains(focused);
    if (focusTab.current || fromTabList) {
      container?.querySelector<HTMLElement>(`[role="tab"][data-rr-ui-event-key="${state.tab}"]`)?.focus();
    }
    focusTab.current = false;
  }, [state.tab]);

  const text = useMemo(() => toTextData(state.draft), [state.draft]);
  const editable = phase === 'editing';

  function edit(change: (draft: Draft) => Draft) {
    setState((previous) => ({ ...previous, draft: change(previous.draft), dirty: true }));
  }

  function goTo(tab: EditorTab) {
    focusTab.current = true;
    setState((previous) => ({ ...previous, tab }));
  }

  function discard() {
    if (!window.confirm(DISCARD_CONFIRM)) return;
    clearDraft(storageKey);
    setState({ tab: 'base', draft: startDraft, dirty: false, restored: false });
  }

  async function handleSubmit() {
    if (text.title === '' || phase !== 'editing') return;
    setPhase('submitting');
    clearTimeout(errorTimer.current);
    setError(null);
    try {
      await submit(text);
    } catch (cause) {
      console.error('The annotated text could not be submitted.', cause);
      setPhase('editing');
      setError(SUBMIT_ERROR);
      errorTimer.current = setTimeout(() => setError(null), ERROR_BANNER_MS);
      return;
    }
    // The draft goes at once, so a reload during the notice cannot submit the text twice.
    clearDraft(storageKey);
    setState((previous) => ({ ...previous, dirty: false }));
    setPhase('submitted');
    successTimer.current = setTimeout(() => {
      setState({ tab: 'base', draft: startDraft, dirty: false, restored: false });
      setPhase('editing');
      onSubmitted?.();
    }, SUCCESS_DELAY_MS);
  }

  const next = NEXT_TAB[state.tab];
  return (
    <div ref={tabsRef}>
      {phase === 'submitted' && <Alert variant="success">{SUBMIT_SUCCESS}</Alert>}
      {error && <Alert variant="danger">{error}</Alert>}
      {state.restored && state.dirty && (
        <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2">
          <span>Your unsaved work on this text was restored.</span>
          <Button variant="outline-secondary" size="sm" onClick={discard}>
            Discard changes
          </Button>
        </Alert>
      )}
      <Tabs
        id={`${idPrefix}-tabs`}
        activeKey={state.tab}
        onSelect={(key) => key && setState((previous) => ({ ...previous, tab: key as EditorTab }))}
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
            onGloss={(s, w, gloss) => edit((draft) => withGloss(draft, s, w, gloss))}
          />
        </Tab>
        <Tab eventKey="morpheme" title={TAB_TITLES.morpheme}>
          <MorphemeTab
            idPrefix={idPrefix}
            draft={state.draft}
            lexicon={lexicon}
            onBreaks={(s, w, breaks) => edit((draft) => withBreaks(draft, s, w, breaks))}
            onLink={(s, w, m, lexId) => edit((draft) => withLink(draft, s, w, m, lexId))}
          />
        </Tab>
        <Tab eventKey="review" title={TAB_TITLES.review}>
          <ReviewTab
            idPrefix={idPrefix}
            text={text}
            lexicon={lexicon}
            canSubmit={editable}
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
    </div>
  );
}
