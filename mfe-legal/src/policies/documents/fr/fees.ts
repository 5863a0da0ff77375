import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'Ce qu’un achat coûte en plus de son prix, comment les frais minimum sont calculés au cours actuel, et quand les GEM vous reviennent.',
  sections: [
    {
      id: 'marketplace-fee',
      heading: 'Les frais de la place de marché',
      blocks: [
        'Chaque achat dans la boutique ou sur le marché, et chaque offre acceptée, comporte des frais de {feePercent} du prix. L’acheteur les paie en plus du prix ; le vendeur reçoit le prix entier.',
        'Les frais sont affichés avant que vous signiez, et le montant affiché est le montant prélevé.',
      ],
    },
    {
      id: 'minimum-fee',
      heading: 'Les frais minimum',
      blocks: [
        'Les frais ne sont jamais inférieurs à {minimumUsd}, convertis en GEM au cours actuel. Au cours d’aujourd’hui de {rateUsd} par GEM, ce minimum est de {floorGem}.',
        'Sur un petit prix, c’est donc le minimum qui s’applique au lieu du pourcentage. Le cours varie au fil de la journée ; l’achat utilise le cours au moment où vous confirmez.',
      ],
    },
    {
      id: 'offers',
      heading: 'Offres',
      blocks: [
        'Lorsque vous faites une offre, le montant proposé et ses frais sont mis de côté sur votre solde. Si l’offre est refusée, retirée ou expire, ils reviennent intégralement sur votre solde.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Remboursements',
      blocks: [
        [
          'Un achat qui n’aboutit pas (l’objet a été vendu avant à quelqu’un d’autre, ou la signature a échoué) n’est pas prélevé, et les GEM mis de côté sont libérés.',
          'Un achat abouti est définitif : les objets de collection sont livrés aussitôt et ne peuvent pas être retournés.',
          'Si un objet que vous n’avez pas reçu vous a été facturé, écrivez au [support](/support) dans les 30 jours : nous rembourserons le prix et les frais.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Évolution des frais',
      blocks: [
        'Nous annonçons de nouveaux frais avant qu’ils s’appliquent ; un achat déjà signé garde les frais avec lesquels il a été affiché. Les frais font partie des [conditions d’utilisation](/legal/terms).',
      ],
    },
  ],
} satisfies PolicyDocument;
