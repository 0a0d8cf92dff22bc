import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { settle } from '../test/settle.ts';
import { AUTH, SIGN_IN_SETTINGS } from '@vendor-portal/contract/messages';
import { passwordChangeForm, type PasswordChangeForm } from '@vendor-portal/contract/sign-in-settings';
import type { z } from 'zod';
import { ApiError } from '../lib/api/api-client.ts';
import { Form, FormOutcome, useContractForm } from './form.tsx';
import { TextField } from './ui/field.tsx';

// The form helper (docs/how-to/forms.md): the contract's schema checks, a server error about a field goes
// under it, anything else is the outcome, one submit at a time.

const FAILED = 'Could not save.';
const SAVED = 'Saved.';

function PasswordForm({ submit }: { submit: (values: PasswordChangeForm) => Promise<string | void> }) {
  const form = useContractForm<z.input<typeof passwordChangeForm>, PasswordChangeForm>({
    schema: passwordChangeForm,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    submit,
    failure: () => FAILED,
    fieldCodes: { 'wrong-current-password': 'currentPassword' },
  });
  const { errors } = form.formState;
  return (
    <Form form={form}>
      <TextField label="Current" error={errors.currentPassword?.message} {...form.register('currentPassword')} />
      <TextField label="New" error={errors.newPassword?.message} {...form.register('newPassword')} />
      <TextField label="Again" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      <FormOutcome outcome={form.outcome} />
      <button type="submit">Save</button>
    </Form>
  );
}

async function fill(current = 'old-secret', next = 'new-secret') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current'), current);
  await user.type(screen.getByLabelText('New'), next);
  await user.type(screen.getByLabelText('Again'), next);
  return user;
}

describe('useContractForm', () => {
  it('checks with the contract schema and its messages before sending', async () => {
    const submit = vi.fn(async () => SAVED);
    render(<PasswordForm submit={submit} />);
    const user = await fill('old-secret', 'x'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AUTH.passwordMax)).toBeInTheDocument();
    expect(screen.getByLabelText('New')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the parsed values and shows the success text', async () => {
    const submit = vi.fn(async () => SAVED);
    render(<PasswordForm submit={submit} />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED);
    expect(submit).toHaveBeenCalledWith({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
  });

  it('puts a server error whose code belongs to a field under that field, with focus', async () => {
    const wrong = SIGN_IN_SETTINGS.wrongCurrentPassword;
    render(<PasswordForm submit={() => Promise.reject(new ApiError(400, wrong, 'wrong-current-password', wrong))} />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(wrong)).toHaveAttribute('id', `${screen.getByLabelText('Current').id}-error`);
    expect(screen.getByLabelText('Current')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a named validation message under its field', async () => {
    const answer = new ApiError(400, 'x', 'validation-error', 'newPassword: Too simple');
    render(<PasswordForm submit={() => Promise.reject(answer)} />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too simple')).toHaveAttribute('id', `${screen.getByLabelText('New').id}-error`);
  });

  it('shows any other failure as the outcome, in the screen’s words', async () => {
    render(<PasswordForm submit={() => Promise.reject(new ApiError(500, 'boom', 'internal-error', 'boom'))} />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  });

  it('sends once while a submit is on its way', async () => {
    let finish: (text: string) => void = () => {};
    const submit = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    render(<PasswordForm submit={submit} />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    await settle(); // the second submit's validation and handler, had it gone on
    finish(SAVED);
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED);
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
