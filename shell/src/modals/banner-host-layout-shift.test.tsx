import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import kit from '../../../shared-contracts/messages/en.json';
import en from '../../messages/en.json';
import { createModalQueue } from '../modal-queue/modal-queue';
import { askForConsent } from './kinds/consent-banner-modal';
import { ModalHost } from './modal-host';

// A file of its own: the banner's body is a lazy component, loaded once per module registry, and this
// test needs it not loaded yet, as on a visitor's first page.
beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en, kit } }, interpolation: { escapeValue: false } });
});

function renderHost() {
  const queue = createModalQueue();
  const router = createMemoryRouter([{ path: '*', element: <ModalHost queue={queue} /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return queue;
}

const banner = () => screen.findByRole('region', { name: 'Your cookie choices' });

describe('the consent banner on a first page', () => {
  it('comes on the page with its choices, never as an empty region that then grows (a layout shift of the banner)', async () => {
    const contentsWhenAdded: number[] = [];
    const observer = new MutationObserver((mutations) => {
      for (const added of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
        if (added instanceof HTMLElement && added.matches('[data-modal-banner]')) contentsWhenAdded.push(added.querySelectorAll('button').length);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const queue = renderHost();

    act(() => askForConsent(queue));
    expect(await banner()).toBeInTheDocument();
    observer.disconnect();

    expect(contentsWhenAdded).toHaveLength(1);
    expect(contentsWhenAdded[0]).toBeGreaterThan(0);
  });
});
