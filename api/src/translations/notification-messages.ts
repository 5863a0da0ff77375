import type { Locale, NotificationTranslationId } from '@marketplace/contracts/wire';

/** The name of the server-owned file (`GET /api/translations/file/notifications?locale=`). */
export const NOTIFICATIONS_FILE = 'notifications';

/**
 * The message of every notification the API generates, in each of the nine locales, in i18next syntax.
 * `{{price}}` is the GEM amount as a decimal string (the messages add the unit); `{{collectible}}` its name.
 */
export const NOTIFICATION_MESSAGES: Record<Locale, Record<NotificationTranslationId, string>> = {
  en: {
    'purchase.complete': 'Your purchase of {{collectible}} for {{price}} GEM is complete.',
    'sale.complete': '{{collectible}} sold for {{price}} GEM.',
    'offer.received': 'You received an offer of {{price}} GEM for {{collectible}}.',
    'offer.accepted': 'Your offer of {{price}} GEM for {{collectible}} was accepted.',
    'offer.declined': 'Your offer for {{collectible}} was declined.',
    'transfer.received': '{{collectible}} arrived in your collection.',
    welcome: 'Welcome to Marketplace!',
  },
  es: {
    'purchase.complete': 'Tu compra de {{collectible}} por {{price}} GEM se ha completado.',
    'sale.complete': '{{collectible}} se ha vendido por {{price}} GEM.',
    'offer.received': 'Has recibido una oferta de {{price}} GEM por {{collectible}}.',
    'offer.accepted': 'Tu oferta de {{price}} GEM por {{collectible}} ha sido aceptada.',
    'offer.declined': 'Tu oferta por {{collectible}} ha sido rechazada.',
    'transfer.received': '{{collectible}} ha llegado a tu colección.',
    welcome: '¡Te damos la bienvenida a Marketplace!',
  },
  pt: {
    'purchase.complete': 'Sua compra de {{collectible}} por {{price}} GEM foi concluída.',
    'sale.complete': '{{collectible}} foi vendido por {{price}} GEM.',
    'offer.received': 'Você recebeu uma oferta de {{price}} GEM por {{collectible}}.',
    'offer.accepted': 'Sua oferta de {{price}} GEM por {{collectible}} foi aceita.',
    'offer.declined': 'Sua oferta por {{collectible}} foi recusada.',
    'transfer.received': '{{collectible}} chegou à sua coleção.',
    welcome: 'Boas-vindas ao Marketplace!',
  },
  ja: {
    'purchase.complete': '{{collectible}}を{{price}} GEMで購入しました。',
    'sale.complete': '{{collectible}}が{{price}} GEMで売れました。',
    'offer.received': '{{collectible}}に{{price}} GEMのオファーが届きました。',
    'offer.accepted': '{{collectible}}への{{price}} GEMのオファーが承認されました。',
    'offer.declined': '{{collectible}}へのオファーは承認されませんでした。',
    'transfer.received': '{{collectible}}がコレクションに追加されました。',
    welcome: 'Marketplaceへようこそ！',
  },
  ko: {
    'purchase.complete': '{{collectible}}을(를) {{price}} GEM에 구매했습니다.',
    'sale.complete': '{{collectible}}이(가) {{price}} GEM에 판매되었습니다.',
    'offer.received': '{{collectible}}에 대해 {{price}} GEM의 제안을 받았습니다.',
    'offer.accepted': '{{collectible}}에 대한 {{price}} GEM 제안이 수락되었습니다.',
    'offer.declined': '{{collectible}}에 대한 제안이 거절되었습니다.',
    'transfer.received': '{{collectible}}이(가) 컬렉션에 추가되었습니다.',
    welcome: 'Marketplace에 오신 것을 환영합니다!',
  },
  de: {
    'purchase.complete': 'Dein Kauf von {{collectible}} für {{price}} GEM ist abgeschlossen.',
    'sale.complete': '{{collectible}} wurde für {{price}} GEM verkauft.',
    'offer.received': 'Du hast ein Angebot über {{price}} GEM für {{collectible}} erhalten.',
    'offer.accepted': 'Dein Angebot über {{price}} GEM für {{collectible}} wurde angenommen.',
    'offer.declined': 'Dein Angebot für {{collectible}} wurde abgelehnt.',
    'transfer.received': '{{collectible}} ist in deiner Sammlung angekommen.',
    welcome: 'Willkommen bei Marketplace!',
  },
  it: {
    'purchase.complete': 'Il tuo acquisto di {{collectible}} per {{price}} GEM è stato completato.',
    'sale.complete': '{{collectible}} è stato venduto per {{price}} GEM.',
    'offer.received': "Hai ricevuto un'offerta di {{price}} GEM per {{collectible}}.",
    'offer.accepted': 'La tua offerta di {{price}} GEM per {{collectible}} è stata accettata.',
    'offer.declined': 'La tua offerta per {{collectible}} è stata rifiutata.',
    'transfer.received': '{{collectible}} è arrivato nella tua collezione.',
    welcome: 'Ti diamo il benvenuto su Marketplace!',
  },
  fr: {
    'purchase.complete': 'Votre achat de {{collectible}} pour {{price}} GEM est terminé.',
    'sale.complete': '{{collectible}} a été vendu pour {{price}} GEM.',
    'offer.received': 'Vous avez reçu une offre de {{price}} GEM pour {{collectible}}.',
    'offer.accepted': 'Votre offre de {{price}} GEM pour {{collectible}} a été acceptée.',
    'offer.declined': 'Votre offre pour {{collectible}} a été refusée.',
    'transfer.received': '{{collectible}} est arrivé dans votre collection.',
    welcome: 'Bienvenue sur Marketplace !',
  },
  zh: {
    'purchase.complete': '您已以 {{price}} GEM 购得 {{collectible}}。',
    'sale.complete': '{{collectible}} 已以 {{price}} GEM 售出。',
    'offer.received': '您收到了 {{price}} GEM 购买 {{collectible}} 的报价。',
    'offer.accepted': '您以 {{price}} GEM 购买 {{collectible}} 的报价已被接受。',
    'offer.declined': '您对 {{collectible}} 的报价已被拒绝。',
    'transfer.received': '{{collectible}} 已加入您的收藏。',
    welcome: '欢迎来到 Marketplace！',
  },
};
