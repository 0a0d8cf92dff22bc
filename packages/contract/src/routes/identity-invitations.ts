import { confirmInvitationBody, invitationLookupBody, invitationLookupSchema } from '../team.ts';
import { errorBodySchema } from '../common.ts';
import { sessionResponse } from '../auth.ts';
import { route } from './define.ts';

// Moved from apps/api/src/identity/routes/invitations.ts.
export const identityInvitationsRoutes = {
  postAuthInvitationsLookup: route({
    method: 'POST',
    path: '/auth/invitations/lookup',
    who: 'public',
    tags: ['identity'],
    summary: 'What an invitation link is for (the company, the name, the address, the role), for /join',
    body: invitationLookupBody,
    responses: {
      200: invitationLookupSchema,
      400: errorBodySchema.meta({
        description: '`invalid-invitation-token`: the link is unknown, used, expired, cancelled or ended.',
      }),
    },
  }),
  postAuthInvitationsConfirm: route({
    method: 'POST',
    path: '/auth/invitations/confirm',
    who: 'public',
    tags: ['identity'],
    summary: "Join a company's team: the invitation's token and a new password; signs in as sign-in does",
    body: confirmInvitationBody,
    responses: {
      201: sessionResponse,
      400: errorBodySchema.meta({
        description: '`invalid-invitation-token`: the link is unknown, used, expired or cancelled; `validation-error`.',
      }),
      409: errorBodySchema.meta({ description: '`email-in-use`: the address made an account since the invitation.' }),
      429: errorBodySchema.meta({ description: '`too-many-requests`: sign-up’s limit per IP, with Retry-After.' }),
    },
    rateLimit: 'join',
  }),
};
