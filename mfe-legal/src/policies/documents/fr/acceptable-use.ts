import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'Ce qui est permis ou non sur la place de marché, pour que les échanges restent équitables et sûrs pour tous.',
  sections: [
    {
      id: 'purpose',
      heading: 'Pourquoi ces règles existent',
      blocks: [
        'La place de marché ne fonctionne que si acheteurs et vendeurs peuvent se fier aux prix, aux objets et les uns aux autres. Ces règles font partie des [conditions d’utilisation](/legal/terms).',
      ],
    },
    {
      id: 'not-allowed',
      heading: 'Interdit',
      blocks: [
        [
          'La fraude, les comptes ou objets volés et les paiements que vous n’avez pas le droit d’effectuer.',
          'Se faire passer pour une autre personne, un marchand ou notre équipe.',
          'Les noms d’utilisateur, devises ou messages injurieux, haineux ou trompeurs.',
          'Utiliser la place de marché pour blanchir de l’argent ou contourner des sanctions.',
        ],
      ],
    },
    {
      id: 'fair-trading',
      heading: 'Échanges loyaux',
      blocks: [
        'N’échangez pas avec vous-même ou avec des amis pour simuler une demande, ne vous entendez pas sur les prix et n’inondez pas le marché d’offres que vous ne comptez pas tenir.',
      ],
    },
    {
      id: 'security',
      heading: 'Sécurité',
      blocks: [
        'N’essayez pas d’accéder à des comptes, portefeuilles ou données qui ne sont pas les vôtres, de surcharger le service ou de contourner ses limites. Si vous trouvez une faille, signalez-la au [support](/support) et laissez-nous le temps de la corriger.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'Ce que nous faisons',
      blocks: [
        'Nous pouvons retirer des annonces et des offres, annuler des échanges pas encore définitifs et suspendre les comptes qui enfreignent ces règles. Lorsque c’est possible, nous vous indiquons pourquoi et comment contester.',
      ],
    },
  ],
} satisfies PolicyDocument;
