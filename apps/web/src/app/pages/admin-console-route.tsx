import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { Loading } from '../../components/loading';
import { AdminConsoleLayout } from '../../features/admin/admin-console-layout';
import { NotFoundContent } from '../error-page';

// Each section is a chunk of its own, loaded when the teacher opens it.
const AdminPage = lazy(async () => ({
  default: (await import('../../features/admin/admin-page')).AdminPage,
}));
const LearnersPage = lazy(async () => ({
  default: (await import('../../features/accounts/learners-page')).LearnersPage,
}));
const ClassProgressPage = lazy(async () => ({
  default: (await import('../../features/class-progress/class-progress-page')).ClassProgressPage,
}));
const RecordingCoveragePage = lazy(async () => ({
  default: (await import('../../features/recordings/recording-coverage-page')).RecordingCoveragePage,
}));
const LearnersTakesPage = lazy(async () => ({
  default: (await import('../../features/recordings/learners-takes-page')).LearnersTakesPage,
}));
const DictionaryPage = lazy(async () => ({
  default: (await import('../../features/lexicon/dictionary-page')).DictionaryPage,
}));
const ImportPage = lazy(async () => ({
  default: (await import('../../features/exchange/import-page')).ImportPage,
}));
const SuggestionsConsolePage = lazy(async () => ({
  default: (await import('../../features/suggestions/suggestions-console-page')).SuggestionsConsolePage,
}));

const AlphabetConsolePage = lazy(async () => ({
  default: (await import('../../features/alphabet/alphabet-console-page')).AlphabetConsolePage,
}));
const AlignTextsPage = lazy(async () => ({
  default: (await import('../../features/texts/align-texts-page')).AlignTextsPage,
}));
const AlignPage = lazy(async () => ({
  default: (await import('../../features/texts/align-page')).AlignPage,
}));

/** The section each address under /admin/ names ('' is the overview). */
const SECTIONS: Record<string, ComponentType> = {
  '': AdminPage,
  learners: LearnersPage,
  progress: ClassProgressPage,
  recordings: RecordingCoveragePage,
  takes: LearnersTakesPage,
  dictionary: DictionaryPage,
  import: ImportPage,
  suggestions: SuggestionsConsolePage,
  alphabet: AlphabetConsolePage,
  texts: AlignTextsPage,
  'texts/align': AlignPage,
};

/**
 * The teacher's console (/admin/*): its layout, then the section the address names. The sections
 * are looked up here rather than listed in the app's route table, which every page downloads
 * (ADR 036).
 */
export function AdminConsoleRoute() {
  const rest = (useParams()['*'] ?? '').replace(/\/$/, '');
  const Section = Object.hasOwn(SECTIONS, rest) ? SECTIONS[rest]! : null;
  return (
    <AdminConsoleLayout>
      <Suspense fallback={<Loading />}>{Section ? <Section /> : <NotFoundContent inConsole />}</Suspense>
    </AdminConsoleLayout>
  );
}
