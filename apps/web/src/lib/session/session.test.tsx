import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from './session.tsx';
import { REFRESH_INTERVAL_MS, SessionStore } from './session-store.ts';

afterEach(() => vi.useRealTimers());

describe('SessionProvider (docs/product-spec.md §4)', () => {
  it('hydrates on mount', () => {
    const store = new SessionStore();
    const hydrate = vi.spyOn(store, 'hydrate').mockResolvedValue();
    render(<SessionProvider store={store}>x</SessionProvider>);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('refreshes the token every 50 minutes (3,000,000 ms) while signed in', () => {
    vi.useFakeTimers();
    expect(REFRESH_INTERVAL_MS).toBe(3_000_000);
    const store = new SessionStore(undefined, { status: 'signIn', token: 't' });
    const refresh = vi.spyOn(store, 'refreshToken').mockResolvedValue();
    render(
      <SessionProvider store={store} hydrate={false}>
        x
      </SessionProvider>,
    );
    act(() => void vi.advanceTimersByTime(REFRESH_INTERVAL_MS - 1));
    expect(refresh).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(REFRESH_INTERVAL_MS));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not refresh while signed out', () => {
    vi.useFakeTimers();
    const store = new SessionStore(undefined, { status: 'signOut' });
    const refresh = vi.spyOn(store, 'refreshToken').mockResolvedValue();
    render(
      <SessionProvider store={store} hydrate={false}>
        x
      </SessionProvider>,
    );
    act(() => void vi.advanceTimersByTime(REFRESH_INTERVAL_MS * 2));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('signs this tab out when another tab signs out (the stored token goes), without calling the server', () => {
    const store = new SessionStore(undefined, { status: 'signIn', token: 't', vendorId: 1 });
    const serverSignOut = vi.spyOn(store, 'signOut');
    render(
      <SessionProvider store={store} hydrate={false}>
        x
      </SessionProvider>,
    );
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: null })));
    expect(store.getState().status).toBe('signIn');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', newValue: null })));
    expect(store.getState()).toMatchObject({ status: 'signOut', token: null });
    expect(serverSignOut).not.toHaveBeenCalled();
  });
});
