import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Button, Col, Form, Row, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { foldPartsOfSpeech, partOfSpeechKey } from '@langapp/shared';
import type { Lex } from '@langapp/shared';
import { useLexicon } from '../../api/lexicon';
import { EmptyState } from '../../components/empty-state';
import { HeadwordLink, headwordName } from '../../components/headword';
import { buildLexiconSearch, filterLexicon } from '../../components/interlinear/filter-lexicon';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { PagedSearchStatus, ShowMoreButton } from '../../components/paged-search/paged-search-status';
import { usePagedSearch } from '../../components/paged-search/use-paged-search';
import { BulkVisibility } from '../../components/visibility/bulk-visibility';
import { ItemVisibility } from '../../components/visibility/item-visibility';
import { SelectAllShown, SelectCheckbox, useSelection } from '../../components/visibility/selection';
import { TeachersOnlyBadge } from '../../components/visibility/teachers-only-badge';
import { EntryEditor } from './entry-editor';
import { partsOfSpeechQuery } from './lexicon-upkeep-data';
import { PublicDictionarySwitch } from './public-dictionary-switch';
import { SensesCell } from './senses-cell';

const ALL = '';

/** Every sense of an entry, with its part of speech and gloss (the list names them only when there are several). */
const sensesOf = (entry: Lex) => entry.senses ?? [entry];

/**
 * /admin/dictionary: the teacher's upkeep of the lexicon (ADR 034). Search the entries by word or
 * gloss and filter by part of speech (in the browser, over the lexicon every page shares), open one
 * to correct it, or delete one that nothing uses.
 */
export function DictionaryPage() {
  const lexicon = useLexicon();
  const [pos, setPos] = useState(ALL);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const searchBox = useRef<HTMLInputElement | null>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const selection = useSelection<number>();

  const search = useMemo(() => buildLexiconSearch(lexicon.entries), [lexicon.entries]);
  // The server's list (ADR 071); until it answers, or if it cannot, the same fold over the lexicon here.
  const posList = useQuery(partsOfSpeechQuery);
  const partsOfSpeech = useMemo(
    () =>
      posList.data ??
      foldPartsOfSpeech(lexicon.entries.flatMap(sensesOf).map((sense) => ({ pos: sense.pos, count: 1 }))),
    [posList.data, lexicon.entries],
  );
  const entries = usePagedSearch(
    useCallback(
      (query: string) => {
        const found = filterLexicon(search, query);
        return pos === ALL
          ? found
          : found.filter((entry) => sensesOf(entry).some((sense) => partOfSpeechKey(sense.pos) === pos));
      },
      [search, pos],
    ),
  );
  const selected = selectedId === null ? undefined : lexicon.byId.get(selectedId);

  function open(id: number) {
    setMessage('');
    setSelectedId(id);
  }

  function close() {
    const id = selectedId;
    setSelectedId(null);
    const button = id === null ? undefined : editButtons.current.get(id);
    (button ?? searchBox.current)?.focus();
  }

  return (
    <>
      <PageHeader title="Dictionary" />
      <PublicDictionarySwitch />
      <p>
        Correct an entry of the lexicon (its senses, notes and other forms), or delete one that no sentence,
        text, lesson or recording uses. Choose who may see each entry, or select several and set them at once.
      </p>
      <p role="status" className={message ? 'fw-semibold' : 'visually-hidden'}>
        {message}
      </p>
      {lexicon.status === 'loading' && <Loading label="Loading lexicon..." />}
      {lexicon.status === 'error' && (
        <Alert variant="danger">The lexicon could not be loaded. Please refresh the page.</Alert>
      )}
      {lexicon.status === 'ready' && lexicon.entries.length === 0 && (
        <EmptyState
          title="The dictionary is empty"
          actions={
            <>
              <Link to="/admin/import" className="btn btn-primary">
                Import a dictionary
              </Link>
              <Link to="/words" className="btn btn-outline-primary">
                Add words one by one
              </Link>
            </>
          }
        >
          Import a dictionary from a spreadsheet, a LIFT file or a bundle, or add words one by one on the
          Words page in Admin mode. They show here to correct once they are in.
        </EmptyState>
      )}
      {lexicon.status === 'ready' && lexicon.entries.length > 0 && (
        <Row>
          <Col lg={selected ? 5 : 12}>
            <Form role="search" aria-label="Dictionary entries" onSubmit={(event) => event.preventDefault()}>
              <Row>
                {/* Beside the editor, the list is narrow: the two fields stack. */}
                <Col sm={selected ? 12 : 7}>
                  <Form.Group className="mb-3" controlId="dictionary-search">
                    <Form.Label>Search by word or gloss</Form.Label>
                    <Form.Control
                      {...LANGUAGE_FIELD}
                      ref={searchBox}
                      type="search"
                      autoComplete="off"
                      value={entries.query}
                      onChange={(event) => entries.setQuery(event.target.value)}
                    />
                  </Form.Group>
                </Col>
                <Col sm={selected ? 12 : 5}>
                  <Form.Group className="mb-3" controlId="dictionary-pos">
                    <Form.Label>Part of speech</Form.Label>
                    <Form.Select
                      value={pos}
                      onChange={(event) => {
                        setPos(event.target.value);
                        entries.firstPage();
                      }}
                    >
                      <option value={ALL}>All parts of speech</option>
                      {partsOfSpeech.map((p) => (
                        <option key={p.value} value={partOfSpeechKey(p.value)}>
                          {p.value} ({p.count})
                        </option>
                      ))}
                    </Form.Select>
                  </Form.Group>
                </Col>
              </Row>
            </Form>
            <PagedSearchStatus
              search={entries}
              none="No matching lexical entries found."
              one="entry"
              many="entries"
              onClear={() => {
                entries.setQuery('');
                setPos(ALL);
                searchBox.current?.focus();
              }}
            />
            {entries.matches.length > 0 && (
              // "Select all shown" beside the action, not in the table's heading, which phones hide.
              <>
                <BulkVisibility kind="entry" selection={selection} one="entry" many="entries" />
                <div className="mb-2">
                  <SelectAllShown
                    ids={entries.visible.map((entry) => entry.id)}
                    selection={selection}
                    showLabel
                  />
                </div>
              </>
            )}
            {entries.matches.length > 0 && (
              // Below 576 px each entry is a card, its check box beside its word (ADR 054).
              <Table responsive size="sm" hover className="align-middle table-stacked">
                <caption className="visually-hidden">Dictionary entries</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">Selected</span>
                    </th>
                    <th scope="col">Word</th>
                    <th scope="col">Part of speech</th>
                    <th scope="col">Gloss</th>
                    <th scope="col">Visible to</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.visible.map((entry) => (
                    <tr key={entry.id} className={entry.id === selectedId ? 'table-active' : undefined}>
                      <td className="table-stacked-inline">
                        <SelectCheckbox
                          name={`${headwordName(entry)} (${entry.gloss})`}
                          checked={selection.selected.has(entry.id)}
                          onChange={(on) => selection.toggle(entry.id, on)}
                        />
                      </td>
                      {/* A long word (polysynthetic languages have them) wraps rather than widen the table. */}
                      <td className="table-stacked-inline text-break">
                        {/* The entry's own page (issue 36): what a learner sees of it, one Tab from its check box. */}
                        <HeadwordLink entry={entry} />
                        <TeachersOnlyBadge visibility={entry.visibility} />
                      </td>
                      <td data-label="Part of speech" className="text-break">
                        <SensesCell entry={entry} field="pos" />
                      </td>
                      <td data-label="Gloss" className="text-break">
                        <SensesCell entry={entry} field="gloss" />
                      </td>
                      <td data-label="Visible to">
                        <ItemVisibility
                          kind="entry"
                          id={entry.id}
                          visibility={entry.visibility}
                          name={`${headwordName(entry)} (${entry.gloss})`}
                        />
                      </td>
                      <td className="text-sm-end">
                        <Button
                          size="sm"
                          variant="outline-primary"
                          aria-label={`Edit ${headwordName(entry)} (${entry.gloss})`}
                          ref={(element: HTMLButtonElement | null) => {
                            if (element) editButtons.current.set(entry.id, element);
                            else editButtons.current.delete(entry.id);
                          }}
                          onClick={() => open(entry.id)}
                        >
                          Edit
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
            <ShowMoreButton search={entries} className="mb-3" />
          </Col>
          {selected && (
            <Col lg={7}>
              <EntryEditor
                key={selected.id}
                entry={selected}
                partsOfSpeech={partsOfSpeech}
                onDeleted={(text) => {
                  setMessage(text);
                  setSelectedId(null);
                  searchBox.current?.focus();
                }}
                onClose={close}
              />
            </Col>
          )}
        </Row>
      )}
    </>
  );
}
