import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { englishLeft } from '../test/english-left.ts';
import { switchLanguage } from '../lib/i18n/language.ts';
import { LayoutSkeleton } from './layout-skeleton.tsx';

afterEach(() => setLanguage('en'));

// Issue 46: the frame a signed-in page shows while it loads is in the member's language, read when it paints (its
// module loads in English, before the member's language is known).
it("the signed-in frame before its page: its menu in the member's language", async () => {
  await switchLanguage('es');
  const { container } = render(<LayoutSkeleton />);
  expect(screen.getByText('Citas')).toBeInTheDocument();
  expect(englishLeft(container)).toEqual([]);
});
