import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary:
    'L’accord entre vous et la place de marché : le fonctionnement des comptes, portefeuilles, objets de collection, offres et frais, et ce que chacun peut attendre de l’autre.',
  changes: [
    'Acheter et vendre nécessite désormais d’avoir accepté les conditions en vigueur.',
    'Les frais de la place de marché et leur minimum sont expliqués dans une politique à part.',
    'La section sur le portefeuille précise ce que le coffre du serveur conserve et ce qu’il ne voit jamais.',
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'Notre accord',
      blocks: [
        'Ces conditions s’appliquent lorsque vous naviguez, vous inscrivez, détenez un portefeuille ou échangez des objets de collection sur la place de marché. En les acceptant, vous confirmez avoir l’âge de conclure un contrat qui vous engage là où vous vivez.',
        'Elles sont complétées par notre [politique de confidentialité](/legal/privacy), notre [politique relative aux cookies](/legal/cookies), notre [politique d’utilisation acceptable](/legal/acceptable-use) et notre [politique des frais et remboursements](/legal/fees), qui font partie du même accord.',
      ],
    },
    {
      id: 'account',
      heading: 'Votre compte',
      blocks: [
        'Vous vous connectez avec un mot de passe, ou avec Google ou Apple. Gardez vos identifiants pour vous ; ce qui se passe sur votre compte relève de votre responsabilité, sauf si vous nous signalez qu’il a été piraté.',
        'Activez l’authentification à deux facteurs pour plus de protection. Vous pouvez voir et retirer les appareils connectés à votre compte depuis les paramètres du compte.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Votre portefeuille et le coffre du serveur',
      blocks: [
        'La clé de votre portefeuille est créée dans votre navigateur. Elle n’atteint le coffre de notre serveur que chiffrée avec le mot de passe du portefeuille (ou le secret de votre connexion Google ou Apple) : nous ne pouvons ni la lire ni signer à votre place.',
        'Si vous perdez le mot de passe du portefeuille, la copie de secours vous permet de le remplacer après une nouvelle connexion. Si vous perdez à la fois le mot de passe et votre moyen de connexion, nous ne pourrons pas récupérer le portefeuille.',
      ],
    },
    {
      id: 'collectibles',
      heading: 'Objets de collection, annonces et offres',
      blocks: [
        'Les objets de collection sont des objets numériques des jeux de nos marchands. En acheter un le place dans votre collection ; cela ne vous donne aucun droit sur le jeu, ses illustrations ou sa marque.',
        [
          'Une annonce est une offre de vente au prix que vous fixez ; elle reste ouverte jusqu’à la vente ou jusqu’à ce que vous la retiriez.',
          'Une offre que vous faites vous engage jusqu’à ce qu’elle soit acceptée, refusée ou retirée, et les GEM nécessaires sont mis de côté en attendant.',
          'Chaque achat, vente et offre est confirmé par la signature de votre portefeuille ; un achat signé est définitif.',
        ],
      ],
    },
    {
      id: 'payments',
      heading: 'GEM, frais et paiements',
      blocks: [
        'Les prix sont en GEM. Les montants en dollars américains affichés sont des estimations au cours actuel et peuvent changer à tout moment.',
        'Chaque achat comporte les frais de la place de marché, payés par l’acheteur en plus du prix. Leur calcul, leur minimum et les cas de remboursement des GEM figurent dans la [politique des frais et remboursements](/legal/fees).',
      ],
    },
    {
      id: 'conduct',
      heading: 'Utilisation loyale de la place de marché',
      blocks: [
        'Utilisez la place de marché comme le décrit la [politique d’utilisation acceptable](/legal/acceptable-use) : pas de fraude, pas de manipulation des prix, pas d’attaque contre d’autres personnes ou contre le service.',
      ],
    },
    {
      id: 'ending',
      heading: 'Suspension, clôture et modifications',
      blocks: [
        'Nous pouvons suspendre un compte qui enfreint ces conditions, en vous en indiquant la raison lorsque la loi le permet. Vous pouvez clôturer votre compte à tout moment ; téléchargez d’abord vos données depuis la [page d’export](/export).',
        'Lorsque ces conditions changent, nous publions une nouvelle version datée et vous demandons de l’accepter avant votre prochain achat ou votre prochaine vente. Vos questions vont au [support](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
