import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Ogni cookie e ogni dato che il marketplace scrive nel tuo browser: a cosa serve, quanto dura e se ci serve il tuo consenso. La tabella qui sotto è generata dal codice che li scrive.',
  sections: [
    {
      id: 'about',
      heading: 'Questa informativa',
      blocks: [
        'Questa informativa riguarda il sito del marketplace: il negozio, il mercato e la creazione di ogni commerciante, il tuo portale utente, le pagine del tuo wallet e queste pagine legali, in tutte e nove le lingue. Spiega le piccole informazioni che il sito conserva nel tuo browser mentre lo usi.',
        'Affianca l’[informativa sulla privacy](/legal/privacy), che spiega cosa facciamo dei tuoi dati personali sui nostri server, e i [termini di servizio](/legal/terms). Se qualcosa qui sembra contraddirli, è l’informativa sulla privacy a stabilire come vengono trattati i tuoi dati.',
      ],
    },
    {
      id: 'what-we-use',
      heading: 'Cookie e archiviazione del browser',
      blocks: [
        'Un cookie è un breve testo che il browser conserva per un sito e gli rimanda con alcune richieste. L’archiviazione locale e quella di sessione sono contenitori simili che solo le pagine del sito stesso possono leggere: quella locale resta finché non viene svuotata, quella di sessione si svuota quando chiudi la scheda.',
        'Usiamo tutti e tre, e solo per due motivi:',
        [
          'fare ciò che ci hai chiesto: mantenerti connesso, lasciare utilizzabile per un po’ il wallet sbloccato, ricordare la tua lingua e il commerciante che stavi visitando, proteggere accessi e operazioni del wallet;',
          'contare le visite alle pagine, e solo se accetti l’analisi.',
        ],
        'Non usiamo cookie per la pubblicità, non vendiamo ciò che contengono e non costruiamo un tuo profilo attraverso altri siti.',
      ],
    },
    {
      id: 'the-list',
      heading: 'Tutti i cookie e le chiavi di archiviazione che usiamo',
      blocks: [
        'La tabella elenca tutto ciò che il sito scrive nel tuo browser. È prodotta dallo stesso registro attraverso cui il codice deve scrivere: un cookie o una chiave che non sia nel registro non può essere scritto, e un test automatico fallisce se del codice ci prova. Un nome con una parte tra parentesi graffe indica una famiglia di nomi in cui quella parte cambia: c’è, per esempio, un cookie della chiave del wallet per ogni account.',
        'Le durate si contano dal momento in cui il dato viene scritto; un dato scritto di nuovo (a ogni accesso, per esempio) ricomincia la sua durata.',
      ],
      table: 'storage-registry',
    },
    {
      id: 'necessary',
      heading: 'Archiviazione strettamente necessaria',
      blocks: [
        'Quasi tutta la tabella è strettamente necessaria: senza, il servizio che hai chiesto non funziona, quindi la legge non richiede il tuo consenso e il sito non lo chiede. Tre esempi mostrano perché.',
        [
          'La tua sessione sta in un cookie che gli script della pagina non possono leggere e che viene inviato solo ai percorsi di accesso del nostro server. Senza, verresti disconnesso a ogni ricaricamento.',
          'La chiave privata del wallet non lascia mai il browser in chiaro. Dopo lo sblocco viene conservata per un’ora divisa in due: una copia cifrata in un cookie con il nome del tuo account e la chiave che la decifra nell’archiviazione di sessione, che muore con la scheda. Nessuna delle due metà serve da sola, e nessuna ci viene mai inviata.',
          'Un ID casuale del dispositivo e una chiave del dispositivo ci permettono di distinguere un accesso da un browser che hai già usato da uno su un dispositivo nuovo, così da avvisarti per e-mail quando qualcun altro potrebbe avere la tua password.',
        ],
        'Bloccarli nelle impostazioni del browser ti disconnette, impedisce al wallet di firmare acquisti, offerte e creazioni e fa sembrare ogni accesso un dispositivo nuovo.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Analisi, solo con il tuo consenso',
      blocks: [
        'Alla prima visita il sito ti chiede se accetti l’analisi. Finché non rispondi, e se rifiuti, non viene contato nulla e non viene caricato alcuno script di analisi.',
        'Se accetti, alla tua scelta sui cookie si aggiunge un ID casuale di visitatore e le visite vengono contate con esso sul nostro server: l’indirizzo della pagina senza la query, la lingua e l’ora. Usiamo i conteggi per capire quali pagine del negozio, del mercato e del portale aiutano le persone e quali le confondono. Non vengono mai combinati con i tuoi acquisti, il tuo wallet o il tuo indirizzo e-mail.',
        'La tua scelta resta nel cookie del consenso per 365 giorni, così non te la chiediamo a ogni pagina. Quando revochi il consenso, l’ID di visitatore ne viene cancellato subito.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Altri siti e servizi',
      blocks: [
        'Il marketplace non imposta cookie pubblicitari o dei social network, e nessun’altra azienda può leggere l’archiviazione elencata qui. Le immagini dei collezionabili e il cambio del GEM sono forniti da noi.',
        'Quando crei o recuperi un wallet, o invii una richiesta di assistenza senza accedere, una verifica umana conferma che sei una persona; il suo token resta nell’archiviazione locale finché non viene usato, così un ricaricamento non te lo chiede due volte. L’accesso con Google o Apple ti porta sulle loro pagine, dove valgono le loro informative sui cookie.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Le tue scelte',
      blocks: [
        [
          'Cambia quando vuoi la tua scelta sull’analisi dalle impostazioni dei cookie in cima a questa pagina. Vale subito in tutte le pagine aperte.',
          'Uscendo dall’account si cancellano la sessione, il cookie della chiave del wallet con il nome del tuo account, la sua metà nell’archiviazione di sessione e il cookie di invito. ID del dispositivo, lingua e commerciante restano, perché non dicono nulla di chi sei.',
          'La [pagina di aggiornamento della cache](/refresh-cache) svuota i dati in cache senza disconnetterti.',
          'Il tuo browser può cancellare in qualsiasi momento tutti i cookie e l’archiviazione del sito. Verrai disconnesso e il wallet ti chiederà di nuovo la password.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Modifiche e contatti',
      blocks: [
        'Quando aggiungiamo, togliamo o cambiamo un cookie o una chiave di archiviazione, la tabella qui sopra cambia con il codice e aggiorniamo versione e data di questa informativa. Se una modifica richiede il tuo consenso, il sito te lo chiede di nuovo prima di scrivere qualcosa di nuovo.',
        'Le domande su cookie e dati si inviano tramite l’[assistenza](/support). Trovi di più sui tuoi diritti nell’[informativa sulla privacy](/legal/privacy).',
      ],
    },
  ],
} satisfies PolicyDocument;
