import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary:
    'Die Vereinbarung zwischen dir und dem Marktplatz: wie Konten, Wallets, Sammelobjekte, Angebote und Gebühren funktionieren und was jede Seite erwarten kann.',
  changes: [
    'Kaufen und Verkaufen setzt jetzt voraus, dass die aktuellen Bedingungen akzeptiert sind.',
    'Die Marktplatzgebühr und ihr Mindestbetrag werden in einer eigenen Richtlinie erklärt.',
    'Der Wallet-Abschnitt sagt klarer, was der Server-Tresor speichert und was er nie sieht.',
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'Unsere Vereinbarung',
      blocks: [
        'Diese Bedingungen gelten, wenn du den Marktplatz besuchst, dich registrierst, eine Wallet besitzt oder Sammelobjekte handelst. Mit deiner Zustimmung bestätigst du, dass du dort, wo du lebst, alt genug für einen verbindlichen Vertrag bist.',
        'Dazu gehören unsere [Datenschutzerklärung](/legal/privacy), [Cookie-Richtlinie](/legal/cookies), [Nutzungsrichtlinie](/legal/acceptable-use) und [Richtlinie zu Gebühren und Erstattungen](/legal/fees) als Teil derselben Vereinbarung.',
      ],
    },
    {
      id: 'account',
      heading: 'Dein Konto',
      blocks: [
        'Du meldest dich mit einem Passwort oder mit Google oder Apple an. Behalte deine Anmeldedaten für dich; was unter deinem Konto geschieht, liegt in deiner Verantwortung, es sei denn, du meldest uns, dass es übernommen wurde.',
        'Aktiviere die Zwei-Faktor-Authentifizierung für zusätzlichen Schutz. In den Kontoeinstellungen siehst du die angemeldeten Geräte und kannst sie entfernen.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Deine Wallet und der Server-Tresor',
      blocks: [
        'Der Schlüssel deiner Wallet wird in deinem Browser erzeugt. Er erreicht unseren Server-Tresor nur verschlüsselt mit deinem Wallet-Passwort (oder dem Geheimnis deiner Google- oder Apple-Anmeldung), daher können wir ihn weder lesen noch für dich signieren.',
        'Verlierst du dein Wallet-Passwort, kannst du es nach einer erneuten Anmeldung mit der Rettungskopie ersetzen. Verlierst du Passwort und Anmeldeweg, können wir die Wallet nicht für dich wiederherstellen.',
      ],
    },
    {
      id: 'collectibles',
      heading: 'Sammelobjekte, Angebote und Gebote',
      blocks: [
        'Sammelobjekte sind digitale Gegenstände aus den Spielen unserer Händler. Ein Kauf legt den Gegenstand in deine Sammlung; er gibt dir keine Rechte am Spiel, seiner Grafik oder seiner Marke.',
        [
          'Ein Inserat ist ein Verkaufsangebot zu deinem Preis; es bleibt offen, bis es verkauft ist oder du es zurückziehst.',
          'Ein Gebot bindet dich, bis es angenommen, abgelehnt oder zurückgezogen wird; das nötige GEM wird so lange zurückgelegt.',
          'Jeder Kauf, Verkauf und jedes Gebot wird mit deiner Wallet-Signatur bestätigt; ein signierter Kauf ist endgültig.',
        ],
      ],
    },
    {
      id: 'payments',
      heading: 'GEM, Gebühren und Zahlungen',
      blocks: [
        'Preise sind in GEM angegeben. Die angezeigten US-Dollar-Beträge sind Schätzungen zum aktuellen Kurs und können sich jederzeit ändern.',
        'Auf jeden Kauf fällt die Marktplatzgebühr an, die der Käufer zusätzlich zum Preis zahlt. Wie sie berechnet wird, ihr Mindestbetrag und wann GEM erstattet wird, steht in der [Richtlinie zu Gebühren und Erstattungen](/legal/fees).',
      ],
    },
    {
      id: 'conduct',
      heading: 'Faire Nutzung des Marktplatzes',
      blocks: [
        'Nutze den Marktplatz so, wie es die [Nutzungsrichtlinie](/legal/acceptable-use) beschreibt: kein Betrug, keine Preismanipulation, keine Angriffe auf andere oder auf den Dienst.',
      ],
    },
    {
      id: 'ending',
      heading: 'Sperrung, Kündigung und Änderungen',
      blocks: [
        'Wir können ein Konto sperren, das gegen diese Bedingungen verstößt, und sagen dir den Grund, soweit das Gesetz es erlaubt. Du kannst dein Konto jederzeit schließen; lade vorher deine Daten auf der [Exportseite](/export) herunter.',
        'Ändern sich diese Bedingungen, veröffentlichen wir eine neue Version mit Datum und bitten dich vor deinem nächsten Kauf oder Verkauf um Zustimmung. Fragen beantwortet der [Support](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
