import { Link } from 'react-router';
import { AUTH } from '@vendor-portal/contract/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { brandName } from '../../lib/browser/brand.ts';

/** A sign-up form's failure (./sign-up-error.ts); an email in use comes with a Sign in link to /login. */
export function SignUpAlert({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Alert tone="error">
      {text}
      {text === AUTH.emailInUse(brandName()) ? (
        <>
          {' '}
          <Link to="/login" className="font-medium underline">
            {AUTH.signInLink}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
