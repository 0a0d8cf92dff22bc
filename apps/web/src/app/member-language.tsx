import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { preferencesQueryOptions, saveLanguage } from '../lib/api/preferences.ts';
import { useSignedInQuery } from '../lib/api/use-signed-in-query.ts';
import { switchLanguage } from '../lib/i18n/language.ts';
import { chooseLanguage, takeLanguageAtSignUp } from '../lib/i18n/language-choice.ts';
import { useSession } from '../lib/session/session.tsx';
import { staffRoleFromToken } from '../lib/session/token-claims.ts';

/**
 * Issue 46: a signed-in member reads in its own language (GET /api/preferences), on every device: a change made
 * on another one arrives as a live `vendor` team event, which reads it again (live-events.tsx). The language
 * chosen before sign-up or /join becomes the member's the first time its company is there. The provider's
 * console stays in English (docs/features.md "Languages").
 */
export function MemberLanguage() {
  const { token } = useSession();
  const staff = staffRoleFromToken(token) !== null;
  const queryClient = useQueryClient();
  const { data } = useSignedInQuery(preferencesQueryOptions(), !staff);
  useEffect(() => {
    if (staff) void switchLanguage('en');
  }, [staff]);
  useEffect(() => {
    if (!data) return;
    const chosen = takeLanguageAtSignUp();
    if (chosen && chosen !== data.language) {
      void saveLanguage(queryClient, chosen).catch(() => undefined); // kept in English; the member can change it on Account
      return;
    }
    void chooseLanguage(data.language);
  }, [data, queryClient]);
  return null;
}
