import { APPOINTMENTS } from '@vendor-portal/contract/messages';
import { ApiError } from './api/api-client.ts';

// docs/product-spec.md §8: the one function from an error (an ApiError with status, code and message; a network
// failure, which is an ApiError with status 0; anything else thrown) to the text a screen shows.
// Each screen passes the texts the SPEC fixes for it; nothing else maps errors to texts.

export interface ErrorTexts {
  /** The screen's own text for an HTTP status (0: the network failed). */
  status?: Partial<Record<number, string>>;
  /** The screen's own text for any 5xx answer. */
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
  { status, serverError, show = 'serverOrTransport', fallback }: ErrorTexts,
): string {
  if (err instanceof ApiError) {
    const own = status?.[err.status] ?? (err.status >= 500 ? serverError : undefined);
    if (own) return own;
    switch (show) {
      case 'none':
        return fallback;
      case 'server':
        return err.serverMessage ?? fallback;
      case 'serverOrTransport':
        return err.serverMessage ?? (err.status === 0 && err.message ? err.message : fallback);
      case 'any':
        return err.serverMessage || err.message || (err.status ? APPOINTMENTS.requestFailed(err.status) : fallback);
    }
  }
  if (show === 'none' || show === 'server') return fallback;
  return err instanceof Error && err.message ? err.message : fallback;
}
