import { useCallback, useRef, useState } from 'react';
import { readJson, removeKey, writeJson } from '../../lib/browser/storage.ts';
import { DRAFT_KEY, newDraft, resumeDraft, type OnboardingDraft } from './draft.ts';

export type UpdateDraft = (change: (draft: OnboardingDraft) => OnboardingDraft) => void;

/**
 * The onboarding draft of docs/product-spec.md §3, resumed from local storage for `userEmail`. Every change is
 * written to storage at once (not in an effect): creating the vendor re-mounts the page under the
 * agreement gate, and the new step must already be stored by then.
 */
export function useOnboardingDraft(
  userEmail: string | null,
  /** What the server says is done, applied once on arrival (draft.ts resumeFromServer). */
  resume: (draft: OnboardingDraft) => OnboardingDraft = (draft) => draft,
) {
  const [initial] = useState<OnboardingDraft>(() => {
    const resumed = resume(resumeDraft(readJson(DRAFT_KEY), userEmail));
    writeJson(DRAFT_KEY, resumed);
    return resumed;
  });
  const [draft, setDraft] = useState(initial);
  // The latest draft, for changes made one after another before React re-renders.
  const ref = useRef(initial);

  const update = useCallback<UpdateDraft>((change) => {
    const next = change(ref.current);
    ref.current = next;
    writeJson(DRAFT_KEY, next);
    setDraft(next);
  }, []);

  /** docs/product-spec.md §2: the Complete screen's button resets the draft. */
  const reset = useCallback(() => {
    removeKey(DRAFT_KEY);
    ref.current = newDraft(userEmail);
  }, [userEmail]);

  return { draft, update, reset };
}

/** What every step receives from the wizard. */
export interface StepProps {
  draft: OnboardingDraft;
  update: UpdateDraft;
  onBack: () => void;
}
