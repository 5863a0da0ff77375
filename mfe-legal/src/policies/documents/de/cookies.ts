import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Jedes Cookie und jeder Eintrag im Browserspeicher, den der Marktplatz schreibt: wofür er da ist, wie lange er bleibt und ob wir Ihre Einwilligung brauchen. Die Tabelle unten wird aus dem Code erzeugt, der sie schreibt.',
  sections: [
    {
      id: 'about',
      heading: 'Über diese Richtlinie',
      blocks: [
        'Diese Richtlinie gilt für die Website des Marktplatzes: Shop, Markt und Handwerk jedes Händlers, Ihr Nutzerportal, die Seiten Ihrer Wallet und diese Rechtstexte, in allen neun Sprachen. Sie erklärt die kleinen Informationen, die die Website in Ihrem Browser ablegt, während Sie sie nutzen.',
        'Sie ergänzt die [Datenschutzerklärung](/legal/privacy), die erklärt, was wir auf unseren Servern mit Ihren personenbezogenen Daten tun, und die [Nutzungsbedingungen](/legal/terms). Scheint etwas hier ihnen zu widersprechen, entscheidet die Datenschutzerklärung, wie Ihre Daten behandelt werden.',
      ],
    },
    {
      id: 'what-we-use',
      heading: 'Cookies und Browserspeicher',
      blocks: [
        'Ein Cookie ist ein kurzer Text, den Ihr Browser für eine Website aufbewahrt und mit manchen ihrer Anfragen zurückschickt. Der lokale Speicher und der Sitzungsspeicher sind ähnliche Ablagen, die nur die Seiten der Website selbst lesen können: Der lokale Speicher bleibt, bis er geleert wird, der Sitzungsspeicher wird beim Schließen des Tabs geleert.',
        'Wir nutzen alle drei, und nur aus zwei Gründen:',
        [
          'um zu tun, worum Sie gebeten haben: Sie angemeldet halten, Ihre entsperrte Wallet eine Weile nutzbar halten, Ihre Sprache und den zuletzt besuchten Händler merken sowie Anmeldungen und Wallet-Aktionen schützen;',
          'um Seitenaufrufe zu zählen, und nur, wenn Sie der Analyse zustimmen.',
        ],
        'Wir nutzen Cookies nicht für Werbung, verkaufen ihren Inhalt nicht und bilden kein Profil von Ihnen über andere Websites hinweg.',
      ],
    },
    {
      id: 'the-list',
      heading: 'Alle Cookies und Speicherschlüssel, die wir verwenden',
      blocks: [
        'Die Tabelle führt alles auf, was die Website in Ihren Browser schreibt. Sie entsteht aus demselben Verzeichnis, über das der Code schreiben muss: Ein Cookie oder Schlüssel, der nicht im Verzeichnis steht, kann nicht geschrieben werden, und ein automatischer Test schlägt fehl, wenn Code es versucht. Ein Name mit einem Teil in geschweiften Klammern steht für eine Familie von Namen, in der dieser Teil wechselt: Es gibt zum Beispiel ein Wallet-Schlüssel-Cookie pro Konto.',
        'Die Dauer zählt ab dem Schreiben; wird ein Eintrag erneut geschrieben (etwa bei jeder Anmeldung), beginnt seine Dauer von vorn.',
      ],
      table: 'storage-registry',
    },
    {
      id: 'necessary',
      heading: 'Unbedingt erforderliche Speicherung',
      blocks: [
        'Fast die ganze Tabelle ist unbedingt erforderlich: Ohne sie funktioniert der Dienst nicht, den Sie angefordert haben. Deshalb verlangt das Gesetz keine Einwilligung, und die Website fragt nicht danach. Drei Beispiele zeigen, warum.',
        [
          'Ihre Sitzung liegt in einem Cookie, das Skripte der Seite nicht lesen können und das nur an die Anmeldepfade unseres Servers gesendet wird. Ohne es wären Sie nach jedem Neuladen abgemeldet.',
          'Der private Schlüssel Ihrer Wallet verlässt Ihren Browser nie unverschlüsselt. Nach dem Entsperren wird er eine Stunde lang in zwei Hälften aufbewahrt: eine verschlüsselte Kopie in einem Cookie mit dem Namen Ihres Kontos und der Schlüssel dazu im Sitzungsspeicher, der mit dem Tab verschwindet. Keine Hälfte nützt allein, und keine wird je an uns gesendet.',
          'Eine zufällige Geräte-ID und ein Geräteschlüssel lassen uns eine Anmeldung aus einem bekannten Browser von einer auf einem neuen Gerät unterscheiden, damit wir Sie per E-Mail warnen können, wenn jemand anderes Ihr Passwort haben könnte.',
        ],
        'Wenn Sie diese im Browser blockieren, werden Sie abgemeldet, die Wallet kann Käufe, Angebote und Handwerk nicht mehr signieren, und jede Anmeldung sieht aus wie ein neues Gerät.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Analyse, nur mit Ihrer Einwilligung',
      blocks: [
        'Bei Ihrem ersten Besuch fragt die Website, ob Sie der Analyse zustimmen. Bis Sie antworten, und wenn Sie ablehnen, wird nichts gezählt und kein Analyseskript geladen.',
        'Stimmen Sie zu, wird Ihrer Cookie-Auswahl eine zufällige Besucher-ID hinzugefügt, und Seitenaufrufe werden auf unserem eigenen Server unter ihr gezählt: die Adresse der Seite ohne ihre Abfrage, ihre Sprache und die Uhrzeit. Wir nutzen die Zahlen, um zu erfahren, welche Seiten von Shop, Markt und Portal Menschen helfen und welche sie verwirren. Sie werden nie mit Ihren Käufen, Ihrer Wallet oder Ihrer E-Mail-Adresse verknüpft.',
        'Ihre Auswahl selbst wird 365 Tage im Einwilligungs-Cookie gespeichert, damit wir nicht auf jeder Seite neu fragen. Widerrufen Sie die Einwilligung, wird die Besucher-ID sofort daraus gelöscht.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Andere Websites und Dienste',
      blocks: [
        'Der Marktplatz setzt keine Werbe- oder Social-Media-Cookies, und kein anderes Unternehmen kann den hier aufgeführten Speicher lesen. Bilder der Sammelobjekte und der GEM-Kurs kommen von uns.',
        'Wenn Sie eine Wallet erstellen oder wiederherstellen oder ohne Anmeldung eine Supportanfrage senden, bestätigt eine Menschlichkeitsprüfung, dass Sie ein Mensch sind; ihr Token bleibt im lokalen Speicher, bis es verwendet wird, damit ein Neuladen nicht zweimal fragt. Die Anmeldung mit Google oder Apple führt Sie auf deren Seiten, wo deren eigene Cookie-Richtlinien gelten.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Ihre Wahl',
      blocks: [
        [
          'Ändern Sie Ihre Entscheidung zur Analyse jederzeit in den Cookie-Einstellungen oben auf dieser Seite. Sie gilt sofort auf jeder geöffneten Seite.',
          'Beim Abmelden werden Ihre Sitzung, das Wallet-Schlüssel-Cookie mit dem Namen Ihres Kontos, seine Hälfte im Sitzungsspeicher und das Empfehlungs-Cookie entfernt. Geräte-ID, Sprache und Händler bleiben, weil sie nichts darüber sagen, wer Sie sind.',
          'Die [Seite zum Aktualisieren des Caches](/refresh-cache) leert zwischengespeicherte Daten, ohne Sie abzumelden.',
          'Ihr Browser kann alle Cookies und Speicher der Website jederzeit löschen. Sie werden dann abgemeldet, und Ihre Wallet fragt erneut nach ihrem Passwort.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen und Kontakt',
      blocks: [
        'Wenn wir ein Cookie oder einen Speicherschlüssel hinzufügen, entfernen oder ändern, ändert sich die Tabelle oben mit dem Code, und wir aktualisieren Version und Datum dieser Richtlinie. Braucht eine Änderung Ihre Einwilligung, fragt die Website erneut, bevor sie etwas Neues schreibt.',
        'Fragen zu Cookies oder Ihren Daten richten Sie bitte an den [Support](/support). Mehr zu Ihren Rechten steht in der [Datenschutzerklärung](/legal/privacy).',
      ],
    },
  ],
} satisfies PolicyDocument;
