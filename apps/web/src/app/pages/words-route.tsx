import { lazy, Suspense } from 'react';
import { WordsPage } from '../../features/lexicon/words-page';

/** In admin mode only: a learner's /words does not download it (ADR 078). */
const ManageWordAudioButton = lazy(async () => ({
  default: (await import('../../features/recordings/manage-audio-buttons')).ManageWordAudioButton,
}));

/** /words with the admin's audio button on each row: the two features meet here, in the app. */
export function WordsRoute() {
  return (
    <WordsPage
      renderRowActions={(entry) => (
        <Suspense fallback={null}>
          <ManageWordAudioButton entry={entry} />
        </Suspense>
      )}
    />
  );
}
