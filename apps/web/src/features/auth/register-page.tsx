import { PageHeader } from '../../components/ui/page-header.tsx';

// Placeholder until this feature's issue lands.
export function RegisterPage() {
  return <PageHeader title="Create an Account" />;
}
