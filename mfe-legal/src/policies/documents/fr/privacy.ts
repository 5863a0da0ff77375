import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'Ce que la place de marché conserve à votre sujet, pourquoi, combien de temps, et comment le consulter, le télécharger ou le supprimer.',
  sections: [
    {
      id: 'what-we-keep',
      heading: 'Ce que nous conservons',
      blocks: [
        [
          'Votre compte : adresse e-mail, nom d’utilisateur, nom affiché, photo de profil et paramètres.',
          'Votre activité : achats, ventes, offres, annonces, objets de collection et notifications.',
          'Vos appareils : les navigateurs connectés à votre compte et leur dernière utilisation.',
          'Support : les demandes que vous envoyez et nos réponses.',
        ],
      ],
    },
    {
      id: 'vault',
      heading: 'Ce que nous ne voyons jamais',
      blocks: [
        'La clé de votre portefeuille est chiffrée dans votre navigateur avant d’atteindre notre coffre. Nous ne conservons que cette copie chiffrée et ne pouvons pas l’ouvrir. Nous ne conservons jamais vos mots de passe sous une forme lisible.',
      ],
    },
    {
      id: 'why',
      heading: 'Pourquoi nous les utilisons',
      blocks: [
        'Pour gérer votre compte et vos échanges, protéger la place de marché contre la fraude, répondre au support et, seulement si vous l’acceptez, vous envoyer des nouvelles par e-mail. Les statistiques ne fonctionnent qu’après votre accord dans le bandeau des cookies.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Qui d’autre les voit',
      blocks: [
        'Les autres ne voient que votre profil public et vos annonces. Les marchands savent lesquels de leurs objets vous avez achetés. Les prestataires d’identité et de vérification ne reçoivent que ce dont leur contrôle a besoin. Nous ne vendons pas vos données.',
      ],
    },
    {
      id: 'retention',
      heading: 'Combien de temps nous les gardons',
      blocks: [
        'Nous gardons les données de votre compte tant qu’il existe. Les traces des échanges sont ensuite conservées aussi longtemps que la loi l’exige ; tout le reste est supprimé à la clôture du compte.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Vos choix et vos droits',
      blocks: [
        'Téléchargez tout ce que nous détenons sur vous depuis la [page d’export](/export). Choisissez les e-mails que vous recevez sur la [page des communications](/communications). Pour corriger ou supprimer vos données, écrivez au [support](/support).',
        'L’usage des cookies est expliqué dans la [politique relative aux cookies](/legal/cookies).',
      ],
    },
  ],
} satisfies PolicyDocument;
