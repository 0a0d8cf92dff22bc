import { ACTIONS } from '@vendor-portal/contract/messages';
import { localize } from '@vendor-portal/contract/i18n';
import { parseError, type ClientErrorCode } from './parse-error.ts';

// docs/product-spec.md §8: the one function from an error (an answer of the API with its code and
// message; a network failure; anything else thrown) to the text a screen shows. It decides by the
// error's code (./parse-error.ts), with one rule for every screen:
//   1. the screen's text for the error's code (`codes`; also 'network-error', a request that never
//      arrived, and 'not-an-api-error', anything else thrown);
//   2. for a server failure (a 5xx code), the screen's `serverError` text;
//   3. the error's own words: the server's message field, else the transport's (a lost request), else
//      a thrown error's message (§8 Loads: "the server's message field, else the transport message");
//   4. the screen's `fallback`, for an error without words; it may name the answer's status
//      (`orStatus`: §8's 'Request failed with status {code}').
// A screen whose SPEC text replaces the server's words for a code names that code in `codes`; nothing
// else maps errors to texts.

export interface ErrorTexts {
  /** The screen's own text for an error code. */
  codes?: Partial<Record<ClientErrorCode, string>>;
  /** The screen's own text for any server failure (a 5xx code: internal-error, unavailable). */
  serverError?: string;
  /** The text for an error without words of its own; given the answer's HTTP status, if any (0: none came). */
  fallback: string | ((status: number | undefined) => string);
}

/** A fallback that names the answer's status ('Request failed with status 502'), else says `text`. */
export const orStatus =
  (text: string) =>
  (status: number | undefined): string =>
    status ? ACTIONS.requestFailed(status) : text;

export function errorText(err: unknown, { codes, serverError, fallback }: ErrorTexts): string {
  const { code, message, status } = parseError(err);
  const own = codes?.[code] ?? (status !== undefined && status >= 500 ? serverError : undefined);
  if (own) return own;
  const words = status === undefined ? (err instanceof Error ? err.message : undefined) : message;
  // The API writes its words in English: a catalogue's text is shown in the reader's language (issue 46).
  if (words) return localize(words);
  return typeof fallback === 'string' ? fallback : fallback(status);
}
