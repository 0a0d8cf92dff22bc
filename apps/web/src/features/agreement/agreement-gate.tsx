import type { ReactNode } from 'react';

// Placeholder until the identity issue lands: the vendor agreement gate (SPEC §2).
export function AgreementGate({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
