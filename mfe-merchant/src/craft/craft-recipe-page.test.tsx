import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ApiError,
  buildCraftMessage,
  type CraftOutcome,
  type CraftReadiness,
  type CraftRecipe,
  emptyUserState,
  type MarketListing,
  type PagedAnswer,
  WalletSignError,
} from '@marketplace/contracts/wire';
import { marketplaceBus, SIGNED_OUT, sessionStore } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { diamondDreams } from '../testing/merchant-fixtures';
import { renderMerchantPage } from '../testing/render-merchant-page';
import { CraftRecipePage } from './craft-recipe-page';
import {
  apiRefusal,
  FILIGREE_COPIES,
  NECKLACE,
  NECKLACE_MISSING,
  NECKLACE_SHORT,
  PENDANT,
  PENDANT_CRAFTED,
  PENDANT_READY,
  SILVER_CHAIN_FLOOR,
} from './testing/craft-fixtures';

const WALLET = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';
const SIGNATURE = `0x${'ab'.repeat(65)}`;

let stopSigning: (() => void) | null = null;

afterEach(() => {
  sessionStore.setState(SIGNED_OUT);
  stopSigning?.();
  stopSigning = null;
});

const signIn = (walletAddress: string | null = WALLET) => sessionStore.setState({ token: 't', expiresAt: null, user: { ...emptyUserState(), walletAddress } });

/** Stands in for the wallet remote over the bus. */
function walletAnswers(answer: (request: { message: string; purpose: string }) => Promise<{ signature: string; address: string }>) {
  const handler = jest.fn(answer);
  stopSigning = marketplaceBus.handle('wallet:sign', handler);
  return handler;
}

interface Answers {
  recipe?: () => Promise<CraftRecipe | null>;
  readiness?: () => Promise<CraftReadiness | null>;
  craft?: () => Promise<CraftOutcome>;
  /** The market's listings of an ingredient's set, cheapest first; none unless given. */
  listings?: () => Promise<PagedAnswer<MarketListing>>;
}

function renderRecipe(recipe: CraftRecipe, answers: Answers = {}, { locale = 'en' } = {}) {
  const craft = {
    recipe: jest.fn(answers.recipe ?? (async () => recipe)),
    recipeReadiness: jest.fn(answers.readiness ?? (async () => null)),
    craft: jest.fn(answers.craft ?? (async () => PENDANT_CRAFTED)),
  };
  const path = `/craft/diamond-dreams/${recipe.id}`;
  renderMerchantPage(<CraftRecipePage merchantId="diamond-dreams" recipeId={recipe.id} />, {
    merchants: [diamondDreams],
    api: {
      craft,
      market: { listings: jest.fn(answers.listings ?? (async () => ({ ...SILVER_CHAIN_FLOOR, total: 0, records: [] }))) },
    } as unknown as Partial<MarketplaceApi>,
    locale,
    path: locale === 'en' ? path : `/${locale}${path}`,
  });
  return craft;
}

const ingredientRow = (name: string) => screen.getByText(name, { selector: 'span' }).closest('li') as HTMLElement;

describe('the craft recipe page', () => {
  it('shows a visitor the result large with its rarity and properties, the ingredients, and a way to sign in and come back', async () => {
    const craft = renderRecipe(NECKLACE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Filigree Necklace' })).toBeInTheDocument();
    const art = screen.getAllByRole('img', { name: 'Filigree Necklace' })[0];
    expect(art).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('Rare')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Properties' })).toBeInTheDocument();
    expect(screen.getByText('White gold')).toBeInTheDocument();
    expect(within(ingredientRow('Silver Chain')).getByRole('img', { name: 'Silver Chain' })).toBeInTheDocument();
    expect(within(ingredientRow('Silver Chain')).getByText('Needs 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to craft' })).toHaveAttribute(
      'href',
      `/loading?auth=true&redirect=${encodeURIComponent(`/craft/diamond-dreams/${NECKLACE.id}`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Craft' })).not.toBeInTheDocument();
    expect(craft.recipeReadiness).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Filigree Necklace | Marketplace'));
  });

  it('shows a signed-in person what they hold, what is missing with a way to buy it, and no Craft button', async () => {
    signIn();
    renderRecipe(NECKLACE, {
      readiness: async () => NECKLACE_MISSING,
      listings: async () => SILVER_CHAIN_FLOOR,
    });

    expect(await screen.findByText('You cannot craft this yet. Missing: 1 × Silver Chain.')).toBeInTheDocument();
    const chain = ingredientRow('Silver Chain');
    expect(within(chain).getByText('You have 1')).toBeInTheDocument();
    expect(within(chain).getByText('1 missing')).toBeInTheDocument();
    expect(chain).toHaveAttribute('data-missing', 'true');
    expect(await within(chain).findByRole('link', { name: 'Buy Silver Chain from 2.17 GEM' })).toHaveAttribute(
      'href',
      '/market/diamond-dreams/stack/dd-silver-chain',
    );
    expect(within(ingredientRow('Gold Filigree')).getByText('You have enough')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Craft' })).not.toBeInTheDocument();
  });

  it('says copies the person has listed are theirs to withdraw, not missing, and offers no purchase of them', async () => {
    signIn();
    renderRecipe(NECKLACE, { readiness: async () => NECKLACE_SHORT });

    expect(await screen.findByText('Withdraw from the market first: 1 × Silver Chain.')).toBeInTheDocument();
    expect(screen.queryByText(/You cannot craft this yet/)).not.toBeInTheDocument();
    const chain = ingredientRow('Silver Chain');
    expect(within(chain).getByRole('link', { name: '1 is listed — withdraw it to craft' })).toHaveAttribute(
      'href',
      '/market/diamond-dreams/stack/dd-silver-chain',
    );
    expect(within(chain).queryByText(/missing/)).not.toBeInTheDocument();
    expect(within(chain).queryByRole('link', { name: /^Buy/ })).not.toBeInTheDocument();
    expect(chain).toHaveAttribute('data-missing', 'false');
  });

  it('crafts after a confirmation naming what it uses up: the wallet signs exactly those collectibles, and the new collectible shows', async () => {
    signIn();
    const sign = walletAnswers(async () => ({ signature: SIGNATURE, address: WALLET }));
    const craft = renderRecipe(PENDANT, { readiness: async () => PENDANT_READY });

    fireEvent.click(await screen.findByRole('button', { name: 'Craft' }));
    const confirmation = screen.getByRole('group', { name: 'Craft Filigree Pendant? This uses up, for good:' });
    expect(within(confirmation).getByText('2 × Gold Filigree')).toBeInTheDocument();
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Craft now' }));

    expect(await screen.findByText('You crafted Filigree Pendant. It is in your collection.')).toBeInTheDocument();
    expect(sign).toHaveBeenCalledWith({
      message: buildCraftMessage({ recipeId: PENDANT.id, collectibleIds: FILIGREE_COPIES, crafterAddress: WALLET }),
      purpose: 'craft',
    });
    expect(craft.craft).toHaveBeenCalledWith({ recipeId: PENDANT.id, collectibleIds: FILIGREE_COPIES, signature: SIGNATURE });
    expect(screen.getByRole('link', { name: 'View your new Filigree Pendant' })).toHaveAttribute('href', `/collectible/${PENDANT_CRAFTED.result.id}`);
    // What the craft changed reads again: the person's ingredients.
    await waitFor(() => expect(craft.recipeReadiness).toHaveBeenCalledTimes(2));
  });

  it('says it waits for the wallet while the person confirms there, and lets nothing be pressed twice', async () => {
    signIn();
    walletAnswers(() => new Promise(() => {}));
    renderRecipe(PENDANT, { readiness: async () => PENDANT_READY });

    fireEvent.click(await screen.findByRole('button', { name: 'Craft' }));
    fireEvent.click(screen.getByRole('button', { name: 'Craft now' }));

    expect(await screen.findByText('Confirm the craft in your wallet…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Craft now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it.each([
    [
      'the ingredients are no longer free',
      () => Promise.reject(apiRefusal(409, 'Missing ingredients: 1 × Gold Filigree (dd-gold-filigree)')),
      '一部の素材が使えなくなりました。出品または売却された可能性があります。手持ちの素材を確認し直しました。',
    ],
    [
      'the signature is refused',
      () => Promise.reject(apiRefusal(403, 'Invalid signature')),
      'ウォレットの署名がアカウントと一致しませんでした。何も消費されていません。',
    ],
    [
      'the network fails',
      () => Promise.reject(new ApiError('POST crafts', 0, 'Failed to fetch')),
      'マーケットプレイスに接続できませんでした。もう一度試す前にコレクションを確認してください。',
    ],
  ])('says in the page’s language when %s, and reads the ingredients again', async (_case, refuse, message) => {
    signIn();
    walletAnswers(async () => ({ signature: SIGNATURE, address: WALLET }));
    const craft = renderRecipe(PENDANT, { readiness: async () => PENDANT_READY, craft: refuse }, { locale: 'ja' });

    fireEvent.click(await screen.findByRole('button', { name: 'クラフトする' }));
    fireEvent.click(screen.getByRole('button', { name: '今すぐクラフト' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(craft.recipeReadiness).toHaveBeenCalledTimes(2));
  });

  it('says nothing when the person declines in their wallet, and sends nothing', async () => {
    signIn();
    walletAnswers(async () => Promise.reject(new WalletSignError('declined')));
    const craft = renderRecipe(PENDANT, { readiness: async () => PENDANT_READY });

    fireEvent.click(await screen.findByRole('button', { name: 'Craft' }));
    fireEvent.click(screen.getByRole('button', { name: 'Craft now' }));

    expect(await screen.findByRole('button', { name: 'Craft' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(craft.craft).not.toHaveBeenCalled();
  });

  it('tells a person without a wallet to create one, and asks no signature', async () => {
    signIn(null);
    const sign = walletAnswers(async () => ({ signature: SIGNATURE, address: WALLET }));
    renderRecipe(PENDANT, { readiness: async () => PENDANT_READY });

    fireEvent.click(await screen.findByRole('button', { name: 'Craft' }));
    fireEvent.click(screen.getByRole('button', { name: 'Craft now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You need a wallet to craft. Create one, then try again.');
    expect(sign).not.toHaveBeenCalled();
  });

  it('says the ingredients could not be checked, and checks them again on retry', async () => {
    signIn();
    let calls = 0;
    renderRecipe(PENDANT, {
      readiness: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('GET readiness', 500, 'Internal Server Error');
        return PENDANT_READY;
      },
    });

    expect(await screen.findByText('Your ingredients could not be checked')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Craft' })).toBeInTheDocument();
  });

  it.each([
    ['a recipe the merchant does not have', async () => null],
    ['an id that is not one', async () => Promise.reject(apiRefusal(400, 'params.recipeId: Invalid UUID'))],
  ])('answers %s with a translated 404', async (_case, recipe) => {
    renderRecipe(NECKLACE, { recipe }, { locale: 'ja' });

    expect(await screen.findByRole('heading', { level: 1, name: 'レシピが見つかりません' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'レシピ一覧に戻る' })).toHaveAttribute('href', '/ja/craft/diamond-dreams');
  });

  it('says the recipe could not be loaded, and loads it on retry', async () => {
    let calls = 0;
    renderRecipe(NECKLACE, {
      recipe: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('GET recipe', 0, 'Failed to fetch');
        return NECKLACE;
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Filigree Necklace' })).toBeInTheDocument();
  });

  it('shows the page’s skeleton while the recipe loads', async () => {
    renderRecipe(NECKLACE, { recipe: () => new Promise(() => {}) });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the recipe…');
  });
});
