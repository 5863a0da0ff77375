import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Was ein Kauf zusätzlich zum Preis kostet, wie die Mindestgebühr aus dem aktuellen GEM-Kurs berechnet wird, was kostenlos ist und wann GEM zu Ihnen zurückkommt. Die Zahlen auf dieser Seite sind die, mit denen Käufe heute abgerechnet werden.',
  sections: [
    {
      id: 'marketplace-fee',
      heading: 'Die Marktplatzgebühr',
      blocks: [
        'Auf jeden Kauf fällt eine Marktplatzgebühr von {feePercent} des Preises an. Sie gilt für einen Mint aus dem Shop eines Händlers, für einen Artikel, den Sie auf dem Markt von einem anderen Sammler kaufen, und für ein Angebot, das ein Verkäufer annimmt.',
        'Der Käufer zahlt die Gebühr zusätzlich zum Preis; der Verkäufer erhält den vollen Preis, den er eingestellt oder angenommen hat. Die Gebühr bezahlt den Betrieb des Marktplatzes: die Server, den Tresor, der Wallet-Schlüssel schützt, den Support und die Prüfungen, die den Handel fair halten.',
        'Bevor Sie einen Kauf signieren, zeigt die Bestätigung Preis, Gebühr und Summe in GEM mit ihrem USD-Wert. Der angezeigte Betrag ist der abgerechnete Betrag: Der Server berechnet die Gebühr mit derselben Funktion wie die Seite und lehnt den Kauf lieber ab, als einen anderen Betrag zu verlangen.',
      ],
    },
    {
      id: 'minimum-fee',
      heading: 'Die Mindestgebühr',
      blocks: [
        'Die Gebühr beträgt nie weniger als {minimumUsd}, umgerechnet in GEM zum aktuellen Kurs. Beim heutigen Kurs von {rateUsd} pro GEM liegt dieses Minimum bei {floorGem}.',
        'Bei einem kleinen Preis gilt das Minimum statt des Prozentsatzes, bei einem größeren der Prozentsatz. Das Minimum gibt es, weil jeder Kauf uns etwas kostet, wie klein sein Preis auch ist.',
        'Der Kurs ändert sich im Lauf des Tages. Ein Kauf verwendet den Kurs im Moment Ihrer Bestätigung; das Minimum in GEM kann daher leicht von der Zahl auf dieser Seite oder auf dem Artikel abweichen, den Sie vorher angesehen haben.',
      ],
    },
    {
      id: 'gem-and-usd',
      heading: 'GEM und sein USD-Wert',
      blocks: [
        'Preise auf dem Marktplatz werden in GEM festgelegt und bezahlt, dem Token, das Ihre Wallet hält. Die USD-Werte daneben sind eine Orientierung zum aktuellen GEM-Kurs, damit Sie Preise vergleichen können; sie sind kein Angebot, GEM gegen Dollar zu kaufen oder zu verkaufen, und wir tauschen GEM nicht in Geld.',
        'Ihr Guthaben und jede Bewegung darauf (Käufe, Gebühren, für Angebote reservierte und zurückgegebene Beträge, Einzahlungen und Überweisungen) erscheinen in Ihrer Aktivität im Nutzerportal, die Gebühr jeweils in einer eigenen Zeile.',
      ],
    },
    {
      id: 'what-is-free',
      heading: 'Was kostenlos ist',
      blocks: [
        [
          'Ein Konto und eine Wallet anlegen, stöbern und Sammelobjekte zu den Favoriten hinzufügen.',
          'Einen Artikel auf dem Markt einstellen, seinen Preis ändern und ihn zurückziehen: Die Gebühr zahlt der Käufer, und nur beim Verkauf.',
          'Ein Angebot machen: Es wird nichts berechnet, solange es nicht angenommen wird.',
          'Handwerk: Das Rezept verbraucht die genannten Zutat-Sammelobjekte, aber weder GEM noch eine Gebühr.',
          'GEM empfangen sowie Ihre Daten oder Ihren Schlüssel exportieren.',
        ],
        'Für das Senden von GEM aus Ihrer Wallet an eine andere Adresse fällt eine Netzwerkgebühr an, die keine Marktplatzgebühr ist: Sie wird vor der Bestätigung angezeigt und erst bei der Überweisung abgezogen. Macht jemand, den Sie eingeladen haben, seinen ersten Kauf im Shop, wird Ihre Empfehlungsprämie aus unserer Gebühr bezahlt; sie kostet weder den Käufer noch einen Verkäufer etwas.',
      ],
    },
    {
      id: 'offers',
      heading: 'Angebote und reservierte Beträge',
      blocks: [
        'Wenn Sie ein Angebot machen, werden der gebotene Betrag und seine Gebühr von Ihrem Guthaben reserviert, damit ein Verkäufer, der annimmt, sicher bezahlt wird. Reservierte Beträge können nicht anderweitig ausgegeben werden, solange das Angebot besteht.',
        'Wird das Angebot abgelehnt, ziehen Sie es zurück oder wird der Artikel vorher an jemand anderen verkauft, kommen der gesamte Betrag und seine Gebühr sofort auf Ihr Guthaben zurück. Wird es angenommen, werden der Preis und seine Gebühr, berechnet im Moment der Annahme wie bei jedem Kauf, abgebucht, und was darüber hinaus reserviert war, kommt zurück.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Gescheiterte Käufe und Erstattungen',
      blocks: [
        [
          'Ein Kauf, der nicht zustande kommt (der Artikel wurde vorher an jemand anderen verkauft, Ihre Signatur schlug fehl oder Ihr Guthaben deckte die Summe nicht), wird nicht berechnet, und dafür reserviertes GEM wird freigegeben.',
          'Ein abgeschlossener Kauf ist endgültig: Das Sammelobjekt landet sofort in Ihrer Sammlung und kann nicht gegen Preis oder Gebühr zurückgegeben werden.',
          'Wurde Ihnen ein Artikel berechnet, den Sie nicht erhalten haben, oder ein anderer Betrag als der bestätigte, schreiben Sie innerhalb von 30 Tagen mit dem Kaufdatum an den [Support](/support). Wir prüfen das Hauptbuch und erstatten Preis und Gebühr, wenn der Fehler bei uns lag.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen der Gebühren',
      blocks: [
        'Eine Änderung des Prozentsatzes oder des Minimums kündigen wir mindestens 30 Tage vorher an, auf dieser Seite und per E-Mail an Kontoinhaber. Ein bereits signierter Kauf oder ein bereits signiertes Angebot behält die Gebühr, mit der es angezeigt wurde.',
        'Gebühren sind Teil der [Nutzungsbedingungen](/legal/terms). Fragen zu einer Abbuchung gehen an den [Support](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
