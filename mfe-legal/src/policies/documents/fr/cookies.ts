import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Chaque cookie et chaque donnée que la place de marché écrit dans votre navigateur : à quoi il sert, combien de temps il dure et s’il nous faut votre consentement. Le tableau ci-dessous est généré à partir du code qui les écrit.',
  sections: [
    {
      id: 'about',
      heading: 'À propos de cette politique',
      blocks: [
        'Cette politique couvre le site de la place de marché : la boutique, le marché et la fabrication de chaque marchand, votre portail utilisateur, les pages de votre portefeuille et ces pages juridiques, dans les neuf langues. Elle explique les petites informations que le site garde dans votre navigateur pendant que vous l’utilisez.',
        'Elle complète la [politique de confidentialité](/legal/privacy), qui explique ce que nous faisons de vos données personnelles sur nos serveurs, et les [conditions d’utilisation](/legal/terms). Si quelque chose ici semble les contredire, c’est la politique de confidentialité qui décide du traitement de vos données.',
      ],
    },
    {
      id: 'what-we-use',
      heading: 'Cookies et stockage du navigateur',
      blocks: [
        'Un cookie est un court texte que votre navigateur garde pour un site et lui renvoie avec certaines de ses requêtes. Le stockage local et le stockage de session sont des espaces semblables que seules les pages du site lui-même peuvent lire : le stockage local reste jusqu’à ce qu’on le vide, le stockage de session est vidé à la fermeture de l’onglet.',
        'Nous utilisons les trois, pour deux raisons seulement :',
        [
          'faire ce que vous avez demandé : vous garder connecté, laisser votre portefeuille déverrouillé utilisable un moment, retenir votre langue et le marchand que vous visitiez, protéger les connexions et les opérations du portefeuille ;',
          'compter les pages vues, et seulement si vous acceptez la mesure d’audience.',
        ],
        'Nous n’utilisons pas de cookies pour la publicité, nous ne vendons pas ce qu’ils contiennent et nous ne construisons pas de profil de vous à travers d’autres sites.',
      ],
    },
    {
      id: 'the-list',
      heading: 'Tous les cookies et clés de stockage que nous utilisons',
      blocks: [
        'Le tableau recense tout ce que le site écrit dans votre navigateur. Il est produit à partir du registre même par lequel le code doit écrire : un cookie ou une clé absent du registre ne peut pas être écrit, et un test automatique échoue si du code essaie. Un nom comportant une partie entre accolades désigne une famille de noms où cette partie varie : il existe par exemple un cookie de clé du portefeuille par compte.',
        'Les durées courent à partir de l’écriture ; une donnée écrite de nouveau (à chaque connexion, par exemple) recommence sa durée.',
      ],
      table: 'storage-registry',
    },
    {
      id: 'necessary',
      heading: 'Stockage strictement nécessaire',
      blocks: [
        'Presque tout le tableau est strictement nécessaire : sans lui, le service que vous avez demandé ne fonctionne pas ; la loi n’exige donc pas votre consentement et le site ne le demande pas. Trois exemples montrent pourquoi.',
        [
          'Votre session est gardée dans un cookie que les scripts de la page ne peuvent pas lire et qui n’est envoyé qu’aux routes de connexion de notre serveur. Sans lui, vous seriez déconnecté à chaque rechargement.',
          'La clé privée de votre portefeuille ne quitte jamais votre navigateur en clair. Après le déverrouillage, elle est gardée une heure en deux moitiés : une copie brouillée dans un cookie au nom de votre compte, et la clé qui la débrouille dans le stockage de session, qui disparaît avec l’onglet. Aucune moitié ne sert seule, et aucune ne nous est jamais envoyée.',
          'Un identifiant aléatoire d’appareil et une clé d’appareil nous permettent de distinguer une connexion depuis un navigateur déjà utilisé d’une connexion depuis un nouvel appareil, pour vous alerter par e-mail quand quelqu’un d’autre pourrait avoir votre mot de passe.',
        ],
        'Les bloquer dans votre navigateur vous déconnecte, empêche le portefeuille de signer achats, offres et fabrications, et fait passer chaque connexion pour un nouvel appareil.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Mesure d’audience, seulement avec votre consentement',
      blocks: [
        'À votre première visite, le site vous demande si vous acceptez la mesure d’audience. Tant que vous n’avez pas répondu, et si vous refusez, rien n’est compté et aucun script de mesure n’est chargé.',
        'Si vous acceptez, un identifiant aléatoire de visiteur est ajouté à votre choix de cookies et les pages vues sont comptées sous cet identifiant sur notre propre serveur : l’adresse de la page sans sa requête, sa langue et l’heure. Nous utilisons ces comptes pour savoir quelles pages de la boutique, du marché et du portail aident les gens et lesquelles les déroutent. Ils ne sont jamais croisés avec vos achats, votre portefeuille ou votre adresse e-mail.',
        'Votre choix est gardé 365 jours dans le cookie de consentement, pour ne pas vous le redemander à chaque page. Quand vous retirez votre consentement, l’identifiant de visiteur en est effacé aussitôt.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Autres sites et services',
      blocks: [
        'La place de marché ne dépose aucun cookie publicitaire ou de réseau social, et aucune autre entreprise ne peut lire le stockage listé ici. Les images des objets de collection et le cours du GEM sont servis par nous.',
        'Quand vous créez ou récupérez un portefeuille, ou envoyez une demande d’assistance sans être connecté, une vérification humaine confirme que vous êtes une personne ; son jeton reste dans le stockage local jusqu’à son utilisation, pour qu’un rechargement ne vous la redemande pas. Se connecter avec Google ou Apple vous mène sur leurs pages, où leurs propres politiques de cookies s’appliquent.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Vos choix',
      blocks: [
        [
          'Modifiez à tout moment votre choix sur la mesure d’audience dans les réglages des cookies en haut de cette page. Il s’applique aussitôt sur toutes les pages ouvertes.',
          'La déconnexion supprime votre session, le cookie de clé du portefeuille au nom de votre compte, sa moitié dans le stockage de session et le cookie de parrainage. L’identifiant d’appareil, votre langue et votre marchand restent, car ils ne disent rien de qui vous êtes.',
          'La [page d’actualisation du cache](/refresh-cache) vide les données en cache sans vous déconnecter.',
          'Votre navigateur peut supprimer à tout moment tous les cookies et le stockage du site. Vous serez déconnecté et votre portefeuille vous redemandera son mot de passe.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications et contact',
      blocks: [
        'Quand nous ajoutons, retirons ou modifions un cookie ou une clé de stockage, le tableau ci-dessus change avec le code, et nous mettons à jour la version et la date de cette politique. Si une modification demande votre consentement, le site vous le redemande avant d’écrire quoi que ce soit de nouveau.',
        'Les questions sur les cookies ou vos données s’adressent à l’[assistance](/support). Vous trouverez plus sur vos droits dans la [politique de confidentialité](/legal/privacy).',
      ],
    },
  ],
} satisfies PolicyDocument;
