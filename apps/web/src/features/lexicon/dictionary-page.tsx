import { PageHeader } from '../../components/page-header';

// Replaced by the section's own page (issue 14, under way).
export function DictionaryPage() {
  return <PageHeader title="Dictionary" />;
}
