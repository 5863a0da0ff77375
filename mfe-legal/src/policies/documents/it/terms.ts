import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary:
    'L’accordo tra te e il marketplace: come funzionano account, wallet, oggetti da collezione, offerte e commissioni, e cosa può aspettarsi ciascuna parte.',
  changes: [
    'Per comprare e vendere ora bisogna prima accettare i termini in vigore.',
    'La commissione del marketplace e il suo minimo sono spiegati in un’informativa a parte.',
    'La sezione sul wallet spiega più chiaramente cosa custodisce la cassaforte del server e cosa non vede mai.',
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'Il nostro accordo',
      blocks: [
        'Questi termini si applicano quando navighi, ti registri, possiedi un wallet o scambi oggetti da collezione sul marketplace. Accettandoli confermi di avere l’età per concludere un contratto vincolante dove vivi.',
        'Fanno parte dello stesso accordo la nostra [informativa sulla privacy](/legal/privacy), la [cookie policy](/legal/cookies), la [politica di utilizzo accettabile](/legal/acceptable-use) e l’[informativa su commissioni e rimborsi](/legal/fees).',
      ],
    },
    {
      id: 'account',
      heading: 'Il tuo account',
      blocks: [
        'Accedi con una password, oppure con Google o Apple. Tieni per te i dati di accesso; ciò che accade nel tuo account è sotto la tua responsabilità, a meno che tu non ci segnali che è stato sottratto.',
        'Attiva l’autenticazione a due fattori per una protezione in più. Nelle impostazioni dell’account puoi vedere e rimuovere i dispositivi collegati.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Il tuo wallet e la cassaforte del server',
      blocks: [
        'La chiave del tuo wallet viene creata nel tuo browser. Arriva alla cassaforte del nostro server solo cifrata con la password del wallet (o il segreto del tuo accesso con Google o Apple), quindi non possiamo leggerla né firmare al posto tuo.',
        'Se perdi la password del wallet, la copia di recupero ti permette di sostituirla dopo un nuovo accesso. Se perdi sia la password sia il modo di accedere, non possiamo recuperare il wallet per te.',
      ],
    },
    {
      id: 'collectibles',
      heading: 'Oggetti da collezione, inserzioni e offerte',
      blocks: [
        'Gli oggetti da collezione sono oggetti digitali dei giochi dei nostri commercianti. Acquistarne uno lo aggiunge alla tua collezione; non ti dà diritti sul gioco, sulla sua grafica o sul suo marchio.',
        [
          'Un’inserzione è una proposta di vendita al prezzo che fissi; resta aperta finché non viene venduta o la ritiri.',
          'Un’offerta che fai ti vincola finché non viene accettata, rifiutata o ritirata, e i GEM necessari restano accantonati nel frattempo.',
          'Ogni acquisto, vendita e offerta si conferma con la firma del wallet; un acquisto firmato è definitivo.',
        ],
      ],
    },
    {
      id: 'payments',
      heading: 'GEM, commissioni e pagamenti',
      blocks: [
        'I prezzi sono in GEM. Gli importi in dollari USA che mostriamo sono stime al cambio attuale e possono cambiare in qualsiasi momento.',
        'Ogni acquisto prevede la commissione del marketplace, pagata dall’acquirente oltre al prezzo. Come si calcola, il suo minimo e quando i GEM vengono rimborsati sono spiegati nell’[informativa su commissioni e rimborsi](/legal/fees).',
      ],
    },
    {
      id: 'conduct',
      heading: 'Uso corretto del marketplace',
      blocks: [
        'Usa il marketplace come descritto nella [politica di utilizzo accettabile](/legal/acceptable-use): niente frodi, niente manipolazione dei prezzi, niente attacchi ad altre persone o al servizio.',
      ],
    },
    {
      id: 'ending',
      heading: 'Sospensione, chiusura e modifiche',
      blocks: [
        'Possiamo sospendere un account che viola questi termini, spiegandoti il motivo quando la legge lo consente. Puoi chiudere il tuo account in qualsiasi momento; prima scarica i tuoi dati dalla [pagina di esportazione](/export).',
        'Quando questi termini cambiano pubblichiamo una nuova versione con la data e ti chiediamo di accettarla prima del tuo prossimo acquisto o vendita. Per domande scrivi al [supporto](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
