import { LEGACY_TEXT, SAMPLE_TEXT_NOTE } from './legacy-text';
import { TextReader } from './text-reader';

/** /text-view-legacy: the static sample 'Text 0', with hard-coded sentences. */
export function LegacyTextPage() {
  return (
    <TextReader title={LEGACY_TEXT.title} sents={LEGACY_TEXT.sents}>
      <p className="alert alert-info">{SAMPLE_TEXT_NOTE}</p>
    </TextReader>
  );
}
