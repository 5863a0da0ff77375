import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import kit from '../../../shared-contracts/messages/en.json';
import en from '../../messages/en.json';
import { createModalQueue } from '../modal-queue/modal-queue';
import { ModalHost } from './modal-host';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en, kit } }, interpolation: { escapeValue: false } });
  // jsdom has <dialog> but not its modal API; the browser's part here is only the `open` attribute.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function renderHost(state: unknown = null) {
  const queue = createModalQueue();
  const router = createMemoryRouter([{ path: '*', element: <ModalHost queue={queue} /> }], { initialEntries: [{ pathname: '/', state }] });
  render(<RouterProvider router={router} />);
  return queue;
}

const openDialog = () => document.querySelector('dialog[open]');

describe('the modal host', () => {
  it('shows the first modal named by its heading, and the next once it closes', async () => {
    const queue = renderHost();

    act(() => {
      queue.open({ kind: 'login' });
      queue.open({ kind: 'login-error' });
    });

    // The dialog's code (and its body's) is a chunk of its own, brought with the page's first dialog.
    expect(await screen.findByRole('dialog', { name: 'Sign in to continue' })).toBe(openDialog());
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(openDialog()).toHaveAttribute('aria-label', 'Sign-in failed');
  });

  it('says why a sign-in failed when the loading page handed a spec §8 reason over, and only such a reason', async () => {
    const queue = renderHost({ loginFailure: 'walletErrors.noKeys' });
    act(() => void queue.open({ kind: 'login-error' }));
    expect(await screen.findByTestId('login-failure')).toHaveTextContent(kit.walletErrors.noKeys);
  });

  it('shows no reason for a failure it was not told about, nor for a state that is not a message key', async () => {
    const queue = renderHost({ loginFailure: '<img src=x onerror=alert(1)>' });
    act(() => void queue.open({ kind: 'login-error' }));
    expect(await screen.findByRole('dialog', { name: 'Sign-in failed' })).toBe(openDialog());
    // The body is there (its action shows), without a reason.
    expect(await screen.findByRole('button', { name: en.session.tryAgain })).toBeInTheDocument();
    expect(screen.queryByTestId('login-failure')).not.toBeInTheDocument();
  });

  it('closes a dismissible modal on Escape', async () => {
    const queue = renderHost();
    act(() => {
      queue.open({ kind: 'token-expired' });
    });

    fireEvent(await screen.findByRole('dialog'), new Event('cancel', { cancelable: true }));

    expect(openDialog()).toBeNull();
    expect(queue.current()).toBeNull();
  });

  it('keeps the login loader on Escape, and offers no close button', async () => {
    const queue = renderHost();
    act(() => {
      queue.open({ kind: 'login-loader' });
    });
    // Its body (the loader's status) has arrived, so a close button would have too.
    expect(await screen.findByRole('status')).toBeInTheDocument();

    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(await screen.findByRole('dialog'), cancel);

    expect(cancel.defaultPrevented).toBe(true);
    expect(openDialog()).toHaveAttribute('aria-label', 'Signing you in…');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('brings no dialog code until a dialog is asked for', () => {
    renderHost();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('closes the dialog when the queue empties', async () => {
    const queue = renderHost();
    act(() => {
      queue.open({ kind: 'login' });
    });
    expect(await screen.findByRole('dialog')).toBe(openDialog());

    act(() => queue.closeKind('login'));

    expect(openDialog()).toBeNull();
  });
});
