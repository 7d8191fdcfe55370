import { ManageWordAudioButton } from '../../features/audio-management/manage-audio-buttons';
import { WordsPage } from '../../features/words/words-page';

/** /words with the admin's audio button on each row: the two features meet here, in the app. */
export function WordsRoute() {
  return <WordsPage renderRowActions={(entry) => <ManageWordAudioButton word={entry.lex} />} />;
}
