import { errorBodySchema } from '../common.ts';
import { preferencesPatchSchema, preferencesSchema } from '../preferences.ts';
import { route } from './define.ts';

// docs/architecture.md "Languages" (issue 46): the signed-in member's own language.
export const preferencesRoutes = {
  getPreferences: route({
    method: 'GET',
    path: '/api/preferences',
    who: 'signedIn',
    tags: ['preferences'],
    summary: "The signed-in member's own preferences: its language (`en` by default, or `es`)",
    responses: { 200: preferencesSchema, 401: errorBodySchema, 404: errorBodySchema },
  }),
  patchPreferences: route({
    method: 'PATCH',
    path: '/api/preferences',
    examples: [{ body: { language: 'en' } }],
    who: 'signedIn',
    tags: ['preferences'],
    summary:
      "Change the signed-in member's own language; its other devices and its company's open Team pages hear a `vendor` {action: team} event",
    body: preferencesPatchSchema,
    responses: { 200: preferencesSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
  }),
};
