import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COLLECTIBLE_ID, collectibleDetail, OWNER_ID, recordSellingRequests, renderScene, sceneApi, signInAs, VIEWER_ID } from '../testing/collection-scene';
import { CollectibleDetails } from './collectible-details';

const sellingRequests = recordSellingRequests();
const SELLING = { collectibleId: COLLECTIBLE_ID, merchantId: 'diamond-dreams' };
const LISTING_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

async function renderDetails(detail = collectibleDetail(), { locale = 'en' } = {}) {
  const scene = sceneApi({ detail: async () => detail });
  await renderScene(<CollectibleDetails collectibleId={COLLECTIBLE_ID} />, { api: scene.api, path: `/collectible/${COLLECTIBLE_ID}?from=grid`, locale });
  return scene;
}

describe('CollectibleDetails', () => {
  it('names the collectible, its rarity, game, properties and its owner, who links to their profile', async () => {
    signInAs(null);
    await renderDetails();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ruby Heart' })).toBeInTheDocument();
    expect(screen.getByText('Legendary')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mika' })).toHaveAttribute('href', `/user/${OWNER_ID}`);
    expect(await screen.findByRole('link', { name: 'Diamond Dreams' })).toHaveAttribute('href', '/store/diamond-dreams');
    expect(screen.getByRole('heading', { name: 'Properties' })).toBeInTheDocument();
    // Its value in words (the API sends `heart`), and the tab named after it.
    expect(screen.getByText('Heart')).toBeInTheDocument();
    expect(document.title).toBe('Ruby Heart | Marketplace');
  });

  it('shows its market listing with a link to it, and its last sale in the page language', async () => {
    signInAs(null);
    await renderDetails(
      collectibleDetail({
        listing: { id: LISTING_ID, kind: 'MARKET', status: 'ACTIVE', price: '480.0' },
        lastSale: { price: '512.5', time: '2026-03-04T10:00:00.000Z' },
      }),
      { locale: 'ja' },
    );

    expect(await screen.findByRole('link', { name: '出品を見る' })).toHaveAttribute('href', `/ja/market/diamond-dreams/${LISTING_ID}`);
    expect(screen.getByText(/480\.00/)).toBeInTheDocument();
    expect(screen.getByText(/512\.50/)).toBeInTheDocument();
    expect(screen.getByText('2026/03/04')).toBeInTheDocument();
  });

  it("lets its owner change the listing and see the offers through the merchant's selling dialog", async () => {
    signInAs(OWNER_ID);
    await renderDetails(
      collectibleDetail({ listing: { id: LISTING_ID, kind: 'MARKET', status: 'ACTIVE', price: '480.0' }, offers: { open: 2, bestPrice: '30.0' } }),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Change the listing' }));
    await userEvent.click(screen.getByRole('button', { name: 'See offers (2)' }));

    expect(sellingRequests).toEqual([SELLING, SELLING]);
  });

  it('lets its owner list an unlisted collectible', async () => {
    signInAs(OWNER_ID);
    await renderDetails();

    await userEvent.click(await screen.findByRole('button', { name: 'List for sale' }));

    expect(sellingRequests).toEqual([SELLING]);
  });

  it('lets someone else signed in make an offer through the same dialog, and offers them no selling', async () => {
    signInAs(VIEWER_ID);
    await renderDetails();

    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));

    expect(sellingRequests).toEqual([SELLING]);
    expect(screen.queryByRole('button', { name: 'List for sale' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in to make an offer, and to come back to this page', async () => {
    signInAs(null);
    await renderDetails();

    expect(await screen.findByRole('link', { name: 'Sign in to make an offer' })).toHaveAttribute(
      'href',
      `/loading?auth=true&redirect=${encodeURIComponent(`/collectible/${COLLECTIBLE_ID}?from=grid`)}`,
    );
  });

  it('answers an unknown collectible with the 404 page, not for indexing', async () => {
    signInAs(null);
    const scene = sceneApi({ detail: async () => null });
    await renderScene(<CollectibleDetails collectibleId={COLLECTIBLE_ID} />, { api: scene.api });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Collectible not found' });
    expect(heading.closest('[data-page="not-found"]')).not.toBeNull();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('says when the collectible could not be loaded, and tries again', async () => {
    signInAs(null);
    let attempts = 0;
    const scene = sceneApi({
      detail: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('network down');
        return collectibleDetail();
      },
    });
    await renderScene(<CollectibleDetails collectibleId={COLLECTIBLE_ID} />, { api: scene.api });

    await act(async () => userEvent.click(await screen.findByRole('button', { name: 'Try again' })));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ruby Heart' })).toBeInTheDocument();
  });
});
