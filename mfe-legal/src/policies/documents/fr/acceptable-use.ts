import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Ce qui est permis et ce qui ne l’est pas sur la place de marché, pour que les prix aient un sens, que les objets de collection soient ce qu’ils prétendent être et que chaque acheteur et chaque vendeur puisse faire confiance à l’autre partie.',
  sections: [
    {
      id: 'purpose',
      heading: 'Pourquoi ces règles existent',
      blocks: [
        'La place de marché ne fonctionne que si chacun peut faire confiance à ses prix, à ses objets de collection et aux autres. Un prix du marché ne vaut que si de vrais collectionneurs l’ont payé ; une frappe ne vaut que si la boutique l’a vendue équitablement ; une offre ne vaut que si la personne qui la fait est sérieuse.',
        'Ces règles s’appliquent à toute personne qui utilise la boutique, le marché, la fabrication, les offres, le portefeuille, les profils et l’assistance, connectée ou non. Elles font partie des [conditions d’utilisation](/legal/terms) ; les enfreindre, c’est enfreindre les conditions.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Votre compte',
      blocks: [
        [
          'Une personne, un compte. Ne créez pas de comptes pour contourner une suspension, une limite d’achat ou une règle de parrainage.',
          'Ne vendez, ne louez et ne partagez pas votre compte, et n’utilisez pas celui d’un autre. Vous êtes responsable de ce qui est fait avec votre compte et votre portefeuille.',
          'Ne vous faites pas passer pour une autre personne, un marchand, un collectionneur connu ou notre équipe, ni dans un nom d’utilisateur, ni dans une photo de profil, une devise ou un message.',
          'Gardez pour vous votre mot de passe, vos codes à deux facteurs et le mot de passe de votre portefeuille. Notre équipe ne vous les demandera jamais.',
        ],
      ],
    },
    {
      id: 'not-allowed',
      heading: 'Jamais permis',
      blocks: [
        [
          'La fraude sous toutes ses formes : payer avec du GEM auquel vous n’avez pas droit, exploiter une faille pour obtenir des objets ou du GEM en dessous de leur prix, ou tromper un autre collectionneur pour conclure un échange.',
          'Échanger des objets de collection ou du GEM pris sur le compte ou le portefeuille de quelqu’un d’autre.',
          'Utiliser la place de marché pour blanchir de l’argent, financer des crimes ou contourner des sanctions, ou pour le compte d’une personne qui n’a pas le droit de l’utiliser.',
          'Des profils, noms d’utilisateur et messages haineux, harcelants, sexuels ou violents, ou qui révèlent les données personnelles d’autrui.',
          'Utiliser l’art, les noms ou les logos des marchands hors de la place de marché d’une manière que leurs licences n’autorisent pas.',
        ],
      ],
    },
    {
      id: 'fair-trading',
      heading: 'Échanges loyaux',
      blocks: [
        'Les prix du marché et les historiques de ventes guident les décisions des autres ; ils doivent donc refléter de vrais échanges entre des personnes différentes.',
        [
          'Pas d’échanges fictifs : n’achetez pas vos propres annonces avec un second compte ou par un ami, et ne faites pas circuler un objet en boucle pour simuler une demande ou un historique de prix.',
          'Pas d’offres de complaisance : ne faites pas d’offres sur vos propres objets, ou sur des objets que vous n’avez pas l’intention d’acheter, pour faire monter un prix.',
          'Ne vous entendez pas avec d’autres vendeurs sur les prix, ni pour retenir des objets hors du marché afin de faire bouger un prix.',
          'N’inondez pas le marché d’annonces ou d’offres que vous ne comptez pas maintenir, et ne retirez pas pour republier afin de rester en tête d’une liste.',
          'N’utilisez pas d’outils automatiques pour acheter les frappes dès leur apparition en boutique d’une manière qui prive les autres collectionneurs.',
        ],
      ],
    },
    {
      id: 'security',
      heading: 'Sécurité et accès automatisé',
      blocks: [
        'N’essayez pas d’accéder à des comptes, portefeuilles, entrées du coffre ou données qui ne sont pas les vôtres, de lire ou de modifier les offres ou annonces d’autrui, ni de contourner la vérification humaine, les limites de débit ou l’authentification à deux facteurs.',
        'Ne surchargez pas le service, ne le moissonnez pas à un rythme qui le ralentit pour les autres et ne perturbez pas la signature des achats, offres ou fabrications. L’accès automatisé n’est permis que par les pages et l’API, comme une personne les utiliserait.',
        'Si vous trouvez une faille, signalez-la-nous via l’[assistance](/support) avant d’en parler à quiconque, ne l’utilisez pas au-delà de ce qu’il faut pour la démontrer et laissez-nous un délai raisonnable pour la corriger. Nous n’agirons pas contre une personne qui signale une faille ainsi, de bonne foi.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'Ce que nous faisons',
      blocks: [
        'Quand nous constatons une infraction ou qu’on nous la signale, nous examinons l’activité du compte et le registre avant d’agir, et nous agissons en proportion de ce qui s’est passé :',
        [
          'un avertissement et la suppression du nom d’utilisateur, du profil ou du message concerné ;',
          'le retrait d’annonces et d’offres et l’annulation des échanges pas encore définitifs ;',
          'des limites aux échanges ou la suspension du compte ;',
          'la fermeture du compte et un signalement aux autorités lorsque la loi l’exige.',
        ],
        'Lorsque c’est possible, nous vous disons ce que nous avons fait et pourquoi. Les objets de collection et le GEM obtenus légitimement restent les vôtres, et pendant une suspension vous pouvez toujours exporter vos données et votre clé. Les traces des échanges sont conservées comme l’explique la [politique de confidentialité](/legal/privacy), parce que la loi l’exige.',
      ],
    },
    {
      id: 'reporting',
      heading: 'Signalements et recours',
      blocks: [
        'Si vous voyez un profil, une annonce ou un schéma d’échanges qui enfreint ces règles, signalez-le via l’[assistance](/support) en indiquant la page concernée. Les signalements sont lus par des personnes, et nous ne disons pas à la personne signalée qui l’a signalée.',
        'Si nous avons agi contre votre compte et que vous pensez que nous nous sommes trompés, répondez à notre message ou écrivez à l’assistance dans les 30 jours. Une personne qui n’a pas pris la première décision la réexamine, et nous vous communiquons le résultat.',
      ],
    },
  ],
} satisfies PolicyDocument;
