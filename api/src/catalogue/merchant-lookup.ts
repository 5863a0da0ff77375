import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { merchantCategories, merchants } from '../db/schema.js';
import { notFound } from '../validation/client-error.js';

/** Spec §8 wording, also answered for an unknown merchant so both look alike to a caller. */
export const MERCHANT_NOT_FOUND = 'Merchant not found';

/** Spec §2: the store, market and craft of a merchant that is not ACTIVE do not exist. */
export async function requireActiveMerchant(db: Database, merchantId: string): Promise<void> {
  const [merchant] = await db.select({ status: merchants.status }).from(merchants).where(eq(merchants.id, merchantId));
  if (merchant?.status !== 'ACTIVE') throw notFound(MERCHANT_NOT_FOUND);
}

export type CategorySection = (typeof merchantCategories.section.enumValues)[number];

/** The categories of the merchant's store or craft page, in the merchant's order. */
export async function categoriesOf(db: Database, merchantId: string, section: CategorySection) {
  return db
    .select({ id: merchantCategories.id, name: merchantCategories.name, localizedName: merchantCategories.localizedName })
    .from(merchantCategories)
    .where(and(eq(merchantCategories.merchantId, merchantId), eq(merchantCategories.section, section)))
    .orderBy(merchantCategories.position, merchantCategories.id);
}

/** A filter naming a category the merchant does not have is a page that does not exist, not an empty one. */
export async function requireCategory(db: Database, merchantId: string, section: CategorySection, categoryId: string): Promise<void> {
  const [category] = await db
    .select({ id: merchantCategories.id })
    .from(merchantCategories)
    .where(and(eq(merchantCategories.merchantId, merchantId), eq(merchantCategories.section, section), eq(merchantCategories.id, categoryId)));
  if (!category) throw notFound('Category not found');
}
