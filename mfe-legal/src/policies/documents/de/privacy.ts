import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Was der Marktplatz über dich speichert, Funktion für Funktion; warum und auf welcher Rechtsgrundlage; wer sonst damit arbeitet; wie lange wir es aufbewahren; und auf welcher Seite der Website du jedes deiner Rechte ausübst.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Wer wir sind und wofür diese Erklärung gilt',
      blocks: [
        'Der Betreiber des Marktplatzes („wir“, „uns“) entscheidet, wie und wozu deine personenbezogenen Daten auf dem Marktplatz verwendet werden, und ist dafür nach dem Datenschutzrecht verantwortlich. Diese Erklärung gilt für die Website in allen Sprachen, dein Konto und deine Wallet, die E-Mails, die wir senden, und den Support, den wir leisten.',
        'Sie gilt nicht für die Spiele unserer Händler und nicht für die Websites von Google, Apple oder anderen Diensten, die du von unserer aus erreichst; dort gelten deren eigene Richtlinien. Wie wir Cookies und den Speicher deines Browsers nutzen, erklärt die [Cookie-Richtlinie](/legal/cookies).',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Welche Daten jede Funktion erhebt',
      blocks: [
        'Wir erheben nur, was eine Funktion zum Arbeiten braucht. Das meiste gibst du uns selbst; manches entsteht, während du die Website nutzt.',
        [
          'Konto: deine E-Mail-Adresse; dein Passwort, nur als Einweg-Hash gespeichert; bei Anmeldung mit Google oder Apple die E-Mail-Adresse und Kontokennung, die uns der Anbieter gibt; das Beitrittsdatum und die Fassung der Bedingungen, die du akzeptiert hast.',
          'Profil: Benutzername, Anzeigename, Kurzbeschreibung, Profilbild, Banner, bevorzugte Sprache, ob dein Guthaben angezeigt wird, und dein Anti-Phishing-Code (ein Wort, das wir in unsere E-Mails drucken, damit du sie von Fälschungen unterscheiden kannst).',
          'Sicherheit: ob die Zwei-Faktor-Authentifizierung an ist, und ihr Geheimnis, mit dem wir deine Codes prüfen; jeder angemeldete Browser (ein Name, der User-Agent des Browsers, der Anmeldeweg, wann er zuerst und zuletzt gesehen wurde); und ein Zufallsschlüssel in einem Cookie, mit dem wir einen Browser wiedererkennen, den du schon benutzt hast, und dich vor einem neuen warnen.',
          'Wallet: deine Wallet-Adresse, die verschlüsselten Kopien deines Schlüssels im Tresor und die unter [Was wir nicht lesen können](#vault) beschriebenen Geheimnisse.',
          'Handel: dein GEM-Guthaben und sein Hauptbuch; die Käufe, Reservierungen, Angebote, Gebote, Crafts, Überweisungen und Einzahlungen, die du tätigst, mit Beträgen, Gebühren, Zeitpunkten und den Wallet-Signaturen, die sie freigegeben haben; die Sammelobjekte, die du hältst, und deine Favoriten.',
          'Empfehlungen und Influencer-Programm: wer dich eingeladen hat (aus einem Empfehlungslink, 7 Tage bis zur Registrierung in einem Cookie gespeichert), die Menschen, die du eingeladen hast, und deine Prämien; bei einer Bewerbung Name, E-Mail-Adresse, Kanaladresse, Reichweite und Nachricht, die du sendest.',
          'Identitätsprüfung: wie weit deine Prüfung ist und ihre Schritte. Die Dokumente selbst gehen an den Prüfdienstleister; wir speichern sein Ergebnis.',
          'Benachrichtigungen und E-Mail: die Benachrichtigungen, die wir dir zeigen, die E-Mails, die wir dir senden, und deine Kommunikationseinstellungen.',
          'Support: deine E-Mail-Adresse, das Thema, deine Nachricht und ein eventueller Anhang.',
          'Fehler: Wenn auf der Website ein Fehler auftritt, sendet dein Browser uns, was schiefging (die Art des Fehlers, seinen Status und Details, wobei alles entfernt wird, was nach einem Geheimnis aussieht), und deine Kontokennung, wenn du angemeldet bist.',
          'Analyse, nur wenn du zustimmst: die geöffnete Seite ohne Abfrage und Anker, die Sprache und eine zufällige Besuchernummer. Nie dein Konto.',
        ],
      ],
    },
    {
      id: 'why',
      heading: 'Wozu wir sie nutzen und auf welcher Rechtsgrundlage',
      blocks: [
        'Das Datenschutzrecht verlangt für jede Nutzung personenbezogener Daten eine Rechtsgrundlage. Das sind unsere:',
        {
          table: {
            head: ['Was wir tun', 'Rechtsgrundlage'],
            rows: [
              [
                'Dein Konto, deine Wallet und deine Geschäfte eröffnen und führen; die E-Mails senden, die der Dienst braucht',
                'Erfüllung unseres Vertrags mit dir (der [Nutzungsbedingungen](/legal/terms))',
              ],
              [
                'Aufzeichnungen über Zahlungen und Geschäfte aufbewahren; Identität prüfen, wo das Gesetz es verlangt; Behörden antworten',
                'Rechtliche Verpflichtung',
              ],
              [
                'Konten und Marktplatz schützen: Geräte erkennen, Sicherheitshinweise senden, Betrug und Missbrauch erkennen, Fehler beheben',
                'Unser berechtigtes Interesse an einem sicheren, funktionierenden Dienst, abgewogen gegen deine Rechte',
              ],
              ['Deine Supportanfragen und Bewerbungen beantworten', 'Vertragserfüllung, oder Schritte, um die du vor einem Vertrag gebeten hast'],
              ['Neuigkeiten und Angebote per E-Mail senden', 'Deine Einwilligung, die du auf der [Kommunikationsseite](/communications) änderst'],
              ['Messen, welche Seiten genutzt werden (Analyse)', 'Deine Einwilligung, die du in den [Cookie-Einstellungen](/legal/cookies) änderst'],
            ],
          },
        },
        'Wo wir uns auf eine Einwilligung stützen, kannst du sie jederzeit widerrufen; das macht die frühere Nutzung nicht rechtswidrig. Wir treffen keine Entscheidungen über dich, die allein auf automatisierter Verarbeitung beruhen und dir gegenüber rechtliche Wirkung entfalten oder dich ähnlich erheblich beeinträchtigen.',
      ],
    },
    {
      id: 'vault',
      heading: 'Was wir nicht lesen können',
      blocks: [
        'Dein Wallet-Schlüssel wird in deinem Browser erzeugt und verschlüsselt, bevor er unseren Tresor erreicht. Ob wir eine Kopie öffnen könnten, hängt von der Kopie ab:',
        [
          'Die Kopie, die dein Wallet-Passwort schützt: Das Passwort erhalten wir nie, deshalb können wir sie nicht öffnen.',
          'Die Kopie eines Google- oder Apple-Kontos: Sie ist mit einem Geheimnis verschlüsselt, das unser Server aufbewahrt und nur an eine über diesen Anbieter angemeldete Sitzung herausgibt.',
          'Die Rettungskopie: Unser Server bewahrt das Geheimnis auf, das sie öffnet, und gibt es nur an die Rettungsanmeldung heraus, damit du ein vergessenes Passwort ersetzen kannst.',
        ],
        'Wir verwenden diese Geheimnisse nie, um deinen Schlüssel zu öffnen. Dein Anmeldepasswort speichern wir nur als Hash, aus dem sich das Passwort nicht zurückgewinnen lässt. Unser Team fragt dich nie nach einem Passwort, einem Code oder deinem Schlüssel.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Wer sie sonst sieht',
      blocks: [
        [
          'Alle: dein öffentliches Profil (Benutzername, Anzeigename, Kurzbeschreibung, Bild und Banner), die Sammelobjekte, die du hältst, deine Angebote und die Verkäufe, die im Preisverlauf eines Artikels erscheinen.',
          'Die andere Seite eines Geschäfts: dein Benutzername sowie Artikel, Betrag und Zeitpunkt des Geschäfts.',
          'Händler: welche ihrer Artikel du gekauft, verkauft oder gecraftet hast, und ob du ihr Spiel spielst, wenn du es verknüpfst.',
          'Behörden: nur, wozu uns das Gesetz verpflichtet, nachdem wir geprüft haben, dass die Anfrage rechtmäßig ist.',
        ],
        'Wir verkaufen deine personenbezogenen Daten nicht und geben sie nicht an Werbetreibende weiter.',
      ],
    },
    {
      id: 'processors',
      heading: 'Dienstleister, die für uns arbeiten',
      blocks: [
        'Einige Unternehmen verarbeiten Daten in unserem Auftrag, mit Verträgen, die ihnen die Nutzung nur nach unseren Weisungen erlauben und sie zum Schutz der Daten verpflichten:',
        [
          'Hosting- und Datenbankanbieter, die unsere Server betreiben;',
          'ein E-Mail-Versanddienst, der unsere Mails zustellt;',
          'Google und Apple, wenn du dich mit ihnen anmeldest;',
          'ein Dienstleister für Identitätsprüfung, wenn du deine Identität prüfen lässt;',
          'ein Bot-Schutz (Google reCAPTCHA), der prüft, dass ein Mensch und kein Skript eine Wallet anlegt, rettet oder ein Formular sendet;',
          'ein Analysedienst, nur nachdem du der Analyse zugestimmt hast;',
          'ein Blockchain-Explorer, der deine öffentliche Wallet-Adresse erhält, um ihr Guthaben auf der Chain zu lesen.',
        ],
        'Die Symbole der Website kommen von einem Icon-Dienst; dein Browser fragt dort Bilder ab und sendet nichts über dein Konto.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Übermittlung in andere Länder',
      blocks: [
        'Unsere Dienstleister können Daten in anderen Ländern als deinem verarbeiten, auch in den Vereinigten Staaten. Verlassen Daten den Europäischen Wirtschaftsraum, das Vereinigte Königreich oder die Schweiz, stützen wir uns auf einen Angemessenheitsbeschluss oder auf die dafür genehmigten Standardvertragsklauseln, mit zusätzlichen Maßnahmen, wo nötig. Eine Kopie dieser Garantien kannst du über den [Support](/support) anfordern.',
      ],
    },
    {
      id: 'retention',
      heading: 'Wie lange wir sie aufbewahren',
      blocks: [
        'Wir bewahren Daten nur so lange auf, wie sie dem Zweck dienen, für den wir sie erhoben haben, oder wie das Gesetz es verlangt:',
        {
          table: {
            head: ['Daten', 'Wie lange'],
            rows: [
              ['Konto, Profil und Einstellungen', 'Solange das Konto besteht; gelöscht, wenn eine Schließung wirksam wird, 14 Tage nach deinem Antrag'],
              ['Angemeldete Browser', 'Bis du dich abmeldest oder den Browser auf der Geräteseite entfernst'],
              ['Für Sicherheitshinweise erkannte Browser', 'Bis du den Browser auf der Geräteseite entfernst oder das Konto gelöscht wird'],
              ['Verschlüsselte Kopien deines Wallet-Schlüssels', 'Bis du sie ersetzt oder das Konto gelöscht wird'],
              [
                'Hauptbuch der Käufe, Verkäufe, Überweisungen und Einzahlungen',
                '10 Jahre nach dem Geschäft, wie Zahlungs- und Buchführungsrecht es verlangen; ohne Name und E-Mail-Adresse, sobald das Konto gelöscht ist',
              ],
              ['Angebote und Gebote ohne Abschluss', 'Zurückgezogen und gelöscht, wenn das Konto gelöscht wird'],
              ['Ergebnis der Identitätsprüfung', '5 Jahre nach Ende des Kontos, wo das Geldwäscherecht es verlangt; sonst mit dem Konto gelöscht'],
              ['Supportanfragen', '2 Jahre nach der letzten Nachricht'],
              ['Fehlerberichte', '90 Tage'],
              ['Seitenaufrufe der Analyse', '13 Monate, nie mit einem Konto verknüpft'],
            ],
          },
        },
      ],
    },
    {
      id: 'closing',
      heading: 'Wenn du dein Konto schließt',
      blocks: [
        'Du schließt dein Konto in deinen [Kontoeinstellungen](/user-portal/account). 14 Tage lang kannst du es dir anders überlegen, indem du dich anmeldest. Nach den 14 Tagen ziehen wir deine Angebote und Gebote zurück und löschen dein Profil, deine E-Mail-Adresse, Anmeldewege, Geräte, Schlüsselkopien, Einstellungen, Benachrichtigungen und Favoriten.',
        'Das Hauptbuch behält die Geschäfte, die du getätigt hast, weil das Gesetz Aufzeichnungen über Zahlungen verlangt und weil die Menschen, die mit dir gehandelt haben, behalten, was sie gekauft haben. Ab dann sind diese Einträge mit einer zufälligen Kennung und deiner Wallet-Adresse verknüpft, nicht mit deinem Namen oder deiner E-Mail-Adresse.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Deine Rechte und wo du sie ausübst',
      blocks: [
        'Du hast das Recht, deine Daten einzusehen, zu berichtigen, herunterzuladen und löschen zu lassen, ihrer Nutzung zu widersprechen oder sie einschränken zu lassen und Einwilligungen zu widerrufen. Für die meisten dieser Rechte gibt es einen Knopf auf der Website:',
        {
          table: {
            head: ['Dein Recht', 'Wo du es ausübst'],
            rows: [
              [
                'Alles einsehen und herunterladen, was wir über dich speichern (Auskunft und Datenübertragbarkeit)',
                'Die [Exportseite](/export): eine Datei mit all deinen Daten und deine Transaktionen als Tabelle',
              ],
              [
                'Deine Daten berichtigen',
                'Deine [Kontoeinstellungen](/user-portal/account) für Profil, E-Mail-Adresse und Sprache; der [Support](/support) für alles andere',
              ],
              ['Deine Daten löschen', 'Schließe das Konto in deinen [Kontoeinstellungen](/user-portal/account)'],
              ['Keine Neuigkeiten und Angebote mehr per E-Mail', 'Die [Kommunikationsseite](/communications) oder der Abmeldelink in jeder solchen E-Mail'],
              ['Einwilligung in die Analyse widerrufen', 'Die [Cookie-Einstellungen](/legal/cookies)'],
              ['Einen Browser abmelden, damit wir ihn nicht mehr erkennen', 'Die [Geräteseite](/user-portal/account/devices)'],
              ['Einer Nutzung deiner Daten widersprechen oder sie einschränken', 'Schreib an den [Support](/support) mit dem Thema Konto'],
            ],
          },
        },
        'Anfragen über den Support beantworten wir innerhalb eines Monats und sagen dir, wenn eine komplexe Anfrage länger dauert. Du hast außerdem das Recht, dich bei der Datenschutzaufsichtsbehörde des Landes zu beschweren, in dem du lebst oder arbeitest.',
      ],
    },
    {
      id: 'children',
      heading: 'Kinder',
      blocks: [
        'Der Marktplatz ist nicht für Menschen unter 18 Jahren gedacht, und wir speichern wissentlich keine Daten über Kinder. Wenn du glaubst, dass ein Kind ein Konto eröffnet hat, sag es uns über den [Support](/support), und wir schließen es.',
      ],
    },
    {
      id: 'security',
      heading: 'Wie wir sie schützen',
      blocks: [
        'Die gesamte Verbindung zum Marktplatz ist verschlüsselt. Änderungen an deinem Wallet-Tresor verlangen einen frischen Nachweis, dass du es bist, und jede Bewegung von GEM oder einem Sammelobjekt braucht die Signatur deiner Wallet. Wir senden dir einen Sicherheitshinweis, wenn sich jemand von einem neuen Browser anmeldet, dein Passwort oder deine Zwei-Faktor-Einstellung ändert oder deine Wallet rettet.',
        'Nur die Mitarbeitenden, die sie für ihre Arbeit brauchen, können auf personenbezogene Daten zugreifen. Gefährdet eine Datenpanne deine Daten, melden wir sie der Behörde innerhalb von 72 Stunden und dir unverzüglich, mit dem, was geschehen ist und was du tun kannst.',
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen dieser Erklärung',
      blocks: [
        'Wenn wir diese Erklärung ändern, veröffentlichen wir oben auf dieser Seite eine neue Fassung mit ihrem Datum. Betrifft eine Änderung, wie wir Daten nutzen, die du uns schon gegeben hast, sagen wir es dir auf der Website, bevor sie gilt, und bitten um deine Einwilligung, wo das Gesetz es verlangt.',
      ],
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      blocks: [
        'Für jede Frage zu deinen Daten oder dieser Erklärung schreib uns über den [Support](/support) mit dem Thema Konto. Angemeldet ist deine Anfrage mit deinem Konto verbunden, sodass wir dich nicht erneut bitten müssen, nachzuweisen, wer du bist.',
      ],
    },
  ],
} satisfies PolicyDocument;
