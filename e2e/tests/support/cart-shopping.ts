import { expect, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { localized, message } from './catalogue';
import { API_ORIGIN, freshAccount } from './sessions';
import { apiAs, registerWallet, selfOf } from './wallet';
import type { WalletPerson } from './wallet-person';

/** What the cart specs share: a buyer with GEM, a cheap store item nobody else reaches for, adding to the cart. */

export const STORE_MERCHANT = 'diamond-dreams';
export const CART_WALLET_PASSWORD = 'cart-wallet-password-1';

export interface Listing {
  id: string;
  price: string;
  collectible: { id: string; name: string };
}

/** A fresh account with a wallet whose key the test holds and `deposit` GEM confirmed (the local deposit stand-in): nobody else spends it. */
export async function preparedBuyer(page: Page, label: string, deposit: string): Promise<WalletPerson> {
  await freshAccount(page, label);
  const wallet = Wallet.createRandom();
  await registerWallet(page, wallet, CART_WALLET_PASSWORD);
  const deposited = await apiAs(page.request, 'POST', '/api/users/self/wallet/deposits', { amount: deposit });
  expect(deposited.status, deposited.body.message).toBe(200);
  await expect
    .poll(async () => Number((await apiAs(page.request, 'GET', '/api/users/self/balance')).body.payload.GEM), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(Number(deposit));
  const { id } = await selfOf(page.request);
  return { id, wallet, walletPassword: CART_WALLET_PASSWORD, state: { cookies: [], origins: [] } };
}

/** A cheap store item nobody else reaches for: of the sets on sale, the cheapest few, one drawn at random. */
export async function storeItemToBuy(page: Page): Promise<Listing> {
  const answer = await page.request.get(`${API_ORIGIN}/api/merchants/${STORE_MERCHANT}/store?groupBy=SET&pageSize=50`);
  const items = ((await answer.json()).payload.records as (Listing & { playersOnly: boolean; supplyLeft: number })[])
    .filter((item) => !item.playersOnly && item.supplyLeft > 1 && Number(item.price) <= 40)
    .sort((a, b) => Number(a.price) - Number(b.price))
    .slice(0, 6);
  expect(items.length, 'a cheap store item').toBeGreaterThan(0);
  return items[Math.floor(Math.random() * items.length)]!;
}

/** A counted message in the form the locale uses for `count` (CLDR's plural rules, as i18next picks it). */
export const counted = (locale: string, key: string, count: number, values: Record<string, string> = {}) =>
  message(locale, `${key}_${new Intl.PluralRules(locale).select(count)}`, { count: String(count), ...values });

export const headerCart = (page: Page) => page.getByRole('banner').getByTestId('header-cart');

export async function addToCartOn(page: Page, path: string, locale: string, count: number): Promise<void> {
  await page.goto(localized(locale, path));
  await page.getByRole('button', { name: message(locale, 'merchant:cart.add') }).click();
  await expect(page.getByRole('link', { name: message(locale, 'merchant:cart.inCart') })).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName(counted(locale, 'cart.headerLabel', count));
}
