import { act } from '@testing-library/react';

/**
 * For a check that something did NOT happen: lets what is already under way run to its end (promises,
 * 0 ms timers, the responses of the mocked network, React's updates), as turns of the event loop, not
 * as a time. Deterministic under load, where a sleep of some milliseconds is not. A wait for something
 * that should happen is findBy…/waitFor instead.
 */
export async function settle(turns = 10): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}
