import { Link } from 'react-router';
import { AUTH } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { brandName } from '../../lib/browser/brand.ts';
import type { SignUpError } from './sign-up-error.ts';

export function SignUpAlert({ error }: { error: SignUpError | null }) {
  if (!error) return null;
  return (
    <Alert tone="error">
      {error.kind === 'emailInUse' ? (
        <>
          {AUTH.emailInUse(brandName())}{' '}
          <Link to="/login" className="font-medium underline">
            {AUTH.signInLink}
          </Link>
        </>
      ) : (
        error.text
      )}
    </Alert>
  );
}
