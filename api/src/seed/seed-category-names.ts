import { and, eq, isNull } from 'drizzle-orm';
import type { LocalizedText } from '@marketplace/contracts/wire';
import { merchantCategories } from '../db/schema.js';
import type { SeedTransaction } from './seed-transaction.js';

type Section = 'STORE' | 'CRAFT';

/** The seeded games' store and craft categories in the nine locales, keyed `section:merchant:category`. */
export const SEED_CATEGORY_NAMES: Readonly<Record<`${Section}:${string}:${string}`, LocalizedText>> = {
  'STORE:diamond-dreams:gemstones': {
    en: 'Gemstones',
    es: 'Piedras preciosas',
    pt: 'Pedras preciosas',
    ja: '宝石',
    ko: '보석',
    de: 'Edelsteine',
    it: 'Pietre preziose',
    fr: 'Pierres précieuses',
    zh: '宝石',
  },
  'STORE:diamond-dreams:rings': { en: 'Rings', es: 'Anillos', pt: 'Anéis', ja: '指輪', ko: '반지', de: 'Ringe', it: 'Anelli', fr: 'Bagues', zh: '戒指' },
  'STORE:diamond-dreams:crowns': {
    en: 'Crowns & Tiaras',
    es: 'Coronas y tiaras',
    pt: 'Coroas e tiaras',
    ja: '王冠とティアラ',
    ko: '왕관과 티아라',
    de: 'Kronen & Diademe',
    it: 'Corone e tiare',
    fr: 'Couronnes et diadèmes',
    zh: '王冠与头冠',
  },
  'STORE:elemental-raiders:weapons': { en: 'Weapons', es: 'Armas', pt: 'Armas', ja: '武器', ko: '무기', de: 'Waffen', it: 'Armi', fr: 'Armes', zh: '武器' },
  'STORE:elemental-raiders:armor': {
    en: 'Armor',
    es: 'Armaduras',
    pt: 'Armaduras',
    ja: '防具',
    ko: '방어구',
    de: 'Rüstungen',
    it: 'Armature',
    fr: 'Armures',
    zh: '护甲',
  },
  'STORE:elemental-raiders:spells': {
    en: 'Spells',
    es: 'Hechizos',
    pt: 'Feitiços',
    ja: '呪文',
    ko: '주문',
    de: 'Zauber',
    it: 'Incantesimi',
    fr: 'Sorts',
    zh: '法术',
  },
  'STORE:elemental-raiders:raider-rewards': {
    en: 'Raider rewards',
    es: 'Recompensas de incursor',
    pt: 'Recompensas de invasor',
    ja: 'レイダー報酬',
    ko: '레이더 보상',
    de: 'Raider-Belohnungen',
    it: 'Ricompense da predone',
    fr: 'Récompenses de raider',
    zh: '突袭者奖励',
  },
  'STORE:aurum-atelier:watches': {
    en: 'Watches',
    es: 'Relojes',
    pt: 'Relógios',
    ja: '時計',
    ko: '시계',
    de: 'Uhren',
    it: 'Orologi',
    fr: 'Montres',
    zh: '腕表',
  },
  'STORE:aurum-atelier:jewellery': {
    en: 'Jewellery',
    es: 'Joyería',
    pt: 'Joias',
    ja: 'ジュエリー',
    ko: '주얼리',
    de: 'Schmuck',
    it: 'Gioielli',
    fr: 'Joaillerie',
    zh: '珠宝',
  },
  'CRAFT:diamond-dreams:polishing': {
    en: 'Polishing',
    es: 'Pulido',
    pt: 'Polimento',
    ja: '研磨',
    ko: '연마',
    de: 'Polieren',
    it: 'Levigatura',
    fr: 'Polissage',
    zh: '抛光',
  },
  'CRAFT:diamond-dreams:settings': {
    en: 'Settings',
    es: 'Engastes',
    pt: 'Cravações',
    ja: '石留め',
    ko: '세팅',
    de: 'Fassungen',
    it: 'Incastonature',
    fr: 'Sertissages',
    zh: '镶嵌',
  },
  'CRAFT:elemental-raiders:forge': { en: 'Forge', es: 'Forja', pt: 'Forja', ja: '鍛冶', ko: '대장간', de: 'Schmiede', it: 'Forgia', fr: 'Forge', zh: '锻造' },
  'CRAFT:elemental-raiders:alchemy': {
    en: 'Alchemy',
    es: 'Alquimia',
    pt: 'Alquimia',
    ja: '錬金術',
    ko: '연금술',
    de: 'Alchemie',
    it: 'Alchimia',
    fr: 'Alchimie',
    zh: '炼金',
  },
  'CRAFT:aurum-atelier:bespoke': {
    en: 'Bespoke',
    es: 'A medida',
    pt: 'Sob medida',
    ja: 'オーダーメイド',
    ko: '맞춤 제작',
    de: 'Maßanfertigung',
    it: 'Su misura',
    fr: 'Sur mesure',
    zh: '定制',
  },
};

/**
 * Gives the seeded categories their names in the nine locales. The names came after the first data
 * folders were made, so this is a seed part of its own (run once per database, after the catalogue,
 * also on an older one); a category that has its translations already keeps them.
 */
export async function seedCategoryNames(tx: SeedTransaction): Promise<void> {
  for (const [key, localizedName] of Object.entries(SEED_CATEGORY_NAMES)) {
    const [section, merchantId, id] = key.split(':') as [Section, string, string];
    await tx
      .update(merchantCategories)
      .set({ localizedName })
      .where(
        and(
          eq(merchantCategories.section, section),
          eq(merchantCategories.merchantId, merchantId),
          eq(merchantCategories.id, id),
          isNull(merchantCategories.localizedName),
        ),
      );
  }
}
