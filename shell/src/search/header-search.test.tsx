import { act, cleanup, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { MarketplaceApiContext, RuntimeConfigContext } from '@marketplace/contracts/browser';
import type { RuntimeConfig } from '@marketplace/contracts/wire';
import { createTestQueryClient } from '@marketplace/contracts/testing';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import en from '../../messages/en.json';
import { HeaderSearch } from './header-search';

const NOTHING = { records: [], total: 0 };
const api = { search: { find: async () => ({ merchants: NOTHING, items: NOTHING, sets: NOTHING, people: NOTHING }) } } as unknown as MarketplaceApi;

const header = (
  <QueryClientProvider client={createTestQueryClient()}>
    <RuntimeConfigContext.Provider value={{ api: { main: 'https://api.market.test' } } as RuntimeConfig}>
      <MarketplaceApiContext.Provider value={api}>
        <MemoryRouter>
          <HeaderSearch />
        </MemoryRouter>
      </MarketplaceApiContext.Provider>
    </RuntimeConfigContext.Provider>
  </QueryClientProvider>
);

describe('HeaderSearch on a prerendered page', () => {
  beforeAll(async () => {
    // The page's words, as renderTranslated sets them up; its own render is not the one under test.
    await renderTranslated(<p />);
    cleanup();
  });

  it("offers the phone's search button only once React has taken the markup over, then opens the field", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(header);
    document.body.append(container);
    const open = within(container).getByRole('button', { name: en.search.open });
    // A tap on the bare markup would open nothing: the button says so by being disabled.
    expect(open).toBeDisabled();

    await act(async () => {
      hydrateRoot(container, header);
    });
    expect(open).toBeEnabled();
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(await within(container).findByRole('combobox', { name: en.search.label })).toHaveFocus();
    container.remove();
  });
});
