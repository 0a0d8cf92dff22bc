import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { parseError, type ClientErrorCode } from './parse-error.ts';

// docs/product-spec.md §8: the one function from an error (an answer of the API with its code and
// message; a network failure; anything else thrown) to the text a screen shows. It decides by the
// error's code (./parse-error.ts). Each screen passes the texts the SPEC fixes for it; nothing else
// maps errors to texts.

export interface ErrorTexts {
  /** The screen's own text for an error code ('network-error': the network failed). */
  codes?: Partial<Record<ClientErrorCode, string>>;
  /** The screen's own text for any server failure (a 5xx code: internal-error, unavailable). */
  serverError?: string;
  /**
   * Which of the error's own messages is shown before the fallback:
   * - 'serverOrTransport' (default; docs/product-spec.md §8 Loads): the server's message field, else a network
   *   failure's message, else the fallback;
   * - 'server': the server's message field only;
   * - 'any': the server's, else the client error's, else 'Request failed with status {code}';
   * - 'none': the fallback.
   */
  show?: 'serverOrTransport' | 'server' | 'any' | 'none';
  fallback: string;
}

export function errorText(
  err: unknown,
  { codes, serverError, show = 'serverOrTransport', fallback }: ErrorTexts,
): string {
  const parsed = parseError(err);
  if (parsed.status !== undefined) {
    const status = parsed.status;
    const own = codes?.[parsed.code] ?? (status >= 500 ? serverError : undefined);
    if (own) return own;
    switch (show) {
      case 'none':
        return fallback;
      case 'server':
        return status === 0 ? fallback : (parsed.message ?? fallback);
      case 'serverOrTransport':
        return parsed.message ?? fallback;
      case 'any':
        return parsed.message || (err as Error).message || (status ? APPOINTMENTS.requestFailed(status) : fallback);
    }
  }
  if (show === 'none' || show === 'server') return fallback;
  return err instanceof Error && err.message ? err.message : fallback;
}
