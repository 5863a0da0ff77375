import { and, eq, isNull } from 'drizzle-orm';
import type { LocalizedText } from '@marketplace/contracts/wire';
import { merchantArtPath } from '../catalogue/merchant-art/merchant-art.js';
import { merchants } from '../db/schema.js';
import type { SeedTransaction } from './seed-transaction.js';

/** What the home page shows of each seeded game: its tagline in the nine locales and its key art. */
export const SEED_MERCHANT_TAGLINES: Readonly<Record<string, LocalizedText>> = {
  'diamond-dreams': {
    en: 'Cut, polish and trade dazzling gems.',
    es: 'Talla, pule e intercambia gemas deslumbrantes.',
    pt: 'Lapide, dê brilho e negocie gemas deslumbrantes.',
    ja: 'まばゆい宝石をカットし、磨き、取引しよう。',
    ko: '눈부신 보석을 세공하고, 연마하고, 거래하세요.',
    de: 'Schleife, poliere und handle funkelnde Edelsteine.',
    it: 'Taglia, leviga e scambia gemme abbaglianti.',
    fr: 'Taillez, polissez et échangez des gemmes éblouissantes.',
    zh: '切割、打磨并交易璀璨宝石。',
  },
  'elemental-raiders': {
    en: 'Forge elemental gear and raid with your guild.',
    es: 'Forja equipo elemental y sal de incursión con tu gremio.',
    pt: 'Forje equipamento elemental e parta em incursões com sua guilda.',
    ja: '属性の装備を鍛え、ギルドとレイドに挑もう。',
    ko: '원소 장비를 제작하고 길드와 함께 레이드에 나서세요.',
    de: 'Schmiede elementare Ausrüstung und ziehe mit deiner Gilde in den Raid.',
    it: 'Forgia equipaggiamento elementale e parti in raid con la tua gilda.',
    fr: 'Forgez un équipement élémentaire et partez en raid avec votre guilde.',
    zh: '锻造元素装备，与公会一同出征突袭。',
  },
  'aurum-atelier': {
    en: 'Fine watches and jewellery, made to be collected.',
    es: 'Relojes y joyas de alta gama, creados para coleccionar.',
    pt: 'Relógios e joias finas, feitos para colecionar.',
    ja: 'コレクションのために生まれた、高級時計とジュエリー。',
    ko: '수집을 위해 탄생한 고급 시계와 주얼리.',
    de: 'Feine Uhren und Schmuck, geschaffen zum Sammeln.',
    it: 'Orologi e gioielli di pregio, creati per essere collezionati.',
    fr: "Horlogerie et joaillerie d'exception, faites pour être collectionnées.",
    zh: '为收藏而生的高级腕表与珠宝。',
  },
  'shadow-forge': {
    en: 'Smith blades in a world without light.',
    es: 'Forja espadas en un mundo sin luz.',
    pt: 'Forje lâminas em um mundo sem luz.',
    ja: '光なき世界で刃を鍛えよ。',
    ko: '빛이 없는 세계에서 검을 벼려라.',
    de: 'Schmiede Klingen in einer Welt ohne Licht.',
    it: 'Forgia lame in un mondo senza luce.',
    fr: 'Forgez des lames dans un monde sans lumière.',
    zh: '在无光之境锻造利刃。',
  },
};

/**
 * Gives each seeded game its tagline and key art. Taglines and art came after the first data folders
 * were made, so this is a seed part of its own (run once per database, also on an older one); a game
 * that has either already keeps what it has.
 */
export async function seedMerchantPresentation(tx: SeedTransaction): Promise<void> {
  for (const [merchantId, tagline] of Object.entries(SEED_MERCHANT_TAGLINES)) {
    await tx
      .update(merchants)
      .set({ tagline, artUrl: merchantArtPath(merchantId) })
      .where(and(eq(merchants.id, merchantId), isNull(merchants.tagline), isNull(merchants.artUrl)));
  }
}
