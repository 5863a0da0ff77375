import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary: 'Die Cookies und den Browserspeicher, die der Marktplatz nutzt, wie lange jedes davon bleibt und wie du wählst.',
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'Was Cookies sind',
      blocks: [
        'Cookies sind kleine Texte, die dein Browser für eine Website speichert. Wir nutzen einige, ohne die der Marktplatz nicht funktioniert, und Analysen nur mit deiner Zustimmung.',
      ],
    },
    {
      id: 'necessary',
      heading: 'Notwendige Cookies',
      blocks: [
        [
          'Sitzung: hält dich über Neuladen hinweg angemeldet; Skripte der Seite können sie nicht lesen.',
          'Gerät: erkennt diesen Browser unter deinen Geräten, 90 Tage lang.',
          'Geräteschlüssel für die Anmeldung: unterscheidet eine Anmeldung aus einem Browser, den du schon benutzt hast, von einer auf einem neuen Gerät, damit wir dich per E-Mail warnen können; wird nur bei der Anmeldung gesendet, ist für Skripte der Seite nicht lesbar und gilt bis zu 400 Tage.',
          'Sprache: merkt sich die gewählte Sprache, 365 Tage lang.',
          'Wallet-Schlüssel: hält deine entsperrte Wallet eine Stunde lang nutzbar, in verschleierter Form.',
          'Händler und Empfehlung: merken sich den zuletzt besuchten Händler und, 7 Tage lang, wer dich eingeladen hat.',
        ],
      ],
    },
    {
      id: 'analytics',
      heading: 'Analysen',
      blocks: [
        'Wenn du Analysen zustimmst, zählen wir Seitenaufrufe, um zu erfahren, welche Seiten helfen. Vor deiner Zustimmung wird für Analysen nichts geladen oder gesendet, und deine Wahl wird 365 Tage gespeichert.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Weiterer Browserspeicher',
      blocks: [
        'Die Website speichert außerdem Kopien der Übersetzungen und kürzlich angesehener Profile, damit Seiten schneller laden. Die [Seite zum Leeren des Caches](/refresh-cache) löscht sie, ohne dich abzumelden.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Deine Wahl',
      blocks: [
        'Du kannst deine Wahl zu Analysen jederzeit in den Cookie-Einstellungen dieser Seite ändern. Blockierst du notwendige Cookies im Browser, wirst du abgemeldet und die Wallet funktioniert nicht mehr. Mehr zu deinen Daten steht in der [Datenschutzerklärung](/legal/privacy).',
      ],
    },
  ],
} satisfies PolicyDocument;
