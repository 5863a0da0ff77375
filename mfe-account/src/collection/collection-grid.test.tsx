import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectible, collectionPage, currentAddress, OWNER_ID, recordSellingRequests, renderScene, sceneApi, signInAs } from '../testing/collection-scene';
import { CollectionGrid } from './collection-grid';

const sellingRequests = recordSellingRequests();

function grid(props: Partial<Parameters<typeof CollectionGrid>[0]> = {}) {
  return <CollectionGrid userId={OWNER_ID} merchantId={null} owned basePath="/user-portal/collection" ownerName={null} {...props} />;
}

beforeEach(() => signInAs(OWNER_ID));

describe('CollectionGrid', () => {
  it('shows a page of collectibles with art, name and rarity, newest received first, 10 to a page', async () => {
    const { api, collectibles } = sceneApi({ page: async () => collectionPage([collectible(1), collectible(2, { rarity: 'rare' })], { total: 12 }) });

    await renderScene(grid(), { api, path: '/user-portal/collection?page=2' });

    const cards = await screen.findByRole('list', { name: 'Your collectibles' });
    expect(within(cards).getByRole('link', { name: /Ruby Heart 1/ })).toHaveAttribute('href', `/collectible/${collectible(1).id}`);
    expect(within(cards).getByRole('img', { name: 'Ruby Heart 2' })).toBeInTheDocument();
    expect(within(cards).getByText('Rare')).toBeInTheDocument();
    expect(screen.getByText('12 collectibles')).toBeInTheDocument();
    expect(collectibles.page).toHaveBeenCalledWith(OWNER_ID, { sort: 'RECEIVED_TIME', order: 'DESC', page: 2, pageSize: 10 }, expect.anything());
    // The pager's link to page 1 is the bare address: page 1 has one address.
    expect(document.querySelector('nav a[href="/user-portal/collection"]')).not.toBeNull();
  });

  it('offers the rarities and property values the collection holds as chips, and a ticked one goes into the address and the request', async () => {
    const { api, collectibles } = sceneApi();
    await renderScene(grid(), { api, path: '/user-portal/collection?page=3' });

    // Property values wait behind "More filters"; the rarities show at once.
    expect(await screen.findByRole('checkbox', { name: /Legendary/ })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Oval/i, hidden: true })).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'More filters' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Oval/i }));

    expect(currentAddress()).toBe('/user-portal/collection?property=cut%3Aoval');
    expect(collectibles.page).toHaveBeenLastCalledWith(
      OWNER_ID,
      expect.objectContaining({ properties: { cut: ['oval'] }, page: 1, sort: 'RECEIVED_TIME', order: 'DESC' }),
      expect.anything(),
    );
    // The filters are asked for the textual property types the collection's collectibles carry.
    expect(collectibles.filters).toHaveBeenCalledWith(OWNER_ID, { propertyTypes: ['cut', 'color'] }, expect.anything());
  });

  it('opens the property filters by itself when the address narrows by one, so it can be unticked', async () => {
    const { api } = sceneApi();
    await renderScene(grid(), { api, path: '/user-portal/collection?property=cut:heart' });

    expect(await screen.findByRole('checkbox', { name: /heart/i })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Fewer filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('switches between games, asking for that game only and starting again from page 1', async () => {
    const { api, collectibles } = sceneApi();
    await renderScene(grid(), { api, path: '/user-portal/collection?rarity=rare&page=2' });

    await userEvent.click(await screen.findByRole('button', { name: 'Elemental Raiders' }));

    expect(currentAddress()).toBe('/user-portal/collection?game=elemental-raiders');
    expect(screen.getByRole('button', { name: 'Elemental Raiders' })).toHaveAttribute('aria-pressed', 'true');
    expect(collectibles.page).toHaveBeenLastCalledWith(OWNER_ID, expect.objectContaining({ merchantId: 'elemental-raiders', page: 1 }), expect.anything());
  });

  it('opens the selling dialog of an owned collectible from the one action in its card', async () => {
    const { api } = sceneApi();
    await renderScene(grid(), { api });

    const cards = await screen.findByRole('list', { name: 'Your collectibles' });
    const card = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Manage: Ruby Heart 1' }));

    expect(sellingRequests).toEqual([{ collectibleId: collectible(1).id, merchantId: 'diamond-dreams' }]);
    expect(screen.queryByRole('button', { name: /See offers/ })).not.toBeInTheDocument();
  });

  it('tells copies of one set apart by their serial, with the day each was received, and the game where games mix', async () => {
    const { api } = sceneApi({
      page: async () =>
        collectionPage([
          collectible(1, { name: 'Gold Filigree', properties: { cut: 'wire', serial: '7/22' }, receivedTime: '2025-05-01T12:00:00.000Z' }),
          collectible(2, { name: 'Gold Filigree', properties: { cut: 'wire', serial: '8/22' } }),
        ]),
    });
    await renderScene(grid(), { api });

    const cards = within(await screen.findByRole('list', { name: 'Your collectibles' })).getAllByRole('link');
    expect(cards[0]).toHaveTextContent('No. 7/22');
    expect(cards[1]).toHaveTextContent('No. 8/22');
    expect(cards[0]).toHaveAccessibleName(/Received May 1, 2025/);
    expect(cards[0]).toHaveTextContent('Diamond Dreams');
  });

  it('says how many offers on an item are open, in the reader’s language, and nothing on an item without', async () => {
    const { api } = sceneApi({
      page: async () => collectionPage([collectible(1, { openOffers: 2 }), collectible(2, { openOffers: 0 }), collectible(3)]),
    });
    await renderScene(grid(), { api, locale: 'ja' });

    const cards = within(await screen.findByRole('list', { name: 'あなたのコレクティブル' })).getAllByRole('link');
    expect(cards[0]).toHaveTextContent('受付中のオファー 2 件');
    expect(cards[1]).not.toHaveTextContent('オファー');
    expect(cards[2]).not.toHaveTextContent('オファー');
  });

  it('says the collection could not be loaded, with a retry, when the read fails, never that it is empty', async () => {
    const { api, collectibles } = sceneApi();
    // What the quiet read would have made of the same failure: an empty page.
    collectibles.ofUser.mockResolvedValue(collectionPage([]));
    collectibles.page.mockRejectedValueOnce(new Error('500 from the API'));
    await renderScene(grid(), { api });

    expect(await screen.findByText('The collection could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Your collection is empty')).not.toBeInTheDocument();
    expect(screen.queryByText(/0 collectibles/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Ruby Heart 1/ })).toBeInTheDocument();
  });

  it("offers no selling on someone else's collection", async () => {
    const { api } = sceneApi();
    await renderScene(grid({ owned: false, ownerName: 'Mika' }), { api });

    expect(await screen.findByRole('list', { name: "Mika's collectibles" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Manage/ })).not.toBeInTheDocument();
  });

  it("says an empty collection of one game is empty and leads to that game's store", async () => {
    const { api } = sceneApi({ page: async () => collectionPage([]) });
    await renderScene(grid({ merchantId: 'diamond-dreams', basePath: '/collection/diamond-dreams' }), { api });

    expect(await screen.findByText('Your collection is empty')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Visit the Diamond Dreams store' })).toHaveAttribute('href', '/store/diamond-dreams');
  });

  it('says when nothing matches the filters, and clears them', async () => {
    const { api } = sceneApi({ page: async () => collectionPage([]) });
    await renderScene(grid(), { api, path: '/user-portal/collection?rarity=rare' });

    await userEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));

    expect(currentAddress()).toBe('/user-portal/collection');
  });

  it.each([
    [true, 10],
    [false, 0],
  ])('while the page loads, keeps the place of the "Manage" footer an owned card has (owned: %s)', async (owned, footers) => {
    const { api } = sceneApi({
      page: (_userId, request) => (request.pageSize === 10 ? new Promise(() => {}) : Promise.resolve(collectionPage([collectible(1)]))),
    });
    const { container } = await renderScene(grid({ owned }), { api });

    expect(screen.getByText('Loading items…')).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-busy="true"] li [data-footer]')).toHaveLength(footers);
  });

  it('shows the skeleton of the grid while the page loads, then a failure with a retry', async () => {
    let failFirst: (error: Error) => void = () => {};
    let calls = 0;
    const { api } = sceneApi({
      page: (_userId, request) => {
        if (request.pageSize !== 10) return Promise.resolve(collectionPage([collectible(1)]));
        calls += 1;
        return calls === 1 ? new Promise((_resolve, reject) => (failFirst = reject)) : Promise.resolve(collectionPage([collectible(1)]));
      },
    });
    await renderScene(grid(), { api });

    expect(screen.getByText('Loading items…')).toBeInTheDocument();
    await act(async () => failFirst(new Error('network down')));
    expect(await screen.findByText('The collection could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: /Ruby Heart 1/ })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
