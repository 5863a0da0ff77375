import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'Quanto costa un acquisto oltre al prezzo, come si calcola la commissione minima dal cambio attuale e quando i GEM tornano indietro.',
  sections: [
    {
      id: 'marketplace-fee',
      heading: 'La commissione del marketplace',
      blocks: [
        'Ogni acquisto nel negozio o nel mercato, e ogni offerta accettata, prevede una commissione del marketplace pari al {feePercent} del prezzo. La paga l’acquirente oltre al prezzo; il venditore riceve il prezzo intero.',
        'La commissione viene mostrata prima della firma, e l’importo mostrato è quello addebitato.',
      ],
    },
    {
      id: 'minimum-fee',
      heading: 'La commissione minima',
      blocks: [
        'La commissione non è mai inferiore a {minimumUsd}, convertiti in GEM al cambio attuale. Al cambio di oggi di {rateUsd} per GEM, il minimo è {floorGem}.',
        'Per questo su un prezzo basso si applica il minimo invece della percentuale. Il cambio varia durante il giorno; l’acquisto usa il cambio del momento in cui confermi.',
      ],
    },
    {
      id: 'offers',
      heading: 'Offerte',
      blocks: [
        'Quando fai un’offerta, l’importo offerto e la sua commissione vengono accantonati dal tuo saldo. Se l’offerta viene rifiutata, ritirata o scade, tornano per intero sul tuo saldo.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Rimborsi',
      blocks: [
        [
          'Un acquisto che non si completa (l’oggetto è stato venduto prima a qualcun altro o la firma non è riuscita) non viene addebitato, e i GEM accantonati vengono liberati.',
          'Un acquisto completato è definitivo: gli oggetti da collezione vengono consegnati subito e non possono essere restituiti.',
          'Se ti è stato addebitato un oggetto che non hai ricevuto, scrivi al [supporto](/support) entro 30 giorni e ti rimborseremo prezzo e commissione.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Modifiche alle commissioni',
      blocks: [
        'Annunciamo una nuova commissione prima che si applichi; un acquisto già firmato mantiene la commissione con cui è stato mostrato. Le commissioni fanno parte dei [termini di servizio](/legal/terms).',
      ],
    },
  ],
} satisfies PolicyDocument;
