import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIELD } from '@vendor-portal/contract/messages';
import UpdatePrompt, { type UpdatableWorker } from './update-prompt.tsx';

// docs/architecture.md "Phone and calendar": a new deployment is offered, never applied silently.

function fakeWorker() {
  const listeners: Record<string, Array<() => void>> = {};
  const wb: UpdatableWorker & { emit(type: string): void } = {
    addEventListener: (type, listener) => void (listeners[type] ??= []).push(listener),
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    emit: (type) => listeners[type]?.forEach((l) => l()),
  };
  return wb;
}

describe('UpdatePrompt', () => {
  it('shows nothing until a new worker waits, then hands over and reloads on Reload', async () => {
    const wb = fakeWorker();
    const reload = vi.fn();
    render(<UpdatePrompt worker={async () => wb} reload={reload} />);
    await vi.waitFor(() => expect(wb.register).toHaveBeenCalled());
    expect(screen.queryByText(FIELD.updateAvailable)).toBeNull();

    act(() => wb.emit('waiting'));
    expect(screen.getByRole('status')).toHaveTextContent(FIELD.updateAvailable);
    await userEvent.click(screen.getByRole('button', { name: FIELD.reload }));
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    act(() => wb.emit('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing where there is no service worker', async () => {
    const worker = vi.fn(async () => null);
    render(<UpdatePrompt worker={worker} />);
    await vi.waitFor(() => expect(worker).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
