import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@vendor-portal/contract/i18n';
import type { Preferences, PreferencesPatch } from '@vendor-portal/contract/preferences';
import * as paths from '@vendor-portal/contract/routes/paths';
import { call } from './call.ts';
import { queryKey } from './query-key.ts';

// GET / PATCH /api/preferences (docs/architecture.md "Languages"): the signed-in member's own language.

const fetchPreferences = () => call(paths.getPreferences);

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: queryKey(paths.getPreferences), queryFn: fetchPreferences });

const savePreferences = (body: PreferencesPatch) => call(paths.patchPreferences, { body });

/** Reads it again: the member changed it on another device (live event `vendor` team). */
export const refreshPreferences = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: preferencesQueryOptions().queryKey });

/** Saves the member's language and puts the answer in the cache. */
export async function saveLanguage(queryClient: QueryClient, language: Language): Promise<Preferences> {
  const saved = await savePreferences({ language });
  queryClient.setQueryData(preferencesQueryOptions().queryKey, saved);
  return saved;
}

/** Account's choice: saved for the member (every device hears it), and the pages turn to it at once. */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => saveLanguage(queryClient, language),
  });
}
