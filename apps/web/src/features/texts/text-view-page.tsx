import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { TextData, TextSentence } from '@langapp/shared';
import { useSession } from '../../api/session';
import { textQuery, useDeleteText, useUpdateText } from '../../api/texts';
import type { LoadedText } from '../../api/texts';
import { ItemHistory } from '../../components/history/item-history';
import type { ListenLauncherProps } from '../../components/listen/listen-source';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { SuggestCorrectionButton } from '../../components/suggestions/suggest-correction-button';
import { EditorVisibility } from '../../components/visibility/editor-visibility';
import type { ReadAlongProps } from './read-along';
import { parseTextId } from './text-id';
import { NoTextFound, TextLoading, TextReader } from './text-reader';
import type { TextRecordingPanelProps } from './text-recording-panel';

export const DELETE_CONFIRM = 'Are you sure you want to delete this text? This cannot be easily undone.';
const DELETE_ERROR = 'Error deleting text!';

/** The work in progress of editing text `id` is kept under its own key, apart from a new text's draft. */
export const editDraftKey = (id: number) => `annotate-draft-text-${id}`;

/**
 * What the page needs of the annotation editor. The editor belongs to the annotate feature and is
 * handed in by the route table (lazily loaded), so this page neither imports another feature nor
 * puts the editor into the main bundle.
 */
interface TextEditorProps {
  initial: TextData;
  storageKey: string;
  submit: (text: TextData) => Promise<void>;
  onSubmitted: () => void;
}

export interface TextViewPageProps {
  editor: ComponentType<TextEditorProps>;
  /**
   * Admin controls under each sentence (spec §2 'Manage sentence audio'), given the sent_id its
   * recordings are stored under ('textId.sentenceId', stable while the text is edited).
   */
  renderSentenceActions?: (sentId: string, sentence: TextSentence) => ReactNode;
  /** The Listen button (features/listen, ADR 081): the text's sentences hands-free. */
  listen?: ComponentType<ListenLauncherProps>;
  /** The admin's panel of the text's whole recording (ADR 087), loaded only for an admin. */
  recordingPanel?: ComponentType<TextRecordingPanelProps>;
  /** The read-along player of a text with a recording and times (ADR 093), loaded only for such a text. */
  readAlong?: ComponentType<ReadAlongProps>;
}

function AdminActions({
  textId,
  onEdit,
  onDelete,
  deleting,
}: {
  textId: number;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <div className="d-flex flex-wrap gap-2 mb-3">
      <Button variant="outline-primary" onClick={onEdit}>
        Edit
      </Button>
      <Button variant="outline-danger" onClick={onDelete} disabled={deleting}>
        Delete
      </Button>
      {/* FLEx interlinear (ADR 086): the server answers teachers only. */}
      <a className="btn btn-outline-secondary" href={`/api/admin/texts/${textId}/flextext`} download>
        Export for FLEx (.flextext)
      </a>
      {/* Align by hand on the text's recording (ADR 094), in the console. */}
      <Link className="btn btn-outline-secondary" to={`/admin/texts/align?id=${textId}`}>
        Align
      </Link>
    </div>
  );
}

function TextEditing({
  text,
  editor: Editor,
  onBack,
  onSubmitted,
}: {
  text: LoadedText;
  editor: ComponentType<TextEditorProps>;
  onBack: () => void;
  onSubmitted: () => void;
}) {
  const update = useUpdateText(text.id);
  // A restored version is drawn in a fresh editor.
  const [revision, setRevision] = useState(0);
  return (
    <>
      <PageHeader title={`Edit text: ${text.title}`} />
      <Button variant="outline-secondary" className="mb-3" onClick={onBack}>
        Back to text
      </Button>
      {/* Set at once through the console's call; update-text keeps the level (ADR 062). */}
      <EditorVisibility
        kind="text"
        id={text.id}
        visibility={text.visibility}
        name={`text ${text.title}`}
        saveAction="Submit"
      />
      <Suspense fallback={<Loading />}>
        <Editor
          key={revision}
          initial={{ ...text.data, title: text.title }}
          storageKey={editDraftKey(text.id)}
          submit={async (data) => {
            await update.mutateAsync(data);
          }}
          onSubmitted={onSubmitted}
        />
      </Suspense>
      <ItemHistory kind="text" id={text.id} name={text.title} onRestored={() => setRevision((r) => r + 1)} />
    </>
  );
}

/** /text-view?id=: one text; admins also edit (in the annotation editor) and delete it. */
export function TextViewPage({
  editor,
  renderSentenceActions,
  listen,
  recordingPanel: RecordingPanel,
  readAlong,
}: TextViewPageProps) {
  const [searchParams] = useSearchParams();
  const id = parseTextId(searchParams.get('id'));
  const { admin } = useSession();
  const navigate = useNavigate();
  // No id asks for nothing: the page shows 'No text found!'. A text once shown stays through a refetch.
  const { data: text, isError } = useQuery({ ...textQuery(id ?? 0), enabled: id !== null });
  const deleteText = useDeleteText();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (id === null || (!text && isError)) return <NoTextFound />;
  if (!text) return <TextLoading />;
  const isAdmin = admin === true;

  if (isAdmin && editing) {
    return (
      <TextEditing
        text={text}
        editor={editor}
        onBack={() => setEditing(false)}
        onSubmitted={() => setEditing(false)}
      />
    );
  }

  const textId = text.id;
  async function remove() {
    if (!window.confirm(DELETE_CONFIRM)) return;
    setDeleting(true);
    try {
      await deleteText.mutateAsync(textId);
    } catch {
      setDeleting(false);
      window.alert(DELETE_ERROR);
      return;
    }
    await navigate('/texts');
  }

  return (
    <TextReader
      title={text.title}
      sents={text.data.sents}
      actions={
        isAdmin && (
          <>
            <AdminActions
              textId={textId}
              onEdit={() => setEditing(true)}
              onDelete={() => void remove()}
              deleting={deleting}
            />
            {RecordingPanel && (
              <Suspense fallback={null}>
                <RecordingPanel text={text} />
              </Suspense>
            )}
          </>
        )
      }
      renderSentenceActions={(sentId, sentence) => (
        <div className="d-flex flex-wrap align-items-center gap-2 mt-1">
          {isAdmin && renderSentenceActions?.(sentId, sentence)}
          {sentence.id !== undefined && (
            <SuggestCorrectionButton
              item={{
                kind: 'text-sentence',
                textId,
                sentenceId: sentence.id,
                text: sentence.text,
                trans: sentence.trans,
              }}
              name={sentence.text}
            />
          )}
        </div>
      )}
      textId={textId}
      listen={listen}
      recording={text.recording}
      readAlong={readAlong}
    />
  );
}
