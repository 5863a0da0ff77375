import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Cosa è consentito e cosa no sul marketplace, perché i prezzi abbiano un significato, i collezionabili siano ciò che dicono di essere e ogni acquirente e venditore possa fidarsi dell’altra parte.',
  sections: [
    {
      id: 'purpose',
      heading: 'Perché esistono queste regole',
      blocks: [
        'Il marketplace funziona solo se le persone possono fidarsi dei suoi prezzi, dei suoi collezionabili e l’una dell’altra. Un prezzo nel mercato vale qualcosa solo se l’hanno pagato collezionisti veri; un conio vale qualcosa solo se il negozio l’ha venduto in modo equo; un’offerta vale qualcosa solo se chi la fa è serio.',
        'Queste regole valgono per chiunque usi il negozio, il mercato, la creazione, le offerte, il wallet, i profili e l’assistenza, connesso o no. Fanno parte dei [termini di servizio](/legal/terms); violarle significa violare i termini.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Il tuo account',
      blocks: [
        [
          'Una persona, un account. Non creare account per aggirare una sospensione, un limite di acquisto o una regola sugli inviti.',
          'Non vendere, affittare o condividere il tuo account, e non usare quello di altri. Sei responsabile di ciò che si fa con il tuo account e il tuo wallet.',
          'Non spacciarti per un’altra persona, un commerciante, un collezionista noto o il nostro staff, né nel nome utente né nella foto profilo, nel motto o in un messaggio.',
          'Tieni per te la password, i codici a due fattori e la password del wallet. Il nostro staff non te li chiederà mai.',
        ],
      ],
    },
    {
      id: 'not-allowed',
      heading: 'Mai consentito',
      blocks: [
        [
          'Frodi di ogni tipo: pagare con GEM a cui non hai diritto, sfruttare un difetto per ottenere collezionabili o GEM a meno del loro prezzo, o ingannare un altro collezionista per concludere uno scambio.',
          'Scambiare collezionabili o GEM sottratti all’account o al wallet di un’altra persona.',
          'Usare il marketplace per riciclare denaro, finanziare reati o aggirare sanzioni, o per conto di chi non può usarlo.',
          'Profili, nomi utente e messaggi che incitano all’odio, molestano, sono sessuali o violenti o rivelano dati personali di altri.',
          'Usare l’arte, i nomi o i loghi dei commercianti fuori dal marketplace in modi che le loro licenze non consentono.',
        ],
      ],
    },
    {
      id: 'fair-trading',
      heading: 'Commercio equo',
      blocks: [
        'I prezzi del mercato e gli storici delle vendite guidano le decisioni degli altri, quindi devono riflettere scambi reali tra persone diverse.',
        [
          'Niente scambi fittizi: non comprare i tuoi annunci con un secondo account o tramite un amico, e non scambiare un articolo avanti e indietro per simulare domanda o uno storico dei prezzi.',
          'Niente offerte civetta: non fare offerte sui tuoi articoli, o su articoli che non intendi comprare, per alzare un prezzo.',
          'Non accordarti con altri venditori sui prezzi o per trattenere articoli dal mercato e muovere un prezzo.',
          'Non inondare il mercato di annunci o offerte che non intendi mantenere, e non ritirare e ripubblicare per restare in cima a un elenco.',
          'Non usare strumenti automatici per comprare i conii appena compaiono in un negozio in modo da escludere gli altri collezionisti.',
        ],
      ],
    },
    {
      id: 'security',
      heading: 'Sicurezza e accesso automatizzato',
      blocks: [
        'Non cercare di accedere ad account, wallet, voci della cassaforte o dati che non sono tuoi, di leggere o modificare le offerte o gli annunci altrui, né di aggirare la verifica umana, i limiti di frequenza o l’autenticazione a due fattori.',
        'Non sovraccaricare il servizio, non estrarne dati a un ritmo che lo rallenti per gli altri e non interferire con la firma di acquisti, offerte o creazioni. L’accesso automatizzato è consentito solo tramite le pagine e l’API, come le userebbe una persona.',
        'Se trovi una vulnerabilità, segnalacela tramite l’[assistenza](/support) prima di dirlo ad altri, non usarla oltre quanto serve a dimostrarla e dacci un tempo ragionevole per correggerla. Non agiremo contro chi segnala una vulnerabilità così, in buona fede.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'Cosa facciamo',
      blocks: [
        'Quando troviamo una violazione o ci viene segnalata, esaminiamo l’attività dell’account e il registro prima di agire, e agiamo in proporzione all’accaduto:',
        [
          'un avvertimento e la rimozione del nome utente, del profilo o del messaggio in questione;',
          'il ritiro di annunci e offerte e l’annullamento degli scambi non ancora definitivi;',
          'limiti agli scambi o la sospensione dell’account;',
          'la chiusura dell’account e la segnalazione alle autorità quando la legge lo richiede.',
        ],
        'Quando possiamo, ti diciamo cosa abbiamo fatto e perché. I collezionabili e il GEM ottenuti legittimamente restano tuoi, e mentre un account è sospeso puoi comunque esportare i tuoi dati e la tua chiave. I registri degli scambi sono conservati come spiega l’[informativa sulla privacy](/legal/privacy), perché la legge lo richiede.',
      ],
    },
    {
      id: 'reporting',
      heading: 'Segnalazioni e ricorsi',
      blocks: [
        'Se vedi un profilo, un annuncio o uno schema di scambi che viola queste regole, segnalalo tramite l’[assistenza](/support) indicando la pagina in cui si trova. Le segnalazioni sono lette da persone e non diciamo alla persona segnalata chi l’ha segnalata.',
        'Se abbiamo agito contro il tuo account e pensi che abbiamo sbagliato, rispondi al nostro messaggio o scrivi all’assistenza entro 30 giorni. Qualcuno che non ha preso la prima decisione la riesamina e ti comunichiamo l’esito.',
      ],
    },
  ],
} satisfies PolicyDocument;
