import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-03',
  lastUpdated: '2026-12-03',
  summary:
    'L’accord entre vous et la place de marché : qui peut l’utiliser, qui détient quelle clé de votre portefeuille, comment fonctionnent le GEM, les achats, les annonces, les offres et la fabrication, ce qui se passe si vous partez ou si nous arrêtons, et comment nous annonçons les changements.',
  changeLog: [
    {
      version: '2026-12-03',
      changes: [
        'La section sur la fermeture d’un compte indique que, si vous vous connectez uniquement avec Google ou Apple, vous confirmez que c’est bien vous en vous reconnectant auprès de ce fournisseur plutôt qu’avec un mot de passe.',
      ],
    },
    {
      version: '2026-12-02',
      changes: [
        'Entièrement réécrites, en termes simples, avec une section par sujet.',
        'La section sur le portefeuille indique quelle copie de votre clé nous pouvons ouvrir et laquelle non.',
        'Nouvelles sections sur la fermeture d’un compte (elle prend 14 jours et peut être annulée) et sur ce qui se passe si la place de marché s’arrête.',
      ],
    },
    {
      version: '2026-11-01',
      changes: [
        'Acheter et vendre nécessite désormais d’avoir accepté les conditions en vigueur.',
        'Les frais de la place de marché et leur minimum sont expliqués dans une politique à part.',
        'La section sur le portefeuille précise ce que le coffre du serveur conserve et ce qu’il ne voit jamais.',
      ],
    },
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'À propos de ces conditions',
      blocks: [
        'Ces conditions sont l’accord entre vous et l’exploitant de la place de marché (« nous »). Elles s’appliquent lorsque vous naviguez sur la place de marché, créez un compte, détenez un portefeuille, achetez, vendez, faites des offres ou fabriquez des objets de collection. Lisez-les : elles expliquent ce que vous pouvez attendre de nous et ce que nous attendons de vous.',
        'Elles sont complétées par notre [politique de confidentialité](/legal/privacy), notre [politique relative aux cookies](/legal/cookies), notre [politique d’utilisation acceptable](/legal/acceptable-use) et notre [politique des frais et remboursements](/legal/fees), qui font partie du même accord. Si une politique et ces conditions se contredisent, ces conditions l’emportent.',
        'Chaque version de ces conditions porte une date. En les acceptant, vous acceptez cette version ; la liste en bas de cette page ([Ce qui a changé](#what-changed)) indique ce que chaque version a modifié.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Qui peut utiliser la place de marché',
      blocks: [
        'Tout le monde peut consulter les pages publiques. Pour ouvrir un compte, vous devez :',
        [
          'avoir au moins 18 ans, ou l’âge de la majorité là où vous vivez s’il est plus élevé ;',
          'pouvoir conclure un contrat qui vous engage selon la loi qui vous est applicable ;',
          'ne pas être privé d’un service comme le nôtre par des sanctions ou par la loi du lieu où vous vivez ;',
          'ne pas avoir eu de compte fermé par nous pour violation de ces conditions, sauf si nous avons accepté votre retour.',
        ],
        'Une personne détient un seul compte. Le compte est personnel : vous ne pouvez ni le vendre, ni le prêter, ni laisser quelqu’un d’autre effectuer des échanges avec. Certaines fonctions, comme des plafonds plus élevés ou le programme influenceurs, peuvent vous demander de vérifier d’abord votre identité sur la [page de vérification](/user-portal/kyc).',
      ],
    },
    {
      id: 'account',
      heading: 'Votre compte',
      blocks: [
        'Vous vous connectez avec une adresse e-mail et un mot de passe, ou avec Google ou Apple. Gardez vos identifiants pour vous. Ce qui se passe sur votre compte relève de votre responsabilité, sauf si vous nous signalez que quelqu’un s’en est emparé ; nous vous aidons alors à le récupérer.',
        'Protégez le compte avec l’authentification à deux facteurs, que vous activez dans les [paramètres du compte](/user-portal/account). Vous pouvez aussi y changer votre mot de passe, votre adresse e-mail et votre profil. Chaque navigateur connecté à votre compte figure sur la [page des appareils](/user-portal/account/devices), d’où vous pouvez déconnecter n’importe lequel.',
        'Nous vous envoyons les e-mails dont le service a besoin (codes de connexion, alertes de sécurité, reçus). Les autres messages que vous recevez, c’est vous qui les choisissez sur la [page des communications](/communications).',
        'Gardez exactes les informations de votre compte. Votre nom d’utilisateur, votre nom affiché, votre photo de profil et votre devise sont publics : ne les utilisez pas pour vous faire passer pour quelqu’un d’autre.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Votre portefeuille et le coffre du serveur',
      blocks: [
        'Votre portefeuille est une paire de clés créée dans votre navigateur lors de sa configuration. Sa clé privée signe vos achats, ventes, offres, fabrications et envois. Elle n’existe en clair que dans la mémoire de votre navigateur tant que le portefeuille est déverrouillé. Pendant une heure au plus, elle est aussi conservée dans votre navigateur dans un cookie obscurci, pour qu’un rechargement de la page ne vous redemande pas votre mot de passe.',
        'Seules des copies chiffrées de cette clé parviennent au coffre de notre serveur. Qui peut ouvrir chaque copie diffère, et vous devez savoir laquelle est laquelle :',
        [
          'La copie par mot de passe est chiffrée dans votre navigateur avec le mot de passe de votre portefeuille. Nous ne recevons jamais ce mot de passe : nous ne pouvons donc pas ouvrir cette copie.',
          'Si vous vous connectez avec Google ou Apple, votre copie est chiffrée avec un secret que notre serveur conserve et ne remet qu’à une session ouverte via ce fournisseur. Cette copie est protégée par notre sécurité, pas seulement par la vôtre.',
          'La copie de secours est scellée pour une paire de clés de secours. Notre serveur en conserve le secret et ne le remet qu’à une session passée par la connexion de secours, afin que vous puissiez récupérer le portefeuille si vous oubliez votre mot de passe.',
        ],
        'Nous n’utilisons pas les secrets que nous conservons pour ouvrir votre clé ou signer à votre place, et personne dans notre équipe ne peut les demander dans le cadre normal du travail. Tout mouvement d’un objet de collection ou de GEM exige une signature de votre portefeuille ; une session volée ne suffit pas à les déplacer.',
        'Si vous perdez le mot de passe de votre portefeuille, le [secours du portefeuille](/rescue) vous permet d’en choisir un nouveau après la connexion de secours. Si vous perdez à la fois le mot de passe et votre moyen de connexion, nous ne pouvons pas récupérer le portefeuille pour vous. Qui détient votre clé privée contrôle le portefeuille : si vous en gardez une copie, conservez-la en lieu sûr.',
      ],
    },
    {
      id: 'gem',
      heading: 'Le GEM et sa valeur en dollars',
      blocks: [
        'Les prix de la place de marché sont en GEM, un jeton numérique à 18 décimales. Votre solde de GEM est inscrit dans notre registre au nom de l’adresse de votre portefeuille, et vous voyez chaque mouvement sur votre [page d’activité](/user-portal/activity).',
        'À côté des montants en GEM, nous affichons une valeur en dollars américains. C’est le montant en GEM multiplié par le cours actuel (en ce moment {rateUsd} par GEM), actualisé toutes les 30 secondes environ. C’est une estimation pour vous aider à comparer les prix, pas un prix auquel nous achetons ou vendons du GEM, et elle peut changer à tout moment.',
        'Le GEM n’est ni de la monnaie, ni un dépôt, ni un placement. Nous ne versons pas d’intérêts et ne promettons pas qu’il garde une valeur. Nous n’échangeons pas de GEM contre de l’argent, sauf si une fonction du site le prévoit et en explique les conditions.',
        'Vous pouvez ajouter du GEM à votre portefeuille et l’envoyer à une autre adresse depuis votre [page du portefeuille](/user-portal/wallet). Un envoi signé est définitif ; vérifiez l’adresse, car le GEM envoyé à une adresse que personne ne contrôle ne peut pas être récupéré.',
      ],
    },
    {
      id: 'payments',
      heading: 'Les achats, les frais et leur minimum',
      blocks: [
        'Un achat dans la boutique d’un marchand ou sur le marché se fait en deux étapes. Quand vous appuyez sur Acheter, nous réservons l’article pour un court moment et mettons de côté son prix et ses frais sur votre solde. Quand vous signez avec votre portefeuille, l’article rejoint votre collection et le GEM va au vendeur. Une réservation non signée expire et le GEM mis de côté vous revient.',
        'Chaque achat comporte les frais de la place de marché, payés par l’acheteur en plus du prix : {feePercent} du prix, mais jamais moins de {minimumUsd} convertis en GEM au cours actuel. Au cours actuel de {rateUsd} par GEM, ce minimum est de {floorGem}. Les frais et le total sont affichés avant la signature, et les montants affichés sont ceux qui sont prélevés.',
        'Un achat signé est définitif : les objets de collection sont livrés immédiatement et ne peuvent pas être retournés. Si un achat échoue ou si un article que vous n’avez pas reçu vous a été facturé, la [politique des frais et remboursements](/legal/fees) explique ce que nous remboursons et comment le demander.',
      ],
    },
    {
      id: 'listings',
      heading: 'Annonces et offres',
      blocks: [
        'Vous pouvez mettre en vente un objet de collection que vous détenez, au prix de votre choix. Une annonce est une proposition de vente au premier acheteur qui signe à ce prix ; elle reste ouverte jusqu’à la vente de l’article ou jusqu’à ce que vous la retiriez. Tant qu’un article est en vente, vous ne pouvez pas l’utiliser dans une fabrication.',
        'Vous pouvez faire une offre sur l’objet de collection de quelqu’un d’autre. Le montant offert et ses frais sont mis de côté sur votre solde tant que l’offre est ouverte. Une offre vous engage jusqu’à ce qu’elle soit acceptée, refusée ou retirée ; si le propriétaire l’accepte, la vente se conclut au montant offert sans autre démarche de votre part.',
        'Les ventes entre membres se font entre l’acheteur et le vendeur. Nous exploitons le lieu où ils se rencontrent, gardons le GEM mis de côté tant qu’un échange est ouvert et enregistrons le résultat, mais nous ne vérifions pas qu’un prix est juste. Retirer une annonce ou une offre est toujours possible, même si vous n’avez pas accepté les conditions en vigueur.',
      ],
    },
    {
      id: 'crafting',
      heading: 'La fabrication',
      blocks: [
        'Certains marchands proposent des recettes qui combinent des objets de collection pour en créer un nouveau. Avant de commencer, la recette indique les articles nécessaires et ce qu’elle produit.',
        'Quand vous fabriquez, vous signez avec votre portefeuille et les ingrédients sont consommés : ils quittent définitivement votre collection et le résultat y est ajouté aussitôt. Une fabrication ne peut pas être annulée ; vérifiez donc la recette avant de signer.',
        'Les marchands peuvent ajouter, modifier ou retirer des recettes. Une modification n’affecte jamais une fabrication que vous avez déjà signée.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Comportements interdits',
      blocks: [
        'La [politique d’utilisation acceptable](/legal/acceptable-use) décrit en détail ce qui n’est pas permis. En bref, vous ne devez pas :',
        [
          'escroquer ou tromper d’autres membres, par exemple en décrivant faussement un article ou en vous faisant passer pour un marchand ou un membre de notre équipe ;',
          'manipuler les prix, par exemple en échangeant avec vous-même ou avec des comptes que vous contrôlez pour créer un faux marché ;',
          'utiliser la place de marché pour blanchir de l’argent, financer des délits ou contourner des sanctions ;',
          'prendre le contrôle de comptes d’autrui, sonder ou attaquer le service, ou utiliser des scripts qui lui imposent une charge abusive ;',
          'publier des noms, images ou messages illégaux, haineux ou portant atteinte aux droits d’autrui.',
        ],
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'L’art et les autres droits de propriété intellectuelle',
      blocks: [
        'L’art, les noms et les personnages d’un objet de collection appartiennent au marchand dont le jeu est à l’origine de l’objet, ou à ses concédants. Acheter un objet de collection vous donne l’article dans votre collection et le droit de le détenir, de le montrer sur la place de marché, de le vendre, de faire des offres et de fabriquer avec, dans les limites de ces conditions.',
        'Cela ne vous donne ni la propriété de l’art, ni une licence de droit d’auteur ou de marque, ni aucun droit sur le jeu. Vous pouvez partager des images de vos objets de collection à des fins personnelles et non commerciales, par exemple sur les réseaux sociaux ; vous ne pouvez pas les imprimer sur des produits, les utiliser dans la publicité ni en tirer de nouvelles œuvres sans l’autorisation du marchand.',
        'Le logiciel, le design et les textes de la place de marché elle-même nous appartiennent. Ce que vous publiez sur votre profil reste à vous ; vous nous autorisez à l’afficher sur la place de marché tant qu’il y figure.',
        'Si vous estimez que quelque chose sur la place de marché porte atteinte à vos droits, signalez-le-nous via le [support](/support) avec assez de détails pour le retrouver, et nous l’examinerons rapidement.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension et fermeture de notre fait',
      blocks: [
        'Nous pouvons limiter ou suspendre un compte lorsque nous avons de bonnes raisons de penser qu’il enfreint ces conditions ou la loi, qu’il a été piraté ou qu’il met d’autres membres en danger. Lorsque la loi et l’enquête le permettent, nous vous disons pourquoi et comment répondre.',
        'Un compte suspendu ne peut ni acheter, ni mettre en vente, ni faire d’offres, ni fabriquer, ni envoyer de GEM. Les annonces et offres ouvertes peuvent être retirées, et le GEM mis de côté revient sur votre solde. Vous pouvez toujours vous connecter, consulter vos données et les télécharger depuis la [page d’export](/export).',
        'En cas de manquement grave ou répété, nous pouvons fermer le compte. Une fermeture de notre fait suit les mêmes étapes qu’une fermeture de votre fait (section suivante), sauf lorsque la loi nous oblige à conserver davantage, par exemple pour une enquête.',
        'Si vous pensez que nous nous sommes trompés, écrivez au [support](/support). Une personne qui n’a pas participé à la décision la réexamine.',
      ],
    },
    {
      id: 'closing',
      heading: 'Fermer votre compte',
      blocks: [
        'Vous pouvez fermer votre compte à tout moment depuis les [paramètres du compte](/user-portal/account). Nous vous demandons votre mot de passe ou, si vous vous connectez uniquement avec Google ou Apple, de confirmer que c’est bien vous en vous reconnectant auprès de ce fournisseur ; ainsi que votre code à deux facteurs s’il est activé. Nous vous disons ce qui sera perdu et vous proposons d’abord l’export de la clé de votre portefeuille et de vos données.',
        'La fermeture prend effet 14 jours après votre demande. D’ici là, rien n’est effacé : vous pouvez toujours vous connecter, et la connexion vous propose d’annuler la fermeture.',
        'À l’issue des 14 jours, nous retirons vos annonces et offres ouvertes et effaçons vos données personnelles comme le décrit la [politique de confidentialité](/legal/privacy) : votre profil, votre adresse e-mail, vos moyens de connexion, vos appareils, les copies de votre clé dans le coffre et vos préférences. L’enregistrement de vos échanges reste dans notre registre sous un pseudonyme, parce que la loi impose de conserver les enregistrements des paiements et parce que les personnes qui ont échangé avec vous gardent ce qu’elles ont acheté.',
        'Avant de fermer, envoyez le GEM que vous voulez garder vers un portefeuille que vous contrôlez et exportez la clé de votre portefeuille. Une fois le compte effacé, nous ne détenons plus aucune copie de votre clé et ne pouvons plus vous rendre ni GEM ni objets de collection.',
      ],
    },
    {
      id: 'service-ending',
      heading: 'Si la place de marché s’arrête',
      blocks: [
        'Nous espérons exploiter la place de marché longtemps, mais nous ne pouvons pas promettre qu’elle durera toujours. Si nous décidons de l’arrêter, nous l’annoncerons sur le site et par e-mail au moins 90 jours avant la fin des échanges.',
        [
          'Pendant cette période, vous pouvez continuer à utiliser votre compte, envoyer votre GEM vers n’importe quelle adresse de portefeuille et exporter la clé de votre portefeuille.',
          'Les nouvelles annonces et offres s’arrêtent d’abord ; celles qui sont ouvertes sont retirées et le GEM mis de côté revient sur votre solde.',
          'Vous pouvez télécharger vos données, y compris la liste de vos objets de collection et chaque mouvement de votre GEM, depuis la [page d’export](/export).',
          'Après la fin des échanges, nous conservons le registre indiquant qui détenait chaque objet de collection aussi longtemps que la loi l’exige, et répondons aux demandes à ce sujet via le support.',
        ],
        'Les objets de collection sont des enregistrements de notre registre que les jeux des marchands reconnaissent. Qu’un jeu continue de les utiliser après l’arrêt de la place de marché dépend de son marchand ; nous ne pouvons pas le promettre. Le GEM que vous avez envoyé vers votre propre portefeuille reste sous votre clé.',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Limites de garantie',
      blocks: [
        'Nous nous efforçons de garder la place de marché disponible, exacte et sûre, mais nous la fournissons telle quelle. Elle peut être interrompue pour maintenance et contenir des erreurs. Nous ne promettons pas qu’un objet de collection garde un prix, que le GEM garde un cours ni qu’un marchand continue de prendre en charge un article dans son jeu.',
        'Les marchands sont responsables de leurs jeux et de ce que leurs objets de collection y font. Les liens vers leurs sites et vers d’autres services sont fournis pour votre commodité ; nous ne répondons pas de leur contenu.',
        'Rien sur la place de marché ne constitue un conseil financier, juridique ou fiscal. Vous êtes responsable des impôts dus sur vos échanges là où vous vivez.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limites de responsabilité',
      blocks: [
        'Nous répondons des dommages que nous vous causons en manquant à ces conditions ou par notre négligence, dans la mesure où la loi nous en rend responsables. Nous ne répondons pas des pertes que nous ne pouvions raisonnablement pas prévoir, des pertes causées par votre manquement à ces conditions, ni des pertes dues à l’utilisation par quelqu’un d’un mot de passe, d’une clé de portefeuille ou d’un appareil que vous n’avez pas protégé.',
        'Sauf lorsque la loi n’autorise pas de plafond, notre responsabilité totale envers vous pour toute réclamation est limitée au plus élevé de ces deux montants : les frais que vous nous avez payés au cours des 12 mois précédant la réclamation, ou 100 dollars américains.',
        'Rien dans ces conditions ne limite la responsabilité en cas de décès ou de dommage corporel causé par négligence, de fraude ou toute autre responsabilité que la loi ne permet pas de limiter, et rien ne vous retire les droits dont vous disposez en tant que consommateur selon la loi du pays où vous vivez.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Litiges et droit applicable',
      blocks: [
        'Si quelque chose ne va pas, écrivez-nous d’abord via le [support](/support) en choisissant le sujet qui convient. Nous répondons sous 30 jours et cherchons à régler la question avec vous.',
        'Ces conditions sont régies par le droit du pays où l’exploitant de la place de marché est établi. Si vous êtes consommateur, vous gardez en outre la protection des règles impératives du pays où vous vivez et pouvez saisir ses tribunaux.',
        'Un désaccord avec un autre membre au sujet d’un échange vous concerne tous les deux. Nous pouvons vous montrer à tous deux l’enregistrement de l’échange et agir contre un compte qui enfreint ces conditions, mais un échange signé reste définitif.',
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications de ces conditions et comment nous les annonçons',
      blocks: [
        'Nous modifions ces conditions lorsque la place de marché évolue ou que la loi l’exige. Chaque modification est une nouvelle version avec une nouvelle date, et nous résumons ce qui a changé en quelques lignes sous [Ce qui a changé](#what-changed), en bas de cette page, dans toutes les langues du site.',
        'Lorsqu’une nouvelle version est publiée, nous vous montrons à votre prochaine connexion ce qui a changé et vous demandons de l’accepter. Tant que vous ne l’avez pas acceptée, vous ne pouvez ni acheter, ni mettre en vente, ni faire d’offres, ni fabriquer, mais vous pouvez toujours retirer annonces et offres, envoyer votre GEM, télécharger vos données et fermer votre compte.',
        'Si vous n’êtes pas d’accord avec une nouvelle version, vous pouvez fermer votre compte sans frais. Les questions sur ces conditions s’adressent au [support](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
