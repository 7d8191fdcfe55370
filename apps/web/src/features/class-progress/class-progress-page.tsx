import { PageHeader } from '../../components/page-header';

// Replaced by the section's own page (issue 14, under way).
export function ClassProgressPage() {
  return <PageHeader title="Class progress" />;
}
