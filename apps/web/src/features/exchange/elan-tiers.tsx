import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import type { ImportReport, ImportUploadFields } from '@langapp/shared';
import { ElanTimingChoice } from './elan-timing';

type TierChoice = Pick<ImportUploadFields, 'tier' | 'translationTier' | 'wordsTier' | 'timeText'>;

/**
 * An ELAN file's tiers in the Import page's report (ADR 087): each with its type, speaker and
 * count, the ones read, and (before the import) a choice of the transcription, translation and
 * words tiers, which reads the file again.
 */
export function ElanTiers({
  report,
  onChoose,
}: {
  report: ImportReport;
  onChoose?: (choice: TierChoice) => void;
}) {
  const elan = report.elan;
  const [tier, setTier] = useState(elan?.chosen?.transcription ?? '');
  const [translation, setTranslation] = useState(elan?.chosen?.translation ?? '');
  const [words, setWords] = useState(elan?.chosen?.words ?? '');
  const [timeText, setTimeText] = useState<ImportUploadFields['timeText']>(elan?.timing?.textId);
  if (!elan) return null;
  function submit(event: FormEvent) {
    event.preventDefault();
    onChoose?.({ tier, translationTier: translation, wordsTier: words, timeText: timeText ?? '' });
  }
  const describe = (t: (typeof elan.tiers)[number]) =>
    [t.timeAlignable ? 'time-aligned' : 'by reference', t.stereotype, t.parent && `under ${t.parent}`]
      .filter(Boolean)
      .join(', ');
  return (
    <section aria-labelledby="elan-tiers-heading" className="mb-3">
      <h3 id="elan-tiers-heading" className="h5">
        The ELAN file’s tiers
      </h3>
      {/* A narrow screen scrolls the table: the region takes the focus, so the keyboard scrolls it too. */}
      <div className="table-responsive mb-3" tabIndex={0} role="region" aria-labelledby="elan-tiers-heading">
        <Table size="sm" className="w-auto mb-0">
          <caption className="visually-hidden">Tiers of the ELAN file</caption>
          <thead>
            <tr>
              <th scope="col">Tier</th>
              <th scope="col">Type</th>
              <th scope="col">Speaker</th>
              <th scope="col">Annotations</th>
            </tr>
          </thead>
          <tbody>
            {elan.tiers.map((t) => (
              <tr key={t.id}>
                <th scope="row">{t.id}</th>
                <td>
                  {t.linguisticType} ({describe(t)})
                </td>
                <td>{t.participant ?? ''}</td>
                <td>{t.annotations}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <p>
        {elan.chosen
          ? `Read as the text “${elan.title}”: ${elan.sentences} sentence${elan.sentences === 1 ? '' : 's'} from ${elan.chosen.transcription}` +
            `${elan.chosen.translation ? `, translations from ${elan.chosen.translation}` : ''}` +
            `${elan.chosen.words ? `, words from ${elan.chosen.words}` : ''}.`
          : 'No tier could be read as sentences.'}
        {elan.untimed > 0 && ` ${elan.untimed} of them have no time.`}{' '}
        {elan.media
          ? `Its recording: ${elan.media}.`
          : 'No recording came with it: upload a .zip holding the .eaf and its recording to bring it.'}
      </p>
      {elan.timing && (
        <>
          <p>
            Times for “{elan.title}” (text {elan.timing.textId}): {elan.timing.matched} of its sentences
            matched
            {elan.timing.mismatches.length > 0 ? '; not matched:' : ', and nothing left over.'}
          </p>
          {elan.timing.mismatches.length > 0 && (
            <ul>
              {elan.timing.mismatches.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {onChoose && (
        <Form onSubmit={submit} aria-label="Tiers to read" className="d-flex flex-wrap gap-3 align-items-end">
          <TierSelect
            id="elan-tier"
            label="Transcription (one sentence each)"
            value={tier}
            onChange={setTier}
            tiers={elan.tiers}
          />
          <TierSelect
            id="elan-translation"
            label="Translation"
            value={translation}
            onChange={setTranslation}
            tiers={elan.tiers}
            none
          />
          <TierSelect
            id="elan-words"
            label="Words"
            value={words}
            onChange={setWords}
            tiers={elan.tiers}
            none
          />
          <ElanTimingChoice id="elan-time-text" value={timeText} onChange={setTimeText} />
          <Button type="submit" variant="outline-primary">
            Read these tiers
          </Button>
        </Form>
      )}
    </section>
  );
}

function TierSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  tiers: readonly { id: string }[];
  none?: boolean;
}) {
  return (
    <Form.Group controlId={props.id}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.none && <option value="">None</option>}
        {props.tiers.map((t) => (
          <option key={t.id} value={t.id}>
            {t.id}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
