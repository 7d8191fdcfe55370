import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LexUses } from '@langapp/shared';
import { formatPacificDateTime } from '../../lib/format-date';

/** How many places of one kind are listed (a common word may be in hundreds of sentences). */
const USES_SHOWN = 20;

/** One kind of use: a heading with the count, the first USES_SHOWN places, and how many there are. */
function UsesOfKind<T>({
  title,
  items,
  keyOf,
  render,
}: {
  title: string;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <>
      <h4 className="h6">
        {title} ({items.length})
      </h4>
      <ul>
        {items.slice(0, USES_SHOWN).map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      {items.length > USES_SHOWN && (
        <p className="mb-2">
          Showing {USES_SHOWN} of {items.length}.
        </p>
      )}
    </>
  );
}

/**
 * Where an entry is used: its sentences, texts, lessons and recordings, each linked to the page
 * where the teacher can change it (sentences have no page of their own: their text is shown).
 */
export function LexUsesList({ word, uses, headingId }: { word: string; uses: LexUses; headingId: string }) {
  return (
    <div aria-labelledby={headingId} role="group">
      <UsesOfKind
        title="Sentences"
        items={uses.sentences}
        keyOf={(s) => s.id}
        render={(s) => (
          <>
            {s.text} <span className="fst-italic">({s.trans})</span>, sentence {s.id}
          </>
        )}
      />
      <UsesOfKind
        title="Texts"
        items={uses.texts}
        keyOf={(t) => t.id}
        render={(t) => (
          <>
            <Link to={`/text-view?id=${t.id}`}>{t.title}</Link> ({t.links} {t.links === 1 ? 'link' : 'links'})
          </>
        )}
      />
      <UsesOfKind
        title="Lessons"
        items={uses.lessons}
        keyOf={(l) => l.id}
        render={(l) => (
          <Link to={`/edit-vocab-lesson?id=${encodeURIComponent(l.id)}`}>
            {l.title === l.id ? `Lesson ${l.id}` : l.title}
          </Link>
        )}
      />
      <UsesOfKind
        title="Recordings"
        items={uses.recordings}
        keyOf={(r) => r.filename}
        render={(r) => `${r.speaker}, ${formatPacificDateTime(r.timestamp)} (${r.filename})`}
      />
      {uses.recordings.length > 0 && (
        <p>
          <Link to={`/words?lex=${encodeURIComponent(word)}`}>
            Manage the recordings of {word} on the Words page
          </Link>
        </p>
      )}
    </div>
  );
}
