import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, emptyUserState, type CraftReadiness, type CraftRecipe } from '@marketplace/contracts/wire';
import { SIGNED_OUT, sessionStore } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { diamondDreams } from '../testing/merchant-fixtures';
import { renderMerchantPage } from '../testing/render-merchant-page';
import { CraftFrontPage } from './craft-front-page';
import { apiRefusal, NECKLACE, NECKLACE_SHORT, PENDANT, PENDANT_READY } from './testing/craft-fixtures';

afterEach(() => sessionStore.setState(SIGNED_OUT));

const CATEGORIES = [
  { id: 'polishing', name: 'Polishing' },
  { id: 'settings', name: 'Settings' },
];

interface Answers {
  recipes?: () => Promise<CraftRecipe[]>;
  readiness?: () => Promise<CraftReadiness[]>;
}

function renderFront(
  { recipes = async () => [NECKLACE, PENDANT], readiness = async () => [NECKLACE_SHORT, PENDANT_READY] }: Answers = {},
  { categoryId = null as string | null, locale = 'en' } = {},
) {
  const craft = { categories: async () => CATEGORIES, recipes: jest.fn(recipes), readiness: jest.fn(readiness) };
  const path = categoryId ? `/craft/diamond-dreams/category/${categoryId}` : '/craft/diamond-dreams';
  const view = renderMerchantPage(<CraftFrontPage merchantId="diamond-dreams" categoryId={categoryId} />, {
    merchants: [diamondDreams],
    api: { craft } as unknown as Partial<MarketplaceApi>,
    locale,
    path: locale === 'en' ? path : `/${locale}${path}`,
  });
  return { craft, view };
}

const signIn = () => sessionStore.setState({ token: 't', expiresAt: null, user: { ...emptyUserState(), walletAddress: '0xabc' } });

describe('the craft front page', () => {
  it("shows each recipe as a card: the result's art, name and rarity, and its ingredients' thumbnails with quantities", async () => {
    const { craft } = renderFront();

    const grid = await screen.findByRole('list', { name: 'Recipes of Diamond Dreams' });
    const necklace = within(grid).getByRole('link', { name: /Filigree Necklace/ });
    expect(necklace).toHaveAttribute('href', `/craft/diamond-dreams/${NECKLACE.id}`);
    expect(within(necklace).getByRole('img', { name: 'Filigree Necklace' })).toHaveAttribute(
      'src',
      'https://api.market.test/api/collectible-images/dd-filigree-necklace.svg',
    );
    expect(within(necklace).getByText('Rare')).toBeInTheDocument();
    expect(within(necklace).getByRole('img', { name: 'Silver Chain' })).toBeInTheDocument();
    expect(within(necklace).getAllByText('×2')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Diamond Dreams crafting' })).toBeInTheDocument();
    // A visitor holds nothing: their ingredients are not asked.
    expect(craft.readiness).not.toHaveBeenCalled();
  });

  it('offers the categories as links, all recipes marked current on the front page', async () => {
    renderFront();

    const nav = await screen.findByRole('navigation', { name: 'Craft categories' });
    expect(within(nav).getByRole('link', { name: 'All recipes' })).toHaveAttribute('aria-current', 'page');
    expect(await within(nav).findByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/craft/diamond-dreams/category/settings');
  });

  it('keeps to one category, marks it and names it in the heading', async () => {
    const { craft } = renderFront({}, { categoryId: 'settings' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings · Diamond Dreams crafting' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Settings · Diamond Dreams crafting | Marketplace'));
    await waitFor(() => expect(craft.recipes).toHaveBeenCalledWith('diamond-dreams', { categoryId: 'settings' }, expect.anything()));
  });

  it('tells a signed-in person which recipes they can craft now and how many ingredients others lack', async () => {
    signIn();
    renderFront();

    const grid = await screen.findByRole('list', { name: 'Recipes of Diamond Dreams' });
    const pendant = within(grid).getByRole('link', { name: /Filigree Pendant/ });
    expect(await within(pendant).findByText('Ready to craft')).toBeInTheDocument();
    expect(within(within(grid).getByRole('link', { name: /Filigree Necklace/ })).getByText('1 ingredient missing')).toBeInTheDocument();
  });

  it('still shows the recipes when the person’s ingredients cannot be checked, says so, and checks again on retry', async () => {
    signIn();
    let calls = 0;
    renderFront({
      readiness: async () => {
        calls += 1;
        if (calls === 1) throw apiRefusal(500, 'Internal Server Error');
        return [NECKLACE_SHORT, PENDANT_READY];
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Your ingredients could not be checked');
    expect(screen.getByRole('link', { name: /Filigree Pendant/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ready to craft')).toBeInTheDocument();
  });

  it('answers a category the merchant does not have with a translated 404 and the way to every recipe', async () => {
    renderFront({ recipes: async () => Promise.reject(apiRefusal(404, 'Category not found')) }, { categoryId: 'forge', locale: 'ja' });

    expect(await screen.findByText('このカテゴリーは存在しません')).toBeInTheDocument();
    expect(document.querySelector('[data-page="not-found"]')).not.toBeNull();
    expect(screen.getAllByRole('link', { name: 'すべてのレシピ' }).at(-1)).toHaveAttribute('href', '/ja/craft/diamond-dreams');
  });

  it('says a merchant without recipes has none yet, and leads to its store', async () => {
    renderFront({ recipes: async () => [] });

    expect(await screen.findByText('No recipes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the store' })).toHaveAttribute('href', '/store/diamond-dreams');
  });

  it('says the recipes could not be loaded, and loads them on retry', async () => {
    let calls = 0;
    renderFront({
      recipes: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('GET craft', 0, 'Failed to fetch');
        return [PENDANT];
      },
    });

    expect(await screen.findByText('The recipes could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Filigree Pendant/ })).toBeInTheDocument();
  });

  it('shows the grid’s skeleton while the recipes load', async () => {
    renderFront({ recipes: () => new Promise(() => {}) });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading items…');
  });

  it("shows the 'Merchant not found' page when the API says the merchant closed", async () => {
    renderFront({ recipes: async () => Promise.reject(apiRefusal(404, 'Merchant not found')) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant not found' })).toBeInTheDocument();
  });
});
