import { useMutation } from '@tanstack/react-query';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';

// POST /auth/email-verification (Bearer) → 202: mails a new verification link; 429 when asked too
// often (docs/architecture.md "Identity"). Used by the banner and the Unclaimed page's panel.

export const useSendEmailVerification = () => useMutation({ mutationFn: () => call(paths.postAuthEmailVerification) });
