import { PageHeader } from '../../components/ui/page-header.tsx';

// Placeholder until this feature's issue lands.
export function UnclaimedPage() {
  return <PageHeader title="Unclaimed Appointments" />;
}
