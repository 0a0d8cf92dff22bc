import { act, screen } from '@testing-library/react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT, FIELD } from '@vendor-portal/contract/messages';
import { renderWithProviders } from '../../test/render.tsx';
import { UploadForm } from '../../features/account/upload-form.tsx';
import { formatDateIn } from '../dates/dates.ts';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { switchLanguage } from '../i18n/language.ts';
import { englishLeft } from '../../test/english-left.ts';

import { OfflineBanner, ServerUnreachableBanner, savedAt } from './offline-cache.tsx';

// docs/architecture.md "Phone and calendar": offline, the vendor reads what was saved and is told
// so; actions that need the server are disabled with the reason.

afterEach(() => act(() => onlineManager.setOnline(true)));

function Seed({ at }: { at: number }) {
  const client = useQueryClient();
  client.setQueryData(['vendorServices'], [], { updatedAt: at });
  client.setQueryData(['vendorHours'], [], { updatedAt: at - 60_000 });
  return <OfflineBanner />;
}

describe('offline', () => {
  it("says 'You're offline. Showing what was saved at {time}.' with the newest saved data's time", () => {
    const at = Date.parse('2026-11-20T15:45:00Z');
    renderWithProviders(<Seed at={at} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => onlineManager.setOnline(false));
    // The SPEC's date-and-time format, as the rest of the app writes it.
    expect(savedAt(at)).toBe(formatDateIn(new Date(at).toISOString(), null));
    expect(screen.getByRole('status')).toHaveTextContent(FIELD.offlineBanner(savedAt(at)));
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing was saved when the cache is empty', () => {
    renderWithProviders(<OfflineBanner />);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(FIELD.offlineBannerNothingSaved);
  });

  it('disables an upload offline and says why', () => {
    renderWithProviders(<UploadForm />);
    const add = screen.getByRole('button', { name: ACCOUNT.addFile });
    expect(add).toBeEnabled();
    expect(screen.queryByText(FIELD.offlineActionDisabled)).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(add).toBeDisabled();
    expect(screen.getByText(FIELD.offlineActionDisabled)).toBeInTheDocument();
  });

  it('says it in Spanish (issue 46): offline, the server unreachable, a disabled action', async () => {
    await switchLanguage('es');
    try {
      const at = Date.parse('2026-11-20T15:45:00Z');
      const { container } = renderWithProviders(
        <>
          <Seed at={at} />
          <ServerUnreachableBanner onRetry={() => undefined} retrying={false} />
          <UploadForm />
        </>,
      );
      act(() => onlineManager.setOnline(false));
      expect(screen.getByText(/^Estás sin conexión\./)).toBeInTheDocument();
      expect(screen.getByText(/^No se puede llegar al servidor\./)).toBeInTheDocument();
      expect(screen.getAllByText(FIELD.offlineActionDisabled).length).toBeGreaterThan(0);
      // The time saved is data, written in es-US by the dates' writer.
      expect(englishLeft(container, [savedAt(at), 'PDF, PNG, JPG', 'GIF'])).toEqual([]);
    } finally {
      setLanguage('en');
    }
  });
});
