import { expect, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { localized, message } from './catalogue';
import { API_ORIGIN, freshAccount } from './sessions';
import { apiAs, registerWallet, selfOf } from './wallet';
import type { WalletPerson } from './wallet-person';

/** What the cart specs share: a buyer with GEM, a cheap store item nobody else reaches for, adding to the cart. */

/**
 * The store the cart specs buy from: no other spec buys in it, so the copies they add are still on sale at
 * checkout (the other specs' purchases in Diamond Dreams' store took the few cheap copies a cart had added).
 */
export const STORE_MERCHANT = 'aurum-atelier';
export const STORE_MERCHANT_NAME = 'Aurum Atelier';
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

/** The cart specs' copies of that store: each its own, so two of them going side by side never add the same one. */
export const STORE_COPY = { cart: 0, cartOnPhone: 1, cartReferral: 2 } as const;

/** The `copy`-th cheapest copy on sale in the cart specs' store that anyone may buy. */
export async function storeItemToBuy(page: Page, copy: number): Promise<Listing> {
  const answer = await page.request.get(`${API_ORIGIN}/api/merchants/${STORE_MERCHANT}/store?pageSize=20`);
  const copies = ((await answer.json()).payload.records as (Listing & { playersOnly: boolean })[]).filter(
    (item) => !item.playersOnly && Number(item.price) <= 40,
  );
  expect(copies.length, 'enough cheap store copies for the cart specs').toBeGreaterThan(copy);
  return copies[copy]!;
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
