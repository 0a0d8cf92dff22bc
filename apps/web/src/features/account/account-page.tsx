import { PageHeader } from '../../components/ui/page-header.tsx';

// Placeholder until this feature's issue lands.
export function AccountPage() {
  return <PageHeader title="Account" />;
}
