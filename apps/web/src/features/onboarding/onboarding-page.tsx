import { PageHeader } from '../../components/ui/page-header.tsx';

// Placeholder until this feature's issue lands.
export function OnboardingPage() {
  return <PageHeader title="Onboarding" />;
}
