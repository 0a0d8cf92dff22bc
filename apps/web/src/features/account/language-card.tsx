import { LANGUAGES, type Language } from '@vendor-portal/contract/i18n';
import { LANGUAGE_NAMES } from '../../lib/i18n/language-names.ts';
import { GENERAL } from '@vendor-portal/contract/messages';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ErrorText } from '../../components/ui/alert.tsx';
import { useSaveLanguage } from '../../lib/api/preferences.ts';
import { errorText } from '../../lib/errors/error-text.ts';
import { chooseLanguage } from '../../lib/i18n/language-choice.ts';
import { useLanguage } from '../../lib/i18n/language.ts';

/**
 * Issue 46: the member's own language. A choice is saved for the member (its other devices turn to it through
 * the live stream) and the pages turn to it at once, without a reload.
 */
export function LanguageCard() {
  const language = useLanguage();
  const save = useSaveLanguage();
  const pick = (option: Language) => save.mutate(option, { onSuccess: (saved) => void chooseLanguage(saved.language) });
  return (
    <Card aria-labelledby="language-title">
      <CardHeader title={<span id="language-title">{GENERAL.languageLabel}</span>} subtitle={GENERAL.languageHint} />
      <CardBody>
        <div role="group" aria-labelledby="language-title" className="flex flex-wrap gap-2">
          {LANGUAGES.map((option) => (
            <button
              key={option}
              type="button"
              lang={option}
              aria-pressed={option === language}
              disabled={save.isPending}
              onClick={() => pick(option)}
              className={
                option === language
                  ? 'min-h-11 rounded-md border border-brand-700 bg-brand-50 px-4 font-medium text-brand-800'
                  : 'min-h-11 rounded-md border border-gray-300 px-4 text-gray-700 hover:bg-gray-50'
              }
            >
              {LANGUAGE_NAMES[option]}
            </button>
          ))}
        </div>
        {save.isError ? (
          <ErrorText className="mt-3">{errorText(save.error, { fallback: GENERAL.internal })}</ErrorText>
        ) : null}
      </CardBody>
    </Card>
  );
}
