import { fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { Merchant } from '@marketplace/contracts/wire';
import { MerchantFrame } from './merchant-frame';
import { useMerchantFrame } from './merchant-frame-context';
import { aurumAtelier, diamondDreams, shadowForge } from '../testing/merchant-fixtures';
import { renderMerchantPage } from '../testing/render-merchant-page';

const merchants = [diamondDreams, aurumAtelier, shadowForge];

function Content() {
  return <p>The store items</p>;
}

function ReportsClosed() {
  const frame = useMerchantFrame();
  return (
    <button type="button" onClick={() => frame?.reportMerchantNotFound()}>
      Load items of {frame?.merchant.name}
    </button>
  );
}

function CountsMounts({ onMount }: { onMount: () => void }) {
  useEffect(() => onMount(), [onMount]);
  return <p>The store items</p>;
}

describe('MerchantFrame', () => {
  it('shows the merchant, its art, its game and landing pages in a new tab, the heading and the page', async () => {
    await renderMerchantPage(
      <MerchantFrame merchantId="diamond-dreams" area="store" heading="Diamond Dreams store">
        <Content />
      </MerchantFrame>,
      { merchants },
    );
    expect(await screen.findByText('Diamond Dreams')).toBeInTheDocument();
    expect(screen.getByText('Match gems, win jewels')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Diamond Dreams store' })).toBeInTheDocument();
    expect(screen.getByText('The store items')).toBeInTheDocument();
    const play = screen.getByRole('link', { name: /Play Diamond Dreams/ });
    expect(play).toHaveAttribute('href', 'https://diamond-dreams.example/play');
    expect(play).toHaveAttribute('target', '_blank');
    expect(play.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /Official website/ })).toHaveAttribute('href', 'https://diamond-dreams.example/');
    expect(document.querySelector('img[src="https://api.market.test/api/merchant-art/diamond-dreams.svg"]')).toBeInTheDocument();
  });

  it('links the areas the merchant opens, the current one marked', async () => {
    await renderMerchantPage(
      <MerchantFrame merchantId="diamond-dreams" area="market" heading="Market">
        <Content />
      </MerchantFrame>,
      { merchants, locale: 'ja' },
    );
    const tabs = await screen.findByRole('navigation', { name: 'Diamond Dreamsのセクション' });
    const links = [...tabs.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);
    expect(links).toEqual([
      ['ストア', '/ja/store/diamond-dreams', null],
      ['マーケット', '/ja/market/diamond-dreams', 'page'],
      ['クラフト', '/ja/craft/diamond-dreams', null],
    ]);
  });

  it('gives a luxury merchant its styling across the page and leaves out the areas it does not open', async () => {
    const { container } = await renderMerchantPage(
      <MerchantFrame merchantId="aurum-atelier" area="store" heading="Aurum Atelier store">
        <Content />
      </MerchantFrame>,
      { merchants },
    );
    await screen.findByText('The store items');
    const page = container.querySelector<HTMLElement>('[data-merchant="aurum-atelier"]');
    expect(page).toHaveAttribute('data-luxury', 'true');
    // Under data-luxury the shell's design tokens point radius and brand at the luxury ones; the
    // corners the browser then draws are checked in e2e/tests/merchant/store.spec.ts.
    expect(screen.queryByRole('link', { name: 'Craft' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Market' })).toBeInTheDocument();
  });

  it('says an area the merchant does not open is closed, and leads to one it opens', async () => {
    await renderMerchantPage(
      <MerchantFrame merchantId="aurum-atelier" area="craft" heading="Aurum Atelier crafting">
        <Content />
      </MerchantFrame>,
      { merchants },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurum Atelier has no crafting here' })).toBeInTheDocument();
    expect(screen.queryByText('Aurum Atelier crafting')).not.toBeInTheDocument();
    expect(screen.getByText('This game does not offer this section on the marketplace.')).toBeInTheDocument();
    expect(screen.queryByText('The store items')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the store' })).toHaveAttribute('href', '/store/aurum-atelier');
  });

  it.each([
    ['an inactive merchant', 'shadow-forge'],
    ['an unknown merchant', 'no-such-game'],
  ])('gives %s the translated 404 Merchant not found', async (_case, merchantId) => {
    await renderMerchantPage(
      <MerchantFrame merchantId={merchantId} area="store" heading="Store">
        <Content />
      </MerchantFrame>,
      { merchants, locale: 'ja' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ゲームが見つかりません' })).toBeInTheDocument();
    expect(screen.queryByText('The store items')).not.toBeInTheDocument();
    expect(document.title).toContain('ページが見つかりません');
  });

  it('shows the 404 when the page learns the merchant has closed', async () => {
    await renderMerchantPage(
      <MerchantFrame merchantId="diamond-dreams" area="store" heading="Store">
        <ReportsClosed />
      </MerchantFrame>,
      { merchants },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Load items of Diamond Dreams' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant not found' })).toBeInTheDocument();
  });

  it('keeps the page on screen while the merchants load, with the card’s place held', async () => {
    const { container } = await renderMerchantPage(
      <MerchantFrame merchantId="diamond-dreams" area="store" heading="Store">
        <Content />
      </MerchantFrame>,
      { merchants: () => new Promise(() => {}) },
    );
    expect(screen.getByText('The store items')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('keeps the page mounted when the merchants arrive, so its state and reads carry on', async () => {
    const mounted = jest.fn();
    let answer: (merchants: Merchant[]) => void = () => {};
    await renderMerchantPage(
      <MerchantFrame merchantId="diamond-dreams" area="store" heading="Store">
        <CountsMounts onMount={mounted} />
      </MerchantFrame>,
      { merchants: () => new Promise<Merchant[]>((resolve) => (answer = resolve)) },
    );
    answer(merchants);
    expect(await screen.findByText('Diamond Dreams')).toBeInTheDocument();
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it('links no merchant address that is not http(s)', async () => {
    await renderMerchantPage(
      <MerchantFrame merchantId="diamond-dreams" area="store" heading="Store">
        <Content />
      </MerchantFrame>,
      { merchants: [{ ...diamondDreams, gamePageURI: 'javascript:alert(1)' }] },
    );
    await screen.findByText('The store items');
    expect(screen.queryByRole('link', { name: /Play/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Official website/ })).toBeInTheDocument();
  });
});
