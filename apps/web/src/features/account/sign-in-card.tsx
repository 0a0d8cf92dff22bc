import { lazy, Suspense } from 'react';

// The Sign-in card (email and password) is its own chunk: the /account chunk stays within its budget.
const SignInSettings = lazy(() => import('./sign-in-settings.tsx'));

export function SignInCard() {
  return (
    <Suspense fallback={null}>
      <SignInSettings />
    </Suspense>
  );
}
