import { inLanguage } from '@vendor-portal/contract/in-language';
import * as MESSAGES from '@vendor-portal/contract/messages';

// Issue 46, for the tests that render a page in Spanish: what on screen is still English. A text of any
// catalogue or message module in English (whole), or a common English word, in the page's text and in what
// a screen reader says (aria-label, title, placeholder, alt); names and data (`allowed`) are left out.

const ENGLISH_WORDS =
  /\b(the|your|you|and|with|to|of|for|please|sign|login|log in|join|account|password|email|create|back|continue|menu|loading|step|company|verify)\b/i;

/** Every English text of every message module (the moved areas and the others). */
function englishTexts(): Set<string> {
  return inLanguage('en', () => {
    const texts = new Set<string>();
    for (const area of Object.values(MESSAGES) as unknown[]) {
      if (!area || typeof area !== 'object') continue;
      for (const value of Object.values(area as Record<string, unknown>))
        if (typeof value === 'string' && /\p{L}{3}/u.test(value)) texts.add(value);
    }
    return texts;
  });
}

/** What the element shows or says, as separate pieces. */
function pieces(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) found.push(text);
  }
  for (const el of root.querySelectorAll('*'))
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
      const value = el.getAttribute(name)?.trim();
      if (value) found.push(value);
    }
  return found;
}

/** The pieces of `root` still in English, after taking out the names and data in `allowed`. */
export function englishLeft(root: HTMLElement, allowed: readonly string[] = []): string[] {
  const catalogue = englishTexts();
  return pieces(root).filter((piece) => {
    // A text passed whole (a name, or a text of an area another branch moves) is left out, even a catalogue's.
    if (allowed.includes(piece)) return false;
    let rest = piece;
    for (const data of allowed) rest = rest.split(data).join(' ');
    // A language's own name on the switch is not a text to translate.
    rest = rest.replace(/\bEnglish\b/g, ' ');
    // Nothing but names and data (or a text `allowed` whole, e.g. one moved on another branch).
    if (!/\p{L}/u.test(rest)) return false;
    return catalogue.has(piece) || ENGLISH_WORDS.test(rest);
  });
}
