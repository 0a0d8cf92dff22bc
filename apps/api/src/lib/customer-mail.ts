// The customer's own catalogue in Spanish: the server writes the customer's mails in it (issue 46).
import '@vendor-portal/contract/messages/es/customer-mail';
import { DEFAULT_LANGUAGE, isLanguage, LOCALES, type Language } from '@vendor-portal/contract/i18n';
import { inLanguage } from '@vendor-portal/contract/in-language';
import { CUSTOMER_MAIL } from '@vendor-portal/contract/messages';

// Issue 46 (docs/architecture.md "Languages"): what the customer reads, on my way and more time, is written in the
// customer's language, `customer.language` stored with the booking (`customers.language`, English by default).

/** The customer's language as stored; anything unknown reads English. */
export const customerLanguage = (stored: string | null | undefined): Language =>
  isLanguage(stored) ? stored : DEFAULT_LANGUAGE;

/**
 * Writes a mail in the customer's language: `write` reads the texts (and formats times and money) synchronously,
 * between two awaits, so no other request reads in that language (packages/contract/src/i18n.ts `inLanguage`).
 */
export const inCustomerLanguage = <T>(stored: string | null | undefined, write: () => T): T =>
  inLanguage(customerLanguage(stored), write);

/** The services of a job as the customer booked them, each once, as a list in the language being written. */
export function servicesText(language: Language, lines: Array<{ productTitle: string }>): string {
  const titles = [...new Set(lines.map((l) => l.productTitle))];
  if (titles.length === 0) return CUSTOMER_MAIL.serviceFallback;
  return new Intl.ListFormat(LOCALES[language], { type: 'conjunction' }).format(titles);
}

/** The customer's /approve link: the language rides with it, so the page paints in it from its HTML. */
export const approveLink = (publicUrl: string, token: string, language: Language) =>
  `${publicUrl}/approve?token=${encodeURIComponent(token)}${language === DEFAULT_LANGUAGE ? '' : `&lang=${language}`}`;

/** A customer mail's text with the line that carries the booking's own page (docs/architecture.md "The customer's page"). */
export const withJobLink = (text: string, jobUrl: string): string =>
  `${text.trimEnd()}\n\n${CUSTOMER_MAIL.jobLinkLine({ link: jobUrl })}`;
