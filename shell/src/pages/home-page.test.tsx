import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { MarketplaceApiContext, RuntimeConfigContext } from '@marketplace/contracts/browser';
import { ApiError, type Merchant, type Showcase } from '@marketplace/contracts/wire';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import { HomePage } from './home-page';
import { HOME_MERCHANTS, HOME_TEST_CONFIG, homeShowcase } from './home/testing/home-fixtures';

interface HomeApi {
  merchants?: () => Promise<Merchant[]>;
  showcase?: () => Promise<Showcase>;
  rate?: () => Promise<{ price: number }>;
}

function renderHome({ merchants, showcase, rate }: HomeApi = {}, locale = 'en') {
  const home = jest.fn(showcase ?? (async () => homeShowcase()));
  const api = {
    merchants: { list: merchants ?? (async () => HOME_MERCHANTS) },
    rates: { productUsd: rate ?? (async () => ({ price: 0.05 })) },
    showcase: { home },
  } as unknown as MarketplaceApi;
  const view = renderTranslated(
    <RuntimeConfigContext.Provider value={HOME_TEST_CONFIG}>
      <MarketplaceApiContext.Provider value={api}>
        <HomePage />
      </MarketplaceApiContext.Provider>
    </RuntimeConfigContext.Provider>,
    { locale },
  );
  return { home, view };
}

const never = () => new Promise<never>(() => undefined);
const shelf = (name: string) => screen.getByRole('list', { name });

describe('the home page', () => {
  it('shows the featured store items with their art, rarity, price and game, each leading to its page in the store', async () => {
    renderHome();

    const featured = await screen.findByRole('list', { name: 'Featured items' });
    const cards = within(featured).getAllByRole('link');
    expect(cards).toHaveLength(6);
    const [atelierOne, moonstoneCrown] = homeShowcase().featured;
    expect(cards[0]).toHaveAttribute('href', `/store/aurum-atelier/${atelierOne!.id}`);
    expect(cards[1]).toHaveAttribute('href', `/store/diamond-dreams/${moonstoneCrown!.id}`);
    const art = within(cards[0]!).getByRole('img', { name: 'Atelier One' });
    expect(art).toHaveAttribute('src', `https://api.market.test${atelierOne!.collectible.imageUrl}`);
    expect(art).toHaveAttribute('srcset', expect.stringContaining(' 320w'));
    expect(cards[0]).toHaveTextContent('Legendary');
    expect(cards[0]).toHaveTextContent('48,000.00 GEM');
    expect(cards[0]).toHaveTextContent('$2,400.00');
    expect(cards[0]).toHaveTextContent('Aurum Atelier');
    expect(cards[0]).toHaveTextContent('Store');
  });

  it("loads the first featured item's art at once and every other picture lazily", async () => {
    renderHome();

    const featured = await screen.findByRole('list', { name: 'Featured items' });
    const loading = within(featured)
      .getAllByRole('img')
      .map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
    for (const image of within(shelf('Just listed')).getAllByRole('img')) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('gives a luxury game’s items their luxury styling (spec §6)', async () => {
    renderHome();

    const featured = await screen.findByRole('list', { name: 'Featured items' });
    const [atelierOne, moonstoneCrown] = within(featured).getAllByRole('link');
    await waitFor(() => expect(atelierOne).toHaveAttribute('data-luxury'));
    expect(moonstoneCrown).not.toHaveAttribute('data-luxury');
  });

  it('lists what players just put on the markets, each leading to its market listing', async () => {
    renderHome();

    const newest = await screen.findByRole('list', { name: 'Just listed' });
    const [roughQuartz, emberDagger] = homeShowcase().newest;
    const cards = within(newest).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      `/market/diamond-dreams/${roughQuartz!.id}`,
      `/market/elemental-raiders/${emberDagger!.id}`,
    ]);
    expect(cards[0]).toHaveTextContent('Market');
    expect(cards[0]).toHaveTextContent('2.75 GEM');
  });

  it('shows each open game with its art, its tagline in the page’s language and a way into each area it opens', async () => {
    renderHome({}, 'ja');

    const dreams = await screen.findByRole('navigation', { name: 'Diamond Dreams' });
    expect(
      within(dreams)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['ストアを見る', '/ja/store/diamond-dreams'],
      ['マーケットで取引', '/ja/market/diamond-dreams'],
      ['アイテムをクラフト', '/ja/craft/diamond-dreams'],
    ]);
    const card = dreams.closest('article')!;
    expect(card).toHaveTextContent('まばゆい宝石をカットし、磨き、取引しよう。');
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://api.market.test/api/merchant-art/diamond-dreams.svg');
    const atelier = screen.getByRole('navigation', { name: 'Aurum Atelier' });
    expect(
      within(atelier)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/ja/store/aurum-atelier', '/ja/market/aurum-atelier']);
    expect(atelier.closest('article')).toHaveAttribute('data-luxury');
  });

  it('shows a game that is not open yet under “Coming soon”, with no way into pages that do not exist', async () => {
    renderHome();

    const comingSoon = await screen.findByRole('region', { name: 'Coming soon' });
    expect(within(comingSoon).getByRole('heading', { name: 'Shadow Forge' })).toBeInTheDocument();
    expect(comingSoon).toHaveTextContent('Smith blades in a world without light.');
    expect(within(comingSoon).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Shadow Forge' })).toBeNull();
  });

  it('shows the live GEM rate', async () => {
    renderHome();

    await waitFor(() => expect(screen.getByTestId('gem-rate')).toHaveTextContent('1 GEM = $0.05'));
  });

  it('shows the rate with the digits prices are computed from, and does not announce its refreshes', async () => {
    renderHome({ rate: async () => ({ price: 0.0425 }) });

    await waitFor(() => expect(screen.getByTestId('gem-rate')).toHaveTextContent('1 GEM = $0.0425'));
    expect(screen.getByTestId('gem-rate').closest('[aria-live]')).toBeNull();
  });

  it('leads from each shelf to all of its kind: the first open game’s store and market', async () => {
    renderHome();

    expect(await screen.findByRole('link', { name: 'See all Featured items' })).toHaveAttribute('href', '/store/aurum-atelier');
    expect(await screen.findByRole('link', { name: 'See all Just listed' })).toHaveAttribute('href', '/market/aurum-atelier');
  });

  it('shows the skeleton of the shelves and of the games while they load', async () => {
    renderHome({ merchants: never, showcase: never });

    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(3));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Loading items…', 'Loading…', 'Loading items…']);
    expect(screen.queryByRole('list', { name: 'Featured items' })).toBeNull();
  });

  it('says the items could not be loaded and shows them once the retry succeeds', async () => {
    let fail = true;
    const { home } = renderHome({
      showcase: async () => {
        if (fail) throw new ApiError('GET /api/showcase', 500, 'Internal Server Error');
        return homeShowcase();
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The items on sale could not be loaded.');
    expect(screen.queryByRole('region', { name: 'Just listed' })).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('list', { name: 'Featured items' })).toBeInTheDocument();
    expect(home).toHaveBeenCalledTimes(2);
  });

  it('says what to do when nothing is on sale, and shows no empty shelf of new items', async () => {
    renderHome({ showcase: async () => ({ featured: [], newest: [] }) });

    expect(await screen.findByText('Nothing is on sale right now')).toBeInTheDocument();
    expect(screen.getByText('New items arrive all the time. Open a game below to browse its store and market.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Just listed' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Diamond Dreams' })).toBeInTheDocument();
  });

  it('says no game is open when the merchants cannot be read (spec §7: the list stays empty)', async () => {
    renderHome({ merchants: async () => [] });

    expect(await screen.findByText('No games are open right now. Please come back later.')).toBeInTheDocument();
  });
});
