import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'Cosa è permesso e cosa no sul marketplace, perché gli scambi restino equi e sicuri per tutti.',
  sections: [
    {
      id: 'purpose',
      heading: 'Perché esistono queste regole',
      blocks: [
        'Il marketplace funziona solo se acquirenti e venditori possono fidarsi dei prezzi, degli oggetti e gli uni degli altri. Queste regole fanno parte dei [termini di servizio](/legal/terms).',
      ],
    },
    {
      id: 'not-allowed',
      heading: 'Non è consentito',
      blocks: [
        [
          'Frodi, account o oggetti rubati e pagamenti che non hai il diritto di fare.',
          'Spacciarsi per un’altra persona, un commerciante o il nostro staff.',
          'Nomi utente, motti o messaggi offensivi, d’odio o ingannevoli.',
          'Usare il marketplace per riciclare denaro o aggirare sanzioni.',
        ],
      ],
    },
    {
      id: 'fair-trading',
      heading: 'Scambi corretti',
      blocks: [
        'Non scambiare con te stesso o con amici per simulare domanda, non accordarti sui prezzi e non inondare il mercato di offerte che non intendi mantenere.',
      ],
    },
    {
      id: 'security',
      heading: 'Sicurezza',
      blocks: [
        'Non tentare di accedere ad account, wallet o dati che non sono tuoi, di sovraccaricare il servizio o di aggirarne i limiti. Se trovi una vulnerabilità, segnalala al [supporto](/support) e dacci il tempo di correggerla.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'Cosa facciamo',
      blocks: [
        'Possiamo rimuovere inserzioni e offerte, annullare scambi non ancora definitivi e sospendere gli account che violano queste regole. Quando possibile, ti spieghiamo il motivo e come fare ricorso.',
      ],
    },
  ],
} satisfies PolicyDocument;
