import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, emptyUserState, type StackCompletion } from '@marketplace/contracts/wire';
import { marketplaceBus, SIGNED_OUT, sessionStore } from '@marketplace/contracts/browser';
import type { MarketListingsRequest, MarketplaceApi } from '@marketplace/contracts/http';
import { aurumAtelier, diamondDreams } from '../testing/merchant-fixtures';
import { renderMerchantPage } from '../testing/render-merchant-page';
import { MarketStackPage } from './market-stack-page';
import { listingsPage, marketListing, stackCompletion } from './testing/market-fixtures';

afterEach(() => sessionStore.setState(SIGNED_OUT));

const signIn = () => sessionStore.setState({ token: 'token-1', expiresAt: null, user: { ...emptyUserState(), id: 'user-1' } });

function renderStack({
  completion = async (): Promise<StackCompletion | null> => stackCompletion(),
  listings = jest.fn(async (_merchantId: string, request: MarketListingsRequest) =>
    listingsPage([marketListing({ name: 'Rough Quartz', setId: 'dd-rough-quartz', price: '2.12', serial: '9/22' })], {
      page: request.page ?? 1,
      totalPages: 2,
      total: 14,
    }),
  ),
  merchantId = 'diamond-dreams',
  path = '/market/diamond-dreams/stack/dd-rough-quartz',
} = {}) {
  const api = { market: { stackCompletion: jest.fn(completion), listings } } as unknown as Partial<MarketplaceApi>;
  renderMerchantPage(<MarketStackPage merchantId={merchantId} setId="dd-rough-quartz" />, { merchants: [diamondDreams, aurumAtelier], api, path });
  return { listings };
}

describe('a market stack', () => {
  it('shows the set and its listings cheapest first, paged in the address', async () => {
    const { listings } = renderStack({ path: '/market/diamond-dreams/stack/dd-rough-quartz?page=2' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Rough Quartz' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Rough Quartz on sale' });
    const row = within(grid).getByRole('link');
    expect(row).toHaveTextContent('No. 9/22');
    expect(row).toHaveTextContent('by Aria Vance');
    expect(row).toHaveTextContent('2.12 GEM');
    expect(within(row).getByRole('img', { name: 'Rough Quartz' })).toBeInTheDocument();
    expect(screen.getByText('14 on sale')).toBeInTheDocument();
    expect((listings.mock.calls[0] as unknown[])[1]).toEqual({ setId: 'dd-rough-quartz', sort: 'PRICE_ASC', page: 2, pageSize: 10 });
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/market/diamond-dreams/stack/dd-rough-quartz',
    );
    expect(document.title).toBe('Rough Quartz | Marketplace');
  });

  it('tells a visitor what a complete set is, which recipes use it, what the cheapest copies cost, and to sign in for theirs', async () => {
    renderStack();

    const panel = await screen.findByRole('region', { name: 'Complete the set' });
    expect(panel).toHaveTextContent('A complete set is 3 copies.');
    expect(within(panel).getByRole('link', { name: 'Brilliant Quartz' })).toHaveAttribute('href', '/craft/diamond-dreams/3c2d1e5f-8a4b-4c3d-9e2f-000000000001');
    expect(panel).toHaveTextContent('takes 3');
    expect(panel).toHaveTextContent('The 2 cheapest copies cost');
    expect(panel).toHaveTextContent('4.42 GEM');
    expect(within(panel).getByRole('link', { name: 'No. 9/22 · 2.12 GEM' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sign in to see which copies you own' }).getAttribute('href')).toMatch(
      /^\/loading\?auth=true&redirect=%2Fmarket%2Fdiamond-dreams%2Fstack%2Fdd-rough-quartz/,
    );
  });

  it('shows the signed-in owner their copies, each with its sale and a way to sell it, and what is still missing', async () => {
    signIn();
    const emitted: unknown[] = [];
    const stop = marketplaceBus.on('selling:open', (payload) => emitted.push(payload));
    const [listed, kept] = [marketListing({ name: 'Rough Quartz', price: '3.1' }), marketListing({ name: 'Rough Quartz' })];
    renderStack({
      completion: async () =>
        stackCompletion({
          owned: [
            { collectible: listed.collectible, listing: { id: listed.id, kind: 'MARKET', status: 'ACTIVE', price: '3.1' } },
            { collectible: kept.collectible, listing: null },
          ],
          missing: 1,
          cost: '2.12',
        }),
    });

    const panel = await screen.findByRole('region', { name: 'Complete the set' });
    expect(panel).toHaveTextContent('You own 2 of 3');
    expect(within(panel).getByRole('progressbar', { name: 'Copies you own' })).toHaveAttribute('value', '2');
    const copies = screen.getByRole('region', { name: 'Your 2 copies' });
    expect(within(copies).getByRole('link', { name: 'On sale at 3.10 GEM' })).toHaveAttribute('href', `/market/diamond-dreams/${listed.id}`);
    expect(copies).toHaveTextContent('Not on sale');
    expect(
      within(copies)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Manage listing', 'List for sale']);
    fireEvent.click(within(copies).getByRole('button', { name: 'List for sale' }));
    expect(emitted).toEqual([{ collectibleId: kept.collectible.id, merchantId: 'diamond-dreams' }]);
    stop();
  });

  it('says a set is complete when the owner holds enough', async () => {
    signIn();
    const copies = [1, 2, 3].map(() => ({ collectible: marketListing({ name: 'Rough Quartz' }).collectible, listing: null }));
    renderStack({ completion: async () => stackCompletion({ owned: copies, missing: 0, cheapest: [], cost: '0.0' }) });

    expect(await screen.findByText('Your set is complete.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Copies you own' })).toHaveAttribute('value', '3');
  });

  it('says plainly that one copy is all an item no recipe uses needs, and whether the shopper owns it, with no bar', async () => {
    signIn();
    const copy = marketListing({ name: 'Rough Quartz' });
    const single = { target: 1, usedBy: [], cheapest: [], cost: '0.0' };
    renderStack({ completion: async () => stackCompletion({ ...single, owned: [{ collectible: copy.collectible, listing: null }], missing: 0 }) });

    const panel = await screen.findByRole('region', { name: 'Complete the set' });
    expect(panel).toHaveTextContent('No recipe uses this item, so one copy is all you need.');
    expect(panel).toHaveTextContent('You own one.');
    expect(panel).not.toHaveTextContent('A complete set is');
    expect(panel).not.toHaveTextContent('Your set is complete.');
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('tells a shopper who has none of a one-copy item so, and what the cheapest costs', async () => {
    signIn();
    const cheapest = marketListing({ name: 'Rough Quartz', price: '2.12', serial: '9/22' });
    renderStack({ completion: async () => stackCompletion({ target: 1, usedBy: [], owned: [], missing: 1, cheapest: [cheapest], cost: '2.12' }) });

    const panel = await screen.findByRole('region', { name: 'Complete the set' });
    expect(panel).toHaveTextContent('You don’t own one yet.');
    expect(panel).toHaveTextContent('The cheapest copy you are missing costs');
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says how many missing copies nobody sells', async () => {
    renderStack({ completion: async () => stackCompletion({ cheapest: [], cost: '0.0', unavailable: 2 }) });

    expect(await screen.findByText('2 more copies are not on sale right now.')).toBeInTheDocument();
  });

  it('gives a 404 with the way back for a set the market does not have', async () => {
    renderStack({ completion: async () => null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Set not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the market' })).toHaveAttribute('href', '/market/diamond-dreams');
  });

  it('says what failed and loads again on retry', async () => {
    const completion = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('GET completion', 500, 'Internal Server Error'))
      .mockResolvedValueOnce(stackCompletion());
    renderStack({ completion });

    expect(await screen.findByRole('alert')).toHaveTextContent('This stack could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Rough Quartz' })).toBeInTheDocument());
  });

  it('names recipes without links where the merchant has no crafting', async () => {
    renderStack({ merchantId: 'aurum-atelier', path: '/market/aurum-atelier/stack/dd-rough-quartz' });

    const panel = await screen.findByRole('region', { name: 'Complete the set' });
    expect(panel).toHaveTextContent('Brilliant Quartz');
    expect(within(panel).queryByRole('link', { name: 'Brilliant Quartz' })).not.toBeInTheDocument();
  });
});
