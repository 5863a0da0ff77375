import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary: 'Les cookies et le stockage du navigateur qu’utilise la place de marché, la durée de chacun, et comment vous choisissez.',
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'Ce que sont les cookies',
      blocks: [
        'Les cookies sont de petits textes que votre navigateur conserve pour un site. Nous en utilisons quelques-uns sans lesquels la place de marché ne fonctionne pas, et des statistiques seulement si vous l’acceptez.',
      ],
    },
    {
      id: 'necessary',
      heading: 'Cookies nécessaires',
      blocks: [
        [
          'Session : vous garde connecté d’un rechargement à l’autre ; les scripts de la page ne peuvent pas la lire.',
          'Appareil : reconnaît ce navigateur parmi vos appareils, pendant 90 jours.',
          'Clé d’appareil de connexion : distingue une connexion depuis un navigateur que vous avez déjà utilisé d’une connexion depuis un nouvel appareil, pour vous prévenir par e-mail ; elle n’est envoyée qu’à la connexion, les scripts de la page ne peuvent pas la lire et elle dure jusqu’à 400 jours.',
          'Langue : retient la langue choisie, pendant 365 jours.',
          'Clé du portefeuille : garde votre portefeuille déverrouillé utilisable pendant une heure, sous une forme brouillée.',
          'Marchand et parrainage : retiennent le dernier marchand visité et, pendant 7 jours, qui vous a invité.',
        ],
      ],
    },
    {
      id: 'analytics',
      heading: 'Statistiques',
      blocks: [
        'Si vous acceptez les statistiques, nous comptons les pages vues pour savoir lesquelles aident les gens. Rien n’est chargé ni envoyé pour les statistiques avant votre accord, et votre choix est conservé 365 jours.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Autre stockage du navigateur',
      blocks: [
        'Le site conserve aussi des copies des traductions et des profils récemment consultés pour que les pages se chargent plus vite. La [page de vidage du cache](/refresh-cache) les efface sans vous déconnecter.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Vos choix',
      blocks: [
        'Vous pouvez modifier votre choix sur les statistiques à tout moment depuis les paramètres de cookies de cette page. Bloquer les cookies nécessaires dans votre navigateur vous déconnectera et empêchera le portefeuille de fonctionner. Pour en savoir plus sur vos données, lisez la [politique de confidentialité](/legal/privacy).',
      ],
    },
  ],
} satisfies PolicyDocument;
