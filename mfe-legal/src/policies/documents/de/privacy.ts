import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'Was der Marktplatz über dich speichert, warum, wie lange und wie du es einsehen, herunterladen oder löschen kannst.',
  sections: [
    {
      id: 'what-we-keep',
      heading: 'Was wir speichern',
      blocks: [
        [
          'Dein Konto: E-Mail-Adresse, Benutzername, Anzeigename, Profilbild und Einstellungen.',
          'Deine Aktivität: Käufe, Verkäufe, Gebote, Inserate, Sammelobjekte und Benachrichtigungen.',
          'Deine Geräte: die Browser, die bei deinem Konto angemeldet sind, und wann sie zuletzt genutzt wurden.',
          'Support: deine Anfragen und unsere Antworten.',
        ],
      ],
    },
    {
      id: 'vault',
      heading: 'Was wir nie sehen',
      blocks: [
        'Der Schlüssel deiner Wallet wird in deinem Browser verschlüsselt, bevor er unseren Tresor erreicht. Wir speichern nur diese verschlüsselte Kopie und können sie nicht öffnen. Passwörter speichern wir nie in lesbarer Form.',
      ],
    },
    {
      id: 'why',
      heading: 'Wozu wir sie nutzen',
      blocks: [
        'Um dein Konto und deine Geschäfte zu führen, den Marktplatz vor Betrug zu schützen, Support-Anfragen zu beantworten und dir – nur mit deiner Zustimmung – Neuigkeiten per E-Mail zu senden. Analysen laufen erst, nachdem du sie im Cookie-Banner erlaubt hast.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Wer sie noch sieht',
      blocks: [
        'Andere sehen nur dein öffentliches Profil und deine Inserate. Händler erfahren, welche ihrer Gegenstände du gekauft hast. Identitäts- und Prüfdienste erhalten nur, was ihre Prüfung braucht. Wir verkaufen deine Daten nicht.',
      ],
    },
    {
      id: 'retention',
      heading: 'Wie lange wir sie speichern',
      blocks: [
        'Kontodaten speichern wir, solange das Konto besteht. Handelsaufzeichnungen bewahren wir danach so lange auf, wie das Gesetz es verlangt; alles andere wird gelöscht, wenn du das Konto schließt.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Deine Wahl und deine Rechte',
      blocks: [
        'Lade alles, was wir über dich speichern, auf der [Exportseite](/export) herunter. Wähle auf der [Kommunikationsseite](/communications), welche E-Mails du erhältst. Zum Berichtigen oder Löschen deiner Daten schreibe an den [Support](/support).',
        'Wie Cookies eingesetzt werden, erklärt die [Cookie-Richtlinie](/legal/cookies).',
      ],
    },
  ],
} satisfies PolicyDocument;
