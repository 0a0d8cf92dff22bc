import { PageHeader } from '../../components/ui/page-header.tsx';

// Placeholder until this feature's issue lands.
export function GetStartedPage() {
  return <PageHeader title="Create Account" />;
}
