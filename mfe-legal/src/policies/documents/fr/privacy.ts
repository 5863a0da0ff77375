import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Ce que la place de marché conserve à votre sujet, fonction par fonction ; pourquoi et sur quelle base légale ; qui d’autre traite ces données ; combien de temps nous les gardons ; et la page du site où vous exercez chacun de vos droits.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Qui nous sommes et ce que couvre cette politique',
      blocks: [
        'L’exploitant de la place de marché (« nous ») décide comment et pourquoi vos données personnelles sont utilisées sur la place de marché, et en est responsable au regard du droit de la protection des données. Cette politique couvre le site dans toutes ses langues, votre compte et votre portefeuille, les e-mails que nous envoyons et l’assistance que nous apportons.',
        'Elle ne couvre pas les jeux de nos marchands, ni les sites de Google, d’Apple ou d’autres services que vous atteignez depuis le nôtre ; ils ont leurs propres politiques. L’usage que nous faisons des cookies et du stockage de votre navigateur est expliqué dans la [politique relative aux cookies](/legal/cookies).',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Les données collectées par chaque fonction',
      blocks: [
        'Nous ne collectons que ce dont une fonction a besoin pour marcher. Vous nous donnez la plupart de ces données ; certaines naissent de votre utilisation du site.',
        [
          'Compte : votre adresse e-mail ; votre mot de passe, conservé uniquement sous forme de hachage irréversible ; pour une connexion avec Google ou Apple, l’e-mail et l’identifiant de compte que le fournisseur nous transmet ; la date d’inscription et la version des conditions que vous avez acceptée.',
          'Profil : nom d’utilisateur, nom affiché, devise, photo de profil, bannière, langue préférée, affichage ou non de votre solde, et votre code anti-hameçonnage (un mot que nous imprimons dans nos e-mails pour que vous les distinguiez des faux).',
          'Sécurité : si l’authentification à deux facteurs est activée, et son secret, qui sert à vérifier vos codes ; chaque navigateur connecté (un nom, l’agent utilisateur du navigateur, le moyen de connexion, la première et la dernière fois qu’il a été vu) ; et une clé aléatoire dans un cookie qui nous permet de reconnaître un navigateur déjà utilisé et de vous alerter en cas de nouveau navigateur.',
          'Portefeuille : l’adresse de votre portefeuille, les copies chiffrées de votre clé dans le coffre et les secrets décrits dans [Ce que nous ne pouvons pas lire](#vault).',
          'Échanges : votre solde de GEM et son registre ; les achats, réservations, annonces, offres, fabrications, envois et dépôts que vous effectuez, avec leurs montants, frais, dates et les signatures du portefeuille qui les ont autorisés ; les objets de collection que vous détenez et vos favoris.',
          'Parrainage et programme influenceurs : qui vous a invité (à partir d’un lien de parrainage, conservé 7 jours dans un cookie jusqu’à votre inscription), les personnes que vous avez invitées et vos récompenses ; pour une candidature, le nom, l’e-mail, l’adresse de la chaîne, la taille de l’audience et le message que vous envoyez.',
          'Vérification d’identité : l’état de votre vérification et ses étapes. Les documents eux-mêmes vont au prestataire de vérification ; nous conservons son résultat.',
          'Notifications et e-mails : les notifications que nous vous montrons, les e-mails que nous vous envoyons et vos préférences de communication.',
          'Assistance : votre adresse e-mail, le sujet, votre message et la pièce jointe éventuelle.',
          'Erreurs : lorsque le site rencontre une erreur, votre navigateur nous envoie ce qui n’a pas fonctionné (le type d’erreur, son statut et ses détails, débarrassés de tout ce qui ressemble à un secret), avec l’identifiant de votre compte si vous êtes connecté.',
          'Mesure d’audience, seulement si vous l’acceptez : la page ouverte sans sa requête ni son ancre, la langue et un numéro de visiteur aléatoire. Jamais votre compte.',
        ],
      ],
    },
    {
      id: 'why',
      heading: 'Pourquoi nous les utilisons, et sur quelle base légale',
      blocks: [
        'Le droit de la protection des données exige une base légale pour chaque utilisation de données personnelles. Voici les nôtres :',
        {
          table: {
            head: ['Ce que nous faisons', 'Base légale'],
            rows: [
              [
                'Ouvrir et gérer votre compte, votre portefeuille et vos échanges ; envoyer les e-mails dont le service a besoin',
                'Exécution de notre contrat avec vous (les [conditions d’utilisation](/legal/terms))',
              ],
              [
                'Conserver les enregistrements des paiements et des échanges ; vérifier l’identité lorsque la loi l’exige ; répondre aux autorités',
                'Obligation légale',
              ],
              [
                'Protéger les comptes et la place de marché : reconnaître les appareils, envoyer des alertes de sécurité, détecter la fraude et les abus, corriger les erreurs',
                'Notre intérêt légitime à un service sûr et fonctionnel, mis en balance avec vos droits',
              ],
              ['Répondre à vos demandes d’assistance et à vos candidatures', 'Exécution de notre contrat, ou mesures demandées par vous avant sa conclusion'],
              ['Envoyer des nouvelles et des offres par e-mail', 'Votre consentement, que vous modifiez sur la [page des communications](/communications)'],
              [
                'Mesurer quelles pages sont utilisées (mesure d’audience)',
                'Votre consentement, que vous modifiez dans les [paramètres des cookies](/legal/cookies)',
              ],
            ],
          },
        },
        'Lorsque nous nous fondons sur votre consentement, vous pouvez le retirer à tout moment ; cela ne rend pas illicite l’utilisation antérieure. Nous ne prenons pas à votre sujet de décision fondée exclusivement sur un traitement automatisé produisant des effets juridiques ou vous affectant de manière significative de façon similaire.',
      ],
    },
    {
      id: 'vault',
      heading: 'Ce que nous ne pouvons pas lire',
      blocks: [
        'La clé de votre portefeuille est créée et chiffrée dans votre navigateur avant d’arriver dans notre coffre. Que nous puissions ouvrir une copie dépend de la copie :',
        [
          'La copie protégée par le mot de passe de votre portefeuille : nous ne recevons jamais ce mot de passe, nous ne pouvons donc pas l’ouvrir.',
          'La copie d’un compte Google ou Apple : elle est chiffrée avec un secret que notre serveur conserve et ne remet qu’à une session ouverte via ce fournisseur.',
          'La copie de secours : notre serveur conserve le secret qui l’ouvre et ne le remet qu’à la connexion de secours, pour que vous puissiez remplacer un mot de passe oublié.',
        ],
        'Nous n’utilisons jamais ces secrets pour ouvrir votre clé. Votre mot de passe de connexion n’est conservé que sous forme de hachage, dont on ne peut pas retrouver le mot de passe. Notre équipe ne vous demandera jamais un mot de passe, un code ou votre clé.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Qui d’autre les voit',
      blocks: [
        [
          'Tout le monde : votre profil public (nom d’utilisateur, nom affiché, devise, photo et bannière), les objets de collection que vous détenez, vos annonces et les ventes qui apparaissent dans l’historique des prix d’un article.',
          'L’autre partie à un échange : votre nom d’utilisateur ainsi que l’article, le montant et l’heure de l’échange.',
          'Les marchands : lesquels de leurs articles vous avez achetés, vendus ou fabriqués, et si vous jouez à leur jeu lorsque vous le liez.',
          'Les autorités : uniquement ce que la loi nous oblige à fournir, après avoir vérifié que la demande est légitime.',
        ],
        'Nous ne vendons pas vos données personnelles et ne les partageons pas avec des annonceurs.',
      ],
    },
    {
      id: 'processors',
      heading: 'Les prestataires qui travaillent pour nous',
      blocks: [
        'Certaines entreprises traitent des données pour notre compte, dans le cadre de contrats qui ne les autorisent à les utiliser que selon nos instructions et les obligent à les protéger :',
        [
          'des hébergeurs et fournisseurs de bases de données, qui font tourner nos serveurs ;',
          'un prestataire d’envoi d’e-mails, qui achemine nos messages ;',
          'Google et Apple, lorsque vous choisissez de vous connecter avec eux ;',
          'un prestataire de vérification d’identité, lorsque vous vérifiez votre identité ;',
          'un service anti-robots (Google reCAPTCHA), qui vérifie que c’est une personne et non un script qui crée un portefeuille, le secourt ou envoie un formulaire ;',
          'un service de mesure d’audience, uniquement après que vous l’avez accepté ;',
          'un explorateur de blockchain, qui reçoit l’adresse publique de votre portefeuille pour en lire le solde sur la chaîne.',
        ],
        'Les icônes du site proviennent d’un service d’icônes ; votre navigateur lui demande des images et ne lui envoie rien sur votre compte.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transferts vers d’autres pays',
      blocks: [
        'Nos prestataires peuvent traiter des données dans d’autres pays que le vôtre, y compris aux États-Unis. Lorsque des données quittent l’Espace économique européen, le Royaume-Uni ou la Suisse, nous nous appuyons sur une décision d’adéquation ou sur les clauses contractuelles types approuvées à cet effet, avec des mesures supplémentaires si nécessaire. Vous pouvez demander une copie de ces garanties via le [support](/support).',
      ],
    },
    {
      id: 'retention',
      heading: 'Combien de temps nous les gardons',
      blocks: [
        'Nous ne gardons les données qu’aussi longtemps qu’elles servent la finalité pour laquelle elles ont été collectées, ou que la loi l’exige :',
        {
          table: {
            head: ['Données', 'Durée'],
            rows: [
              ['Compte, profil et préférences', 'Tant que le compte existe ; effacés quand une fermeture prend effet, 14 jours après votre demande'],
              ['Navigateurs connectés', 'Jusqu’à ce que vous vous déconnectiez ou retiriez le navigateur sur la page des appareils'],
              [
                'Navigateurs reconnus pour les alertes de sécurité',
                'Jusqu’à ce que vous retiriez le navigateur sur la page des appareils, ou que le compte soit effacé',
              ],
              ['Copies chiffrées de la clé de votre portefeuille', 'Jusqu’à ce que vous les remplaciez, ou que le compte soit effacé'],
              [
                'Registre des achats, ventes, envois et dépôts',
                '10 ans après l’échange, comme l’exigent le droit des paiements et le droit comptable ; sans votre nom ni votre e-mail une fois le compte effacé',
              ],
              ['Annonces et offres qui n’ont pas abouti', 'Retirées et effacées lorsque le compte est effacé'],
              [
                'Résultat de la vérification d’identité',
                '5 ans après la fin du compte lorsque la législation anti-blanchiment l’exige ; sinon effacé avec le compte',
              ],
              ['Demandes d’assistance', '2 ans après le dernier message'],
              ['Rapports d’erreur', '90 jours'],
              ['Pages vues de la mesure d’audience', '13 mois, jamais reliées à un compte'],
            ],
          },
        },
      ],
    },
    {
      id: 'closing',
      heading: 'Lorsque vous fermez votre compte',
      blocks: [
        'Vous fermez votre compte depuis les [paramètres du compte](/user-portal/account). Pendant 14 jours, vous pouvez changer d’avis en vous connectant. À l’issue des 14 jours, nous retirons vos annonces et offres, et effaçons votre profil, votre adresse e-mail, vos moyens de connexion, vos appareils, les copies de votre clé, vos préférences, vos notifications et vos favoris.',
        'Le registre conserve les échanges que vous avez effectués, parce que la loi exige des enregistrements des paiements et parce que les personnes qui ont échangé avec vous gardent ce qu’elles ont acheté. Dès lors, ces enregistrements sont reliés à un identifiant aléatoire et à l’adresse de votre portefeuille, et non à votre nom ou à votre e-mail.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Vos droits et où les exercer',
      blocks: [
        'Vous avez le droit de consulter, rectifier, télécharger et effacer vos données, de vous opposer à leur utilisation ou de la limiter, et de retirer votre consentement. La plupart de ces droits ont un bouton sur le site :',
        {
          table: {
            head: ['Votre droit', 'Où l’exercer'],
            rows: [
              [
                'Consulter et télécharger tout ce que nous détenons sur vous (accès et portabilité)',
                'La [page d’export](/export) : un fichier avec toutes vos données, et vos transactions sous forme de tableur',
              ],
              [
                'Rectifier vos données',
                'Les [paramètres du compte](/user-portal/account) pour votre profil, votre e-mail et votre langue ; le [support](/support) pour tout le reste',
              ],
              ['Effacer vos données', 'Fermez le compte dans les [paramètres du compte](/user-portal/account)'],
              [
                'Ne plus recevoir de nouvelles ni d’offres par e-mail',
                'La [page des communications](/communications), ou le lien de désinscription présent dans chacun de ces e-mails',
              ],
              ['Retirer votre consentement à la mesure d’audience', 'Les [paramètres des cookies](/legal/cookies)'],
              ['Déconnecter un navigateur et ne plus le faire reconnaître', 'La [page des appareils](/user-portal/account/devices)'],
              ['Vous opposer à une utilisation de vos données ou la limiter', 'Écrivez au [support](/support) avec le sujet Compte'],
            ],
          },
        },
        'Nous répondons aux demandes envoyées via le support dans un délai d’un mois, et vous prévenons si une demande complexe nécessite plus de temps. Vous avez aussi le droit d’introduire une réclamation auprès de l’autorité de protection des données du pays où vous vivez ou travaillez.',
      ],
    },
    {
      id: 'children',
      heading: 'Mineurs',
      blocks: [
        'La place de marché ne s’adresse pas aux personnes de moins de 18 ans, et nous ne conservons pas sciemment de données sur des mineurs. Si vous pensez qu’un mineur a ouvert un compte, signalez-le-nous via le [support](/support) et nous le fermerons.',
      ],
    },
    {
      id: 'security',
      heading: 'Comment nous les protégeons',
      blocks: [
        'Toutes les communications avec la place de marché sont chiffrées. Modifier le coffre de votre portefeuille exige une preuve récente que c’est bien vous, et chaque mouvement de GEM ou d’un objet de collection exige la signature de votre portefeuille. Nous vous envoyons une alerte de sécurité quand quelqu’un se connecte depuis un nouveau navigateur, change votre mot de passe ou votre authentification à deux facteurs, ou secourt votre portefeuille.',
        'Seul le personnel qui en a besoin pour son travail peut accéder aux données personnelles. Si une violation met vos données en danger, nous la notifions à l’autorité sous 72 heures et vous en informons dans les meilleurs délais, en expliquant ce qui s’est passé et ce que vous pouvez faire.',
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications de cette politique',
      blocks: [
        'Lorsque nous modifions cette politique, nous publions une nouvelle version avec sa date en haut de cette page. Si une modification touche la façon dont nous utilisons des données que vous nous avez déjà confiées, nous vous le disons sur le site avant qu’elle s’applique, et demandons votre consentement lorsque la loi l’exige.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        'Pour toute question sur vos données ou sur cette politique, écrivez-nous via le [support](/support) avec le sujet Compte. Si vous êtes connecté, votre demande est liée à votre compte : nous n’avons donc pas à vous redemander de prouver votre identité.',
      ],
    },
  ],
} satisfies PolicyDocument;
