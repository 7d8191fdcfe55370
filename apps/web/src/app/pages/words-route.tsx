import { WordsPage } from '../../features/lexicon/words-page';
import { ManageWordAudioButton } from '../../features/recordings/manage-audio-buttons';

/** /words with the admin's audio button on each row: the two features meet here, in the app. */
export function WordsRoute() {
  return <WordsPage renderRowActions={(entry) => <ManageWordAudioButton entry={entry} />} />;
}
