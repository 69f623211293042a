// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeleteAccountOutcome } from '@mbw/account-data-access';
import { renderWithSite } from '@mbw/ui/testing';
import { DeleteAccount, type DeletionRequestLink } from './delete-account';

function renderFlow(outcome: DeleteAccountOutcome, requestLink: DeletionRequestLink | null = null) {
  const deleteAccount = vi.fn(async () => outcome);
  const leave = vi.fn();
  renderWithSite(<DeleteAccount deleteAccount={deleteAccount} leave={leave} requestLink={requestLink} />);
  return { deleteAccount, leave, user: userEvent.setup() };
}

async function approve(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  const approval = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  await user.click(within(approval).getByRole('button', { name: 'Yes, delete my account' }));
}

describe('delete account dialogs (spec account §4)', () => {
  it('cancel in the approval dialog sends nothing and returns focus', async () => {
    const { deleteAccount, user } = renderFlow({ kind: 'deleted' });
    const button = screen.getByRole('button', { name: 'Delete account' });
    await user.click(button);
    const approval = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(approval).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(approval).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteAccount).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('success: confirm leaves for sign-out', async () => {
    const { deleteAccount, leave, user } = renderFlow({ kind: 'deleted' });
    await approve(user);
    const success = await screen.findByRole('alertdialog', { name: 'Your account has been deleted' });
    expect(deleteAccount).toHaveBeenCalledOnce();
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(leave).toHaveBeenCalledOnce();
  });

  it('success: closing leaves too', async () => {
    const { leave, user } = renderFlow({ kind: 'deleted' });
    await approve(user);
    const success = await screen.findByRole('alertdialog', { name: 'Your account has been deleted' });
    await user.click(within(success).getByRole('button', { name: 'Close' }));
    expect(leave).toHaveBeenCalledOnce();
  });

  it('spec account §4: 409 with a request link in the content offers Request deletion, going to the link', async () => {
    const { leave, user } = renderFlow({ kind: 'conflict' }, { href: 'https://service.example/delete-request', text: 'Request deletion' });
    await approve(user);
    const conflict = await screen.findByRole('alertdialog', { name: 'Your account cannot be deleted' });
    expect(within(conflict).getByRole('link', { name: 'Request deletion' })).toHaveAttribute(
      'href',
      'https://service.example/delete-request',
    );
    await user.click(within(conflict).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('409 without a link in the content (or one that is no web address) offers no request', async () => {
    const { user } = renderFlow({ kind: 'conflict' }, { href: 'javascript:alert(1)', text: 'Request deletion' });
    await approve(user);
    const conflict = await screen.findByRole('alertdialog', { name: 'Your account cannot be deleted' });
    expect(within(conflict).queryByRole('link', { name: 'Request deletion' })).not.toBeInTheDocument();
    expect(conflict).toHaveTextContent('Please contact our customer service.');
  });

  it('any other status or a network failure shows the error dialog', async () => {
    const { leave, user } = renderFlow({ kind: 'failed', status: 500 });
    await approve(user);
    const failed = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(failed).toHaveTextContent('Your account could not be deleted. Please try again later.');
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });
});
