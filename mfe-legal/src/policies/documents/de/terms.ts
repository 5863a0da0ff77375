import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-03',
  lastUpdated: '2026-12-03',
  summary:
    'Die Vereinbarung zwischen dir und dem Marktplatz: wer ihn nutzen darf, wer welchen Schlüssel deiner Wallet hält, wie GEM, Käufe, Angebote, Gebote und Crafting funktionieren, was passiert, wenn du gehst oder wir aufhören, und wie wir Änderungen ankündigen.',
  changeLog: [
    {
      version: '2026-12-03',
      changes: [
        'Der Abschnitt zur Kontoschließung sagt: Wenn du dich nur mit Google oder Apple anmeldest, bestätigst du mit einer erneuten Anmeldung dort, dass du es bist, statt mit einem Passwort.',
      ],
    },
    {
      version: '2026-12-02',
      changes: [
        'Vollständig neu geschrieben, in einfachen Worten, mit einem Abschnitt pro Thema.',
        'Der Wallet-Abschnitt sagt, welche Kopie deines Schlüssels wir öffnen können und welche nicht.',
        'Neue Abschnitte zur Kontoschließung (sie dauert 14 Tage und lässt sich widerrufen) und dazu, was geschieht, wenn der Marktplatz eingestellt wird.',
      ],
    },
    {
      version: '2026-11-01',
      changes: [
        'Kaufen und Verkaufen setzt jetzt voraus, dass die aktuellen Bedingungen akzeptiert sind.',
        'Die Marktplatzgebühr und ihr Mindestbetrag werden in einer eigenen Richtlinie erklärt.',
        'Der Wallet-Abschnitt sagt klarer, was der Server-Tresor speichert und was er nie sieht.',
      ],
    },
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'Über diese Bedingungen',
      blocks: [
        'Diese Bedingungen sind die Vereinbarung zwischen dir und dem Betreiber des Marktplatzes („wir“, „uns“). Sie gelten, wenn du den Marktplatz besuchst, ein Konto anlegst, eine Wallet besitzt, Sammelobjekte kaufst, verkaufst, Gebote abgibst oder craftest. Bitte lies sie: Sie erklären, was du von uns erwarten kannst und was wir von dir erwarten.',
        'Dazu gehören unsere [Datenschutzerklärung](/legal/privacy), [Cookie-Richtlinie](/legal/cookies), [Nutzungsrichtlinie](/legal/acceptable-use) und [Richtlinie zu Gebühren und Erstattungen](/legal/fees) als Teil derselben Vereinbarung. Widersprechen sich eine Richtlinie und diese Bedingungen, gehen diese Bedingungen vor.',
        'Jede Fassung dieser Bedingungen hat ein Datum. Wenn du sie akzeptierst, akzeptierst du diese Fassung; die Liste am Ende dieser Seite ([Was sich geändert hat](#what-changed)) nennt, was jede Fassung geändert hat.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Wer den Marktplatz nutzen darf',
      blocks: [
        'Die öffentlichen Seiten darf jede Person ansehen. Um ein Konto zu eröffnen, musst du:',
        [
          'mindestens 18 Jahre alt sein, oder volljährig nach dem Recht deines Wohnorts, wenn das später ist;',
          'nach dem für dich geltenden Recht einen verbindlichen Vertrag schließen können;',
          'nicht durch Sanktionen oder das Recht deines Wohnorts von einem Dienst wie unserem ausgeschlossen sein;',
          'kein Konto haben, das wir wegen Verstößen gegen diese Bedingungen geschlossen haben, es sei denn, wir haben einer Rückkehr zugestimmt.',
        ],
        'Jede Person hat ein Konto. Ein Konto ist persönlich: Du darfst es nicht verkaufen, verleihen oder andere darüber handeln lassen. Manche Funktionen, etwa höhere Limits oder das Influencer-Programm, verlangen vorher eine Identitätsprüfung auf der [Verifizierungsseite](/user-portal/kyc).',
      ],
    },
    {
      id: 'account',
      heading: 'Dein Konto',
      blocks: [
        'Du meldest dich mit E-Mail-Adresse und Passwort an, oder mit Google oder Apple. Behalte deine Anmeldedaten für dich. Was unter deinem Konto geschieht, liegt in deiner Verantwortung, es sei denn, du teilst uns mit, dass jemand es übernommen hat – dann helfen wir dir, es zurückzubekommen.',
        'Schütze das Konto mit der Zwei-Faktor-Authentifizierung, die du in deinen [Kontoeinstellungen](/user-portal/account) einschaltest. Dort änderst du auch Passwort, E-Mail-Adresse und Profil. Jeder Browser, der bei deinem Konto angemeldet ist, steht auf der [Geräteseite](/user-portal/account/devices), wo du jeden davon abmelden kannst.',
        'Wir senden dir die E-Mails, die der Dienst braucht (Anmeldecodes, Sicherheitshinweise, Belege). Welche weiteren Nachrichten du bekommst, entscheidest du auf der [Kommunikationsseite](/communications).',
        'Halte die Angaben in deinem Konto wahr. Benutzername, Anzeigename, Profilbild und Kurzbeschreibung sind öffentlich; nutze sie nicht, um dich als jemand anderes auszugeben.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Deine Wallet und der Server-Tresor',
      blocks: [
        'Deine Wallet ist ein Schlüsselpaar, das beim Einrichten in deinem Browser erzeugt wird. Ihr privater Schlüssel signiert deine Käufe, Verkäufe, Gebote, Crafts und Überweisungen. Im Klartext existiert er nur im Arbeitsspeicher deines Browsers, solange die Wallet entsperrt ist. Höchstens eine Stunde lang liegt er außerdem in einem verschleierten Cookie in deinem Browser, damit ein Neuladen nicht erneut nach dem Passwort fragt.',
        'In unseren Server-Tresor gelangen nur verschlüsselte Kopien dieses Schlüssels. Wer welche Kopie öffnen kann, ist unterschiedlich, und du solltest es wissen:',
        [
          'Die Passwort-Kopie wird in deinem Browser mit deinem Wallet-Passwort verschlüsselt. Dieses Passwort erhalten wir nie, deshalb können wir diese Kopie nicht öffnen.',
          'Meldest du dich mit Google oder Apple an, wird deine Kopie mit einem Geheimnis verschlüsselt, das unser Server aufbewahrt und nur an eine über diesen Anbieter angemeldete Sitzung herausgibt. Diese Kopie schützt unsere Sicherheit, nicht nur deine.',
          'Die Rettungskopie ist für ein Rettungs-Schlüsselpaar versiegelt. Unser Server bewahrt dessen Geheimnis auf und gibt es nur an eine Sitzung heraus, die über die Rettungsanmeldung kam – damit du die Wallet zurückbekommst, wenn du dein Passwort vergisst.',
        ],
        'Wir verwenden die Geheimnisse, die wir aufbewahren, nicht, um deinen Schlüssel zu öffnen oder für dich zu signieren, und niemand in unserem Team kann sie im normalen Betrieb anfordern. Jede Bewegung eines Sammelobjekts oder von GEM braucht eine Signatur deiner Wallet; eine gestohlene Sitzung allein kann nichts bewegen.',
        'Wenn du dein Wallet-Passwort verlierst, kannst du über die [Wallet-Rettung](/rescue) nach der Rettungsanmeldung ein neues wählen. Verlierst du Passwort und Anmeldeweg zugleich, können wir die Wallet nicht für dich wiederherstellen. Wer deinen privaten Schlüssel hat, kontrolliert die Wallet: Wenn du eine Kopie aufbewahrst, dann an einem sicheren Ort.',
      ],
    },
    {
      id: 'gem',
      heading: 'GEM und sein Dollarwert',
      blocks: [
        'Preise auf dem Marktplatz sind in GEM angegeben, einem digitalen Token mit 18 Nachkommastellen. Dein GEM-Guthaben ist in unserem Hauptbuch zu deiner Wallet-Adresse verbucht, und jede Bewegung siehst du auf deiner [Aktivitätsseite](/user-portal/activity).',
        'Neben GEM-Beträgen zeigen wir einen Wert in US-Dollar. Er ist der GEM-Betrag mal dem aktuellen Kurs (jetzt {rateUsd} pro GEM), der etwa alle 30 Sekunden aktualisiert wird. Er ist eine Schätzung, die beim Vergleichen hilft, kein Preis, zu dem wir GEM kaufen oder verkaufen, und kann sich jederzeit ändern.',
        'GEM ist kein Geld, keine Einlage und keine Geldanlage. Wir zahlen keine Zinsen darauf und versprechen nicht, dass es einen Wert behält. Wir tauschen GEM nicht in Geld, außer eine Funktion der Website sagt das ausdrücklich und erklärt ihre eigenen Bedingungen.',
        'GEM auf deine Wallet laden und an eine andere Wallet-Adresse senden kannst du auf deiner [Wallet-Seite](/user-portal/wallet). Eine signierte Überweisung ist endgültig; prüfe die Adresse, denn GEM, das an eine Adresse ohne Besitzer geht, ist verloren.',
      ],
    },
    {
      id: 'payments',
      heading: 'Käufe, die Gebühr und ihr Mindestbetrag',
      blocks: [
        'Ein Kauf im Shop eines Händlers oder auf dem Markt hat zwei Schritte. Wenn du auf Kaufen drückst, reservieren wir den Artikel kurz und legen seinen Preis und die Gebühr von deinem Guthaben zurück. Wenn du mit deiner Wallet signierst, geht der Artikel in deine Sammlung und das GEM an den Verkäufer. Eine Reservierung, die du nicht signierst, verfällt, und das zurückgelegte GEM kommt zurück.',
        'Auf jeden Kauf fällt die Marktplatzgebühr an, die der Käufer zusätzlich zum Preis zahlt: {feePercent} des Preises, aber nie weniger als {minimumUsd}, zum aktuellen Kurs in GEM umgerechnet. Beim aktuellen Kurs von {rateUsd} pro GEM beträgt dieser Mindestbetrag {floorGem}. Gebühr und Gesamtbetrag werden vor dem Signieren angezeigt, und die angezeigten Beträge sind die berechneten.',
        'Ein signierter Kauf ist endgültig: Sammelobjekte werden sofort geliefert und können nicht zurückgegeben werden. Was wir erstatten, wenn ein Kauf scheitert oder dir ein Artikel berechnet wurde, den du nicht erhalten hast, und wie du darum bittest, steht in der [Richtlinie zu Gebühren und Erstattungen](/legal/fees).',
      ],
    },
    {
      id: 'listings',
      heading: 'Angebote und Gebote',
      blocks: [
        'Du kannst ein Sammelobjekt, das du hältst, zu einem Preis deiner Wahl zum Verkauf anbieten. Ein Angebot richtet sich an den ersten Käufer, der zu diesem Preis signiert, und bleibt offen, bis der Artikel verkauft ist oder du es zurückziehst. Solange ein Artikel angeboten ist, kannst du ihn nicht zum Craften verwenden.',
        'Du kannst ein Gebot auf das Sammelobjekt einer anderen Person abgeben. Der gebotene Betrag und seine Gebühr werden von deinem Guthaben zurückgelegt, solange das Gebot offen ist. Ein Gebot bindet dich, bis es angenommen, abgelehnt oder zurückgezogen wird; nimmt der Besitzer es an, kommt der Verkauf zum gebotenen Betrag zustande, ohne dass du noch etwas tun musst.',
        'Verkäufe zwischen Mitgliedern finden zwischen Käufer und Verkäufer statt. Wir betreiben den Ort, an dem sie sich treffen, verwahren das zurückgelegte GEM, solange ein Handel offen ist, und verbuchen das Ergebnis, prüfen aber nicht, ob ein Preis angemessen ist. Ein Angebot oder Gebot zurückzuziehen ist immer möglich, auch wenn du die aktuellen Bedingungen nicht akzeptiert hast.',
      ],
    },
    {
      id: 'crafting',
      heading: 'Crafting',
      blocks: [
        'Manche Händler bieten Rezepte an, die Sammelobjekte zu einem neuen verbinden. Das Rezept zeigt vor dem Start, welche Artikel es braucht und was es ergibt.',
        'Beim Craften signierst du mit deiner Wallet, und die Zutaten werden verbraucht: Sie verlassen deine Sammlung endgültig, und das Ergebnis kommt sofort hinzu. Ein Craft lässt sich nicht rückgängig machen; prüfe das Rezept also vor dem Signieren.',
        'Händler können Rezepte hinzufügen, ändern oder einstellen. Eine Änderung betrifft nie einen Craft, den du bereits signiert hast.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Verbotenes Verhalten',
      blocks: [
        'Die [Nutzungsrichtlinie](/legal/acceptable-use) beschreibt ausführlich, was nicht erlaubt ist. Kurz gesagt darfst du nicht:',
        [
          'andere Mitglieder betrügen oder täuschen, etwa durch falsche Beschreibung eines Artikels oder indem du dich als Händler oder als Mitglied unseres Teams ausgibst;',
          'Preise manipulieren, etwa durch Handel mit dir selbst oder mit Konten, die du kontrollierst, um einen falschen Markt zu erzeugen;',
          'den Marktplatz nutzen, um Geld zu waschen, Straftaten zu finanzieren oder Sanktionen zu umgehen;',
          'fremde Konten übernehmen, den Dienst ausspähen oder angreifen oder Skripte einsetzen, die ihn unfair belasten;',
          'Namen, Bilder oder Nachrichten veröffentlichen, die rechtswidrig oder hasserfüllt sind oder Rechte anderer verletzen.',
        ],
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Die Kunst und anderes geistiges Eigentum',
      blocks: [
        'Kunst, Namen und Figuren eines Sammelobjekts gehören dem Händler, aus dessen Spiel es stammt, oder seinen Lizenzgebern. Der Kauf eines Sammelobjekts gibt dir den Artikel in deiner Sammlung und das Recht, ihn zu halten, auf dem Marktplatz zu zeigen, zu verkaufen, anzubieten und damit zu craften, wie diese Bedingungen es erlauben.',
        'Er gibt dir weder Eigentum an der Kunst noch eine Urheberrechts- oder Markenlizenz noch irgendein Recht am Spiel. Du darfst Bilder deiner Sammelobjekte für persönliche, nicht kommerzielle Zwecke teilen, etwa in sozialen Medien; du darfst sie ohne Erlaubnis des Händlers nicht auf Waren drucken, in Werbung verwenden oder daraus neue Werke schaffen.',
        'Software, Gestaltung und Texte des Marktplatzes selbst gehören uns. Was du in deinem Profil veröffentlichst, bleibt deins; du erlaubst uns, es auf dem Marktplatz zu zeigen, solange es dort steht.',
        'Wenn du meinst, dass etwas auf dem Marktplatz deine Rechte verletzt, melde es über den [Support](/support) mit genug Angaben, um es zu finden; wir prüfen es umgehend.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Sperrung und Schließung durch uns',
      blocks: [
        'Wir können ein Konto einschränken oder sperren, wenn wir guten Grund zu der Annahme haben, dass es gegen diese Bedingungen oder das Gesetz verstößt, übernommen wurde oder andere Mitglieder gefährdet. Soweit Gesetz und Ermittlungen es zulassen, sagen wir dir, warum, und wie du antworten kannst.',
        'Ein gesperrtes Konto kann nicht kaufen, anbieten, bieten, craften oder GEM senden. Offene Angebote und Gebote können zurückgezogen werden, und das dafür zurückgelegte GEM kommt auf dein Guthaben zurück. Du kannst dich weiterhin anmelden, deine Daten ansehen und sie auf der [Exportseite](/export) herunterladen.',
        'Bei einem schweren oder wiederholten Verstoß können wir das Konto schließen. Eine Schließung durch uns folgt denselben Schritten wie eine Schließung durch dich (nächster Abschnitt), außer wenn das Gesetz uns verpflichtet, mehr aufzubewahren, etwa für eine Ermittlung.',
        'Wenn du meinst, dass wir falsch entschieden haben, schreib an den [Support](/support). Eine Person, die an der Entscheidung nicht beteiligt war, prüft sie.',
      ],
    },
    {
      id: 'closing',
      heading: 'Dein Konto schließen',
      blocks: [
        'Du kannst dein Konto jederzeit in deinen [Kontoeinstellungen](/user-portal/account) schließen. Wir fragen nach deinem Passwort oder, wenn du dich nur mit Google oder Apple anmeldest, bitten dich, dich dort noch einmal anzumelden, um zu bestätigen, dass du es bist; dazu nach deinem Zwei-Faktor-Code, wenn er eingeschaltet ist. Wir sagen dir, was verloren geht, und bieten dir vorher den Export deines Wallet-Schlüssels und deiner Daten an.',
        'Die Schließung wird 14 Tage nach deinem Antrag wirksam. Bis dahin wird nichts gelöscht: Du kannst dich weiter anmelden, und beim Anmelden wird dir angeboten, die Schließung zu widerrufen.',
        'Nach den 14 Tagen ziehen wir deine offenen Angebote und Gebote zurück und löschen deine personenbezogenen Daten, wie die [Datenschutzerklärung](/legal/privacy) es beschreibt: dein Profil, deine E-Mail-Adresse, deine Anmeldewege, Geräte, die Tresor-Kopien deines Schlüssels und deine Einstellungen. Die Aufzeichnung deiner Geschäfte bleibt unter einem Pseudonym in unserem Hauptbuch, weil das Gesetz Aufzeichnungen über Zahlungen verlangt und weil die Menschen, die mit dir gehandelt haben, behalten, was sie gekauft haben.',
        'Sende vor der Schließung alles GEM, das du behalten willst, an eine Wallet, die du kontrollierst, und exportiere deinen Wallet-Schlüssel. Ist das Konto gelöscht, haben wir keine Kopie deines Schlüssels mehr und können dir weder GEM noch Sammelobjekte zurückgeben.',
      ],
    },
    {
      id: 'service-ending',
      heading: 'Wenn der Marktplatz eingestellt wird',
      blocks: [
        'Wir möchten den Marktplatz lange betreiben, können aber nicht versprechen, dass es ihn für immer gibt. Beschließen wir, ihn einzustellen, kündigen wir das auf der Website und per E-Mail mindestens 90 Tage vor dem Ende des Handels an.',
        [
          'In dieser Zeit kannst du dein Konto weiter nutzen, dein GEM an jede Wallet-Adresse senden und deinen Wallet-Schlüssel exportieren.',
          'Zuerst enden neue Angebote und Gebote; offene werden zurückgezogen, und das dafür zurückgelegte GEM kommt auf dein Guthaben zurück.',
          'Deine Daten, einschließlich der Liste deiner Sammelobjekte und jeder Bewegung deines GEM, kannst du auf der [Exportseite](/export) herunterladen.',
          'Nach dem Ende des Handels bewahren wir das Hauptbuch darüber, wer welches Sammelobjekt hielt, so lange auf, wie das Gesetz es verlangt, und beantworten Anfragen dazu über den Support.',
        ],
        'Sammelobjekte sind Einträge in unserem Hauptbuch, die die Spiele der Händler erkennen. Ob ein Spiel sie nach dem Ende des Marktplatzes weiter nutzt, entscheidet sein Händler; wir können es nicht versprechen. GEM, das du an deine eigene Wallet gesendet hast, bleibt unter deinem Schlüssel.',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Haftungsausschlüsse',
      blocks: [
        'Wir arbeiten daran, dass der Marktplatz verfügbar, korrekt und sicher ist, stellen ihn aber so bereit, wie er ist. Er kann für Wartung unterbrochen werden und Fehler enthalten. Wir versprechen nicht, dass ein Sammelobjekt einen Preis hält, dass GEM einen Kurs hält oder dass ein Händler einen Artikel in seinem Spiel weiter unterstützt.',
        'Händler sind für ihre Spiele verantwortlich und dafür, was ihre Sammelobjekte darin tun. Links zu ihren Websites und zu anderen Diensten sind ein Service für dich; für deren Inhalte sind wir nicht verantwortlich.',
        'Nichts auf dem Marktplatz ist Finanz-, Rechts- oder Steuerberatung. Für Steuern auf deine Geschäfte an deinem Wohnort bist du selbst verantwortlich.',
      ],
    },
    {
      id: 'liability',
      heading: 'Grenzen der Haftung',
      blocks: [
        'Wir haften für Schäden, die wir dir durch Verletzung dieser Bedingungen oder durch Fahrlässigkeit zufügen, soweit das Gesetz uns dafür haften lässt. Wir haften nicht für Schäden, die wir vernünftigerweise nicht vorhersehen konnten, für Schäden aus deinem Verstoß gegen diese Bedingungen oder für Schäden, weil jemand ein Passwort, einen Wallet-Schlüssel oder ein Gerät benutzt hat, das du nicht sicher verwahrt hast.',
        'Soweit das Gesetz eine Begrenzung erlaubt, ist unsere gesamte Haftung dir gegenüber für jeden Anspruch auf den höheren von zwei Beträgen begrenzt: die Gebühren, die du uns in den 12 Monaten vor dem Anspruch gezahlt hast, oder 100 US-Dollar.',
        'Nichts in diesen Bedingungen begrenzt die Haftung für Tod oder Körperverletzung durch Fahrlässigkeit, für Betrug oder jede andere Haftung, die das Gesetz nicht begrenzen lässt, und nichts nimmt dir die Rechte, die du als Verbraucher nach dem Recht deines Wohnsitzstaats hast.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Streitigkeiten und anwendbares Recht',
      blocks: [
        'Wenn etwas schiefgeht, schreib uns zuerst über den [Support](/support) und wähle das passende Thema. Wir antworten innerhalb von 30 Tagen und versuchen, die Sache mit dir zu klären.',
        'Diese Bedingungen unterliegen dem Recht des Landes, in dem der Betreiber des Marktplatzes niedergelassen ist. Als Verbraucher behältst du zusätzlich den Schutz der zwingenden Vorschriften deines Wohnsitzstaats und kannst vor dessen Gerichten klagen.',
        'Eine Meinungsverschiedenheit mit einem anderen Mitglied über einen Handel besteht zwischen euch beiden. Wir können euch beiden die Aufzeichnung des Handels zeigen und gegen ein Konto vorgehen, das diese Bedingungen verletzt, aber ein signierter Handel bleibt endgültig.',
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen dieser Bedingungen und wie wir sie ankündigen',
      blocks: [
        'Wir ändern diese Bedingungen, wenn sich der Marktplatz ändert oder das Gesetz es verlangt. Jede Änderung ist eine neue Fassung mit neuem Datum, und unter [Was sich geändert hat](#what-changed) am Ende dieser Seite fassen wir in wenigen Zeilen zusammen, was sich geändert hat – in jeder Sprache der Website.',
        'Wird eine neue Fassung veröffentlicht, zeigen wir dir bei deiner nächsten Anmeldung, was sich geändert hat, und bitten dich, sie zu akzeptieren. Bis dahin kannst du nicht kaufen, anbieten, bieten oder craften, aber weiterhin Angebote und Gebote zurückziehen, dein GEM senden, deine Daten herunterladen und dein Konto schließen.',
        'Bist du mit einer neuen Fassung nicht einverstanden, kannst du dein Konto kostenlos schließen. Fragen zu diesen Bedingungen gehen an den [Support](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
