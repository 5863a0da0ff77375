import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'Was ein Kauf zusätzlich zum Preis kostet, wie die Mindestgebühr aus dem aktuellen Kurs berechnet wird und wann GEM zurückkommt.',
  sections: [
    {
      id: 'marketplace-fee',
      heading: 'Die Marktplatzgebühr',
      blocks: [
        'Auf jeden Kauf im Shop oder auf dem Markt und auf jedes angenommene Gebot fällt eine Marktplatzgebühr von {feePercent} des Preises an. Der Käufer zahlt sie zusätzlich zum Preis; der Verkäufer erhält den vollen Preis.',
        'Die Gebühr wird vor dem Signieren angezeigt, und der angezeigte Betrag ist der berechnete Betrag.',
      ],
    },
    {
      id: 'minimum-fee',
      heading: 'Die Mindestgebühr',
      blocks: [
        'Die Gebühr beträgt nie weniger als {minimumUsd}, zum aktuellen Kurs in GEM umgerechnet. Beim heutigen Kurs von {rateUsd} pro GEM sind das mindestens {floorGem}.',
        'Bei kleinen Preisen gilt daher der Mindestbetrag statt des Prozentsatzes. Der Kurs ändert sich im Laufe des Tages; der Kauf nutzt den Kurs im Moment deiner Bestätigung.',
      ],
    },
    {
      id: 'offers',
      heading: 'Gebote',
      blocks: [
        'Wenn du ein Gebot abgibst, werden der gebotene Betrag und seine Gebühr von deinem Guthaben zurückgelegt. Wird das Gebot abgelehnt, zurückgezogen oder läuft es ab, kommen beide vollständig auf dein Guthaben zurück.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Erstattungen',
      blocks: [
        [
          'Ein Kauf, der nicht zustande kommt (der Gegenstand wurde zuerst an jemand anderen verkauft oder die Signatur schlug fehl), wird nicht berechnet, und zurückgelegtes GEM wird freigegeben.',
          'Ein abgeschlossener Kauf ist endgültig: Sammelobjekte werden sofort geliefert und können nicht zurückgegeben werden.',
          'Wurde dir ein Gegenstand berechnet, den du nicht erhalten hast, schreibe innerhalb von 30 Tagen an den [Support](/support); wir erstatten Preis und Gebühr.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen der Gebühren',
      blocks: [
        'Eine neue Gebühr kündigen wir an, bevor sie gilt; ein bereits signierter Kauf behält die Gebühr, mit der er angezeigt wurde. Gebühren sind Teil der [Nutzungsbedingungen](/legal/terms).',
      ],
    },
  ],
} satisfies PolicyDocument;
