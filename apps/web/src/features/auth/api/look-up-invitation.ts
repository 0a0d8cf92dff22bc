import { useEffect, useState } from 'react';
import type { InvitationLookup } from '@vendor-portal/contract/team';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from '../../../lib/api/call.ts';

// POST /auth/invitations/lookup {token} → the company, the name, the address and the role of a working link, so
// /join says what it is for; a used, expired or ended link → 400 invalid-invitation-token. A signed-out call: the
// signed-out pages have no query client, so it is read once here, as the page opens.

export function useInvitation(token: string): { data?: InvitationLookup; error?: unknown } {
  const [state, setState] = useState<{ data?: InvitationLookup; error?: unknown }>({});
  useEffect(() => {
    if (!token) return;
    let live = true;
    call(paths.postAuthInvitationsLookup, { body: { token } }).then(
      (data) => live && setState({ data }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return state;
}
