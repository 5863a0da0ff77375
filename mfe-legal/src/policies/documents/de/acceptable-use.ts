import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Was auf dem Marktplatz erlaubt ist und was nicht, damit Preise etwas bedeuten, Sammelobjekte sind, was sie zu sein behaupten, und jeder Käufer und Verkäufer der Gegenseite eines Handels vertrauen kann.',
  sections: [
    {
      id: 'purpose',
      heading: 'Warum es diese Regeln gibt',
      blocks: [
        'Der Marktplatz funktioniert nur, wenn Menschen seinen Preisen, seinen Sammelobjekten und einander vertrauen können. Ein Marktpreis ist nur etwas wert, wenn echte Sammler ihn bezahlt haben; ein Mint nur, wenn der Shop ihn fair verkauft hat; ein Angebot nur, wenn die Person, die es macht, es ernst meint.',
        'Diese Regeln gelten für alle, die Shop, Markt, Handwerk, Angebote, Wallet, Profile und Support nutzen, ob angemeldet oder nicht. Sie sind Teil der [Nutzungsbedingungen](/legal/terms); wer sie bricht, bricht die Bedingungen.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Ihr Konto',
      blocks: [
        [
          'Eine Person, ein Konto. Legen Sie keine Konten an, um eine Sperre, ein Kauflimit oder eine Empfehlungsregel zu umgehen.',
          'Verkaufen, vermieten oder teilen Sie Ihr Konto nicht, und nutzen Sie kein fremdes. Sie sind verantwortlich für das, was mit Ihrem Konto und Ihrer Wallet geschieht.',
          'Geben Sie sich nicht als eine andere Person, ein Händler, ein bekannter Sammler oder unser Team aus, weder im Nutzernamen noch im Profilbild, im Slogan oder in einer Nachricht.',
          'Behalten Sie Ihr Passwort, Ihre Zwei-Faktor-Codes und Ihr Wallet-Passwort für sich. Unser Team wird Sie nie danach fragen.',
        ],
      ],
    },
    {
      id: 'not-allowed',
      heading: 'Nie erlaubt',
      blocks: [
        [
          'Betrug jeder Art: mit GEM bezahlen, das Ihnen nicht zusteht, einen Fehler ausnutzen, um Sammelobjekte oder GEM unter Preis zu bekommen, oder einen anderen Sammler zu einem Handel verleiten.',
          'Handel mit Sammelobjekten oder GEM, die aus dem Konto oder der Wallet eines anderen stammen.',
          'Den Marktplatz nutzen, um Geld zu waschen, Straftaten zu finanzieren oder Sanktionen zu umgehen, oder im Auftrag einer Person, die ihn nicht nutzen darf.',
          'Profile, Nutzernamen und Nachrichten, die hasserfüllt, belästigend, sexuell oder gewalttätig sind oder personenbezogene Daten anderer preisgeben.',
          'Kunst, Namen oder Logos der Händler außerhalb des Marktplatzes auf eine Weise nutzen, die ihre Lizenzen nicht erlauben.',
        ],
      ],
    },
    {
      id: 'fair-trading',
      heading: 'Fairer Handel',
      blocks: [
        'Marktpreise und Verkaufshistorien leiten die Entscheidungen anderer, deshalb müssen sie echte Geschäfte zwischen verschiedenen Menschen abbilden.',
        [
          'Keine Scheingeschäfte: Kaufen Sie Ihre eigenen Angebote nicht über ein zweites Konto oder einen Freund, und handeln Sie einen Artikel nicht hin und her, um Nachfrage oder eine Preishistorie vorzutäuschen.',
          'Keine Lockangebote: Bieten Sie nicht auf eigene Artikel oder auf Artikel, die Sie nicht kaufen wollen, um einen Preis hochzutreiben.',
          'Sprechen Sie mit anderen Verkäufern keine Preise ab und vereinbaren Sie nicht, Artikel vom Markt zurückzuhalten, um einen Preis zu bewegen.',
          'Überfluten Sie den Markt nicht mit Angeboten oder Geboten, die Sie nicht aufrechterhalten wollen, und ziehen Sie nichts zurück, um es neu einzustellen und oben in einer Liste zu bleiben.',
          'Nutzen Sie keine automatischen Werkzeuge, um Mints sofort beim Erscheinen in einem Shop so zu kaufen, dass andere Sammler leer ausgehen.',
        ],
      ],
    },
    {
      id: 'security',
      heading: 'Sicherheit und automatisierter Zugriff',
      blocks: [
        'Versuchen Sie nicht, auf Konten, Wallets, Tresoreinträge oder Daten zuzugreifen, die nicht Ihnen gehören, die Angebote oder Gebote anderer zu lesen oder zu ändern oder die Menschlichkeitsprüfung, Ratenbegrenzungen oder die Zwei-Faktor-Authentifizierung zu umgehen.',
        'Überlasten Sie den Dienst nicht, lesen Sie ihn nicht in einem Tempo aus, das ihn für andere verlangsamt, und stören Sie nicht das Signieren von Käufen, Angeboten oder Handwerk. Automatisierter Zugriff ist nur über die Seiten und die API erlaubt, so wie ein Mensch sie nutzen würde.',
        'Wenn Sie eine Schwachstelle finden, melden Sie sie über den [Support](/support), bevor Sie sie anderen mitteilen, nutzen Sie sie nicht über das Nötige hinaus, um sie zu zeigen, und geben Sie uns angemessen Zeit zur Behebung. Gegen niemanden, der eine Schwachstelle so in gutem Glauben meldet, gehen wir vor.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'Was wir dagegen tun',
      blocks: [
        'Finden wir einen Verstoß oder wird er uns gemeldet, sehen wir uns vor dem Handeln die Aktivität des Kontos und das Hauptbuch an und handeln im Verhältnis zu dem, was geschehen ist:',
        [
          'eine Verwarnung und das Entfernen des betroffenen Nutzernamens, Profils oder der Nachricht;',
          'das Zurückziehen von Angeboten und Geboten und das Stornieren noch nicht endgültiger Geschäfte;',
          'Beschränkungen beim Handel oder die Sperrung des Kontos;',
          'die Schließung des Kontos und eine Meldung an die Behörden, wo das Gesetz es verlangt.',
        ],
        'Wo wir können, sagen wir Ihnen, was wir getan haben und warum. Rechtmäßig erworbene Sammelobjekte und GEM bleiben Ihre, und während einer Sperre können Sie weiterhin Ihre Daten und Ihren Schlüssel exportieren. Aufzeichnungen über Geschäfte werden aufbewahrt, wie die [Datenschutzerklärung](/legal/privacy) erklärt, weil das Gesetz sie verlangt.',
      ],
    },
    {
      id: 'reporting',
      heading: 'Meldungen und Einsprüche',
      blocks: [
        'Sehen Sie ein Profil, ein Angebot oder ein Handelsmuster, das gegen diese Regeln verstößt, melden Sie es über den [Support](/support) mit der Seite, auf der es steht. Meldungen werden von Menschen gelesen, und wir sagen der gemeldeten Person nicht, wer gemeldet hat.',
        'Haben wir gegen Ihr Konto gehandelt und halten Sie das für falsch, antworten Sie auf unsere Nachricht oder schreiben Sie innerhalb von 30 Tagen an den Support. Jemand, der die erste Entscheidung nicht getroffen hat, prüft sie, und wir teilen Ihnen das Ergebnis mit.',
      ],
    },
  ],
} satisfies PolicyDocument;
