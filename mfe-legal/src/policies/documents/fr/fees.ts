import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Ce qu’un achat coûte en plus de son prix, comment les frais minimaux sont calculés à partir du cours du GEM en direct, ce qui est gratuit et quand le GEM vous revient. Les chiffres de cette page sont ceux appliqués aux achats aujourd’hui.',
  sections: [
    {
      id: 'marketplace-fee',
      heading: 'Les frais de la place de marché',
      blocks: [
        'Chaque achat comporte des frais de place de marché de {feePercent} du prix. Ils s’appliquent à une frappe achetée dans la boutique d’un marchand, à un objet acheté à un autre collectionneur sur le marché et à une offre acceptée par un vendeur.',
        'L’acheteur paie les frais en plus du prix ; le vendeur reçoit le prix entier qu’il a affiché ou accepté. Les frais paient le fonctionnement de la place de marché : les serveurs, le coffre qui protège les clés des portefeuilles, l’assistance et les contrôles qui gardent les échanges équitables.',
        'Avant que vous signiez un achat, la confirmation affiche le prix, les frais et le total en GEM, avec leur montant en USD. Le montant affiché est le montant prélevé : le serveur calcule les frais avec la même fonction que la page et refuse l’achat plutôt que de prélever un autre montant.',
      ],
    },
    {
      id: 'minimum-fee',
      heading: 'Les frais minimaux',
      blocks: [
        'Les frais ne sont jamais inférieurs à {minimumUsd}, convertis en GEM au cours en direct. Au cours d’aujourd’hui, {rateUsd} par GEM, ce minimum est de {floorGem}.',
        'Sur un petit prix, le minimum s’applique à la place du pourcentage ; sur un prix plus élevé, c’est le pourcentage. Le minimum existe parce que chaque achat nous coûte quelque chose, si petit que soit son prix.',
        'Le cours varie au fil de la journée. Un achat utilise le cours du moment où vous le confirmez ; le minimum en GEM peut donc différer un peu du chiffre de cette page ou de l’objet que vous avez regardé plus tôt.',
      ],
    },
    {
      id: 'gem-and-usd',
      heading: 'Le GEM et son montant en USD',
      blocks: [
        'Les prix de la place de marché sont fixés et payés en GEM, le jeton que détient votre portefeuille. Les montants en USD affichés à côté sont un repère calculé au cours actuel du GEM pour vous aider à comparer ; ils ne sont pas une offre d’achat ou de vente de GEM contre des dollars, et nous n’échangeons pas de GEM contre de l’argent.',
        'Votre solde et chacun de ses mouvements (achats, frais, montants réservés et rendus pour les offres, dépôts et transferts) apparaissent dans votre activité du portail utilisateur, les frais sur une ligne à part.',
      ],
    },
    {
      id: 'what-is-free',
      heading: 'Ce qui est gratuit',
      blocks: [
        [
          'Créer un compte et un portefeuille, parcourir le site et ajouter des objets de collection à vos favoris.',
          'Mettre un objet en vente sur le marché, changer son prix et le retirer : les frais sont payés par l’acheteur, et seulement à la vente.',
          'Faire une offre : rien n’est prélevé tant qu’elle n’est pas acceptée.',
          'Fabriquer : la recette consomme les objets de collection qu’elle désigne comme ingrédients, mais ni GEM ni frais.',
          'Recevoir du GEM et exporter vos données ou votre clé.',
        ],
        'Envoyer du GEM de votre portefeuille vers une autre adresse entraîne des frais de réseau, qui ne sont pas des frais de place de marché : ils sont affichés avant la confirmation et prélevés seulement quand le transfert a lieu. Quand une personne que vous avez invitée fait son premier achat en boutique, votre récompense de parrainage est payée sur nos frais ; elle ne coûte rien à l’acheteur ni à un vendeur.',
      ],
    },
    {
      id: 'offers',
      heading: 'Offres et montants réservés',
      blocks: [
        'Quand vous faites une offre, le montant offert et ses frais sont réservés sur votre solde, pour qu’un vendeur qui accepte soit sûr d’être payé. Ce qui est réservé ne peut pas être dépensé ailleurs tant que l’offre tient.',
        'Si l’offre est refusée, si vous la retirez ou si l’objet est vendu d’abord à quelqu’un d’autre, le montant entier et ses frais reviennent aussitôt sur votre solde. Si elle est acceptée, le prix et ses frais, calculés au moment de l’acceptation comme pour tout achat, sont prélevés, et ce qui était réservé en plus revient sur votre solde.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Achats échoués et remboursements',
      blocks: [
        [
          'Un achat qui n’aboutit pas (l’objet a été vendu d’abord à quelqu’un d’autre, votre signature a échoué ou votre solde ne couvrait pas le total) n’est pas prélevé, et le GEM réservé est libéré.',
          'Un achat abouti est définitif : l’objet de collection arrive aussitôt dans votre collection et ne peut pas être rendu contre le prix ou les frais.',
          'Si l’on vous a prélevé un objet que vous n’avez pas reçu, ou un montant différent de celui confirmé, écrivez à l’[assistance](/support) dans les 30 jours avec la date de l’achat. Nous vérifions le registre et, si l’erreur vient de nous, remboursons le prix et les frais.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Modification des frais',
      blocks: [
        'Nous annonçons toute modification du pourcentage ou du minimum au moins 30 jours avant son application, sur cette page et par e-mail aux titulaires de compte. Un achat ou une offre déjà signé garde les frais avec lesquels il a été affiché.',
        'Les frais font partie des [conditions d’utilisation](/legal/terms). Les questions sur un prélèvement vont à l’[assistance](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
