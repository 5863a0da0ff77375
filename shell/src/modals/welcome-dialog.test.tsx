import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import kit from '../../../shared-contracts/messages/en.json';
import en from '../../messages/en.json';
import { createModalQueue } from '../modal-queue/modal-queue';
import { ModalHost } from './modal-host';

// The remote bodies of the steps (the legal remote's terms, the wallet remote's form) stand in as a heading
// named by the module and one button that answers the step, as the real bodies do through their props.
jest.mock('../remote/lazy-remote-view', () => ({
  LazyRemoteView: ({ module, props }: { module: string; props: { onClose?: () => void; onAccepted?: (acceptance: unknown) => void } }) => (
    <div>
      <h2>{module}</h2>
      <button
        type="button"
        onClick={() =>
          props.onAccepted ? props.onAccepted({ acceptedTermsVersion: '2026-01-01', acceptedTermsTime: '2026-01-01T00:00:00.000Z' }) : props.onClose?.()
        }
      >
        {`Answer ${module}`}
      </button>
    </div>
  ),
}));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en, kit } }, interpolation: { escapeValue: false } });
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const TERMS = { kind: 'terms', firstTime: true } as const;
const WALLET = { kind: 'wallet-create', mode: 'create' } as const;

function renderWelcome(steps: ({ kind: 'terms'; firstTime: boolean } | { kind: 'wallet-create'; mode: 'create' } | { kind: 'consent' })[]) {
  const queue = createModalQueue();
  const router = createMemoryRouter([{ path: '*', element: <ModalHost queue={queue} /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  act(() => void queue.open({ kind: 'welcome', steps, step: 0 }));
  return queue;
}

const openDialogs = () => document.querySelectorAll('dialog[open]');
const pressEscape = async () => {
  const cancel = new Event('cancel', { cancelable: true });
  fireEvent(await screen.findByRole('dialog'), cancel);
  return cancel;
};

describe('the welcome dialog', () => {
  it('shows the terms and then the wallet as steps of one dialog, saying where the person is', async () => {
    const queue = renderWelcome([TERMS, WALLET]);
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: en.terms.firstHeading })).toBeInTheDocument();
    expect(screen.getByText(en.welcome.steps.terms).closest('li')).toHaveAttribute('aria-current', 'step');

    await userEvent.click(await screen.findByRole('button', { name: 'Answer TermsModal' }));

    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: en.wallet.createHeading })).toBeInTheDocument();
    expect(screen.getByText(en.welcome.steps.wallet).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(openDialogs()).toHaveLength(1);
    expect(queue.store.getState().queue).toHaveLength(1);
  });

  it("moves keyboard focus to each step's heading when it arrives", async () => {
    renderWelcome([TERMS, WALLET]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'TermsModal' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Answer TermsModal' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'WalletCreateModal' })).toHaveFocus());
  });

  it('keeps the terms step on Escape and offers no close button there, as the terms dialog does', async () => {
    renderWelcome([TERMS, WALLET]);
    await screen.findByRole('heading', { name: 'TermsModal' });
    expect((await pressEscape()).defaultPrevented).toBe(true);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('declines the wallet on Escape, as its own dialog does, and goes on to the next step', async () => {
    const queue = renderWelcome([TERMS, WALLET, { kind: 'consent' }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Answer TermsModal' }));
    await screen.findByRole('heading', { name: 'WalletCreateModal' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await pressEscape();
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: en.consent.bannerHeading })).toBeInTheDocument();
    // The cookie choice is answered, not dismissed.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: en.consent.rejectNonEssential }));
    expect(queue.current()).toBeNull();
    expect(openDialogs()).toHaveLength(0);
  });

  it('ends when its last step is answered', async () => {
    const queue = renderWelcome([TERMS, WALLET]);
    await userEvent.click(await screen.findByRole('button', { name: 'Answer TermsModal' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Answer WalletCreateModal' }));
    expect(queue.current()).toBeNull();
    expect(openDialogs()).toHaveLength(0);
  });
});
