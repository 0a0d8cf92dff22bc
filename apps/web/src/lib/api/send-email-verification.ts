import { useMutation } from '@tanstack/react-query';
import { api } from './api-client.ts';

// POST /auth/email-verification (Bearer) → 202: mails a new verification link; 429 when asked too
// often (docs/architecture.md "Identity"). Used by the banner and the Unclaimed page's panel.

export const sendEmailVerification = () => api.post<unknown>('/auth/email-verification', undefined, { base: '' });

export const useSendEmailVerification = () => useMutation({ mutationFn: sendEmailVerification });
