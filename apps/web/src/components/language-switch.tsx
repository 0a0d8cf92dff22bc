import { GENERAL } from '@vendor-portal/contract/messages';
import { LANGUAGES } from '@vendor-portal/contract/i18n';
import { LANGUAGE_NAMES } from '../lib/i18n/language-names.ts';
import { useLanguage } from '../lib/i18n/language.ts';
import { chooseLanguage } from '../lib/i18n/language-choice.ts';
import { cn } from './ui/cn.ts';

/**
 * Issue 46: the switch on every public page. Each language is written in itself, so that a reader finds its
 * own; the choice is kept on this device and becomes the member's at sign-up or /join.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  return (
    <div role="group" aria-label={GENERAL.languageLabel} className={cn('flex items-center gap-1 text-sm', className)}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => void chooseLanguage(option)}
          className={cn(
            'min-h-11 rounded-md px-2 font-medium',
            option === language ? 'text-brand-800 underline underline-offset-4' : 'text-gray-600 hover:text-gray-900',
          )}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
