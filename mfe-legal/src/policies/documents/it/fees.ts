import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Quanto costa un acquisto oltre al prezzo, come si calcola la commissione minima dal cambio GEM in tempo reale, cosa è gratuito e quando il GEM ti torna indietro. Le cifre di questa pagina sono quelle applicate oggi agli acquisti.',
  sections: [
    {
      id: 'marketplace-fee',
      heading: 'La commissione del marketplace',
      blocks: [
        'Ogni acquisto comporta una commissione del marketplace del {feePercent} del prezzo. Si applica a un conio acquistato nel negozio di un commerciante, a un articolo comprato da un altro collezionista nel mercato e a un’offerta accettata da un venditore.',
        'L’acquirente paga la commissione oltre al prezzo; il venditore riceve l’intero prezzo che ha pubblicato o accettato. La commissione paga il funzionamento del marketplace: i server, la cassaforte che protegge le chiavi dei wallet, l’assistenza e i controlli che mantengono equo il commercio.',
        'Prima che tu firmi un acquisto, la conferma mostra prezzo, commissione e totale in GEM, con il loro valore in USD. L’importo mostrato è quello addebitato: il server calcola la commissione con la stessa funzione della pagina e rifiuta l’acquisto piuttosto che addebitare un importo diverso.',
      ],
    },
    {
      id: 'minimum-fee',
      heading: 'La commissione minima',
      blocks: [
        'La commissione non è mai inferiore a {minimumUsd}, convertiti in GEM al cambio in tempo reale. Al cambio di oggi, {rateUsd} per GEM, quel minimo è {floorGem}.',
        'Su un prezzo piccolo si applica il minimo invece della percentuale; su un prezzo più alto, la percentuale. Il minimo esiste perché ogni acquisto ci costa qualcosa, per quanto piccolo sia il prezzo.',
        'Il cambio varia durante la giornata. Un acquisto usa il cambio del momento in cui lo confermi, quindi il minimo in GEM può differire un po’ dalla cifra di questa pagina o dell’articolo che hai guardato prima.',
      ],
    },
    {
      id: 'gem-and-usd',
      heading: 'Il GEM e il suo valore in USD',
      blocks: [
        'I prezzi del marketplace sono fissati e pagati in GEM, il token che il tuo wallet custodisce. I valori in USD accanto sono un’indicazione calcolata al cambio attuale del GEM per aiutarti a confrontare i prezzi; non sono un’offerta di comprare o vendere GEM in dollari, e non cambiamo GEM in denaro.',
        'Il tuo saldo e ogni suo movimento (acquisti, commissioni, importi accantonati e restituiti per le offerte, depositi e trasferimenti) compaiono nella tua attività nel portale utente, con la commissione su una riga propria.',
      ],
    },
    {
      id: 'what-is-free',
      heading: 'Cosa è gratuito',
      blocks: [
        [
          'Creare un account e un wallet, navigare e aggiungere collezionabili ai preferiti.',
          'Mettere in vendita un articolo nel mercato, cambiarne il prezzo e ritirarlo: la commissione la paga l’acquirente, e solo quando vende.',
          'Fare un’offerta: non si paga nulla finché non viene accettata.',
          'Creare: la ricetta consuma i collezionabili che indica come ingredienti, ma né GEM né commissioni.',
          'Ricevere GEM ed esportare i tuoi dati o la tua chiave.',
        ],
        'Inviare GEM dal wallet a un altro indirizzo comporta una commissione di rete, che non è una commissione del marketplace: è mostrata prima della conferma e prelevata solo quando il trasferimento avviene. Quando una persona che hai invitato fa il suo primo acquisto in negozio, il tuo premio di invito viene pagato dalla nostra commissione; non costa nulla all’acquirente né a un venditore.',
      ],
    },
    {
      id: 'offers',
      heading: 'Offerte e importi accantonati',
      blocks: [
        'Quando fai un’offerta, l’importo offerto e la sua commissione vengono accantonati dal tuo saldo, così il venditore che accetta è sicuro di essere pagato. Ciò che è accantonato non può essere speso altrove finché l’offerta è valida.',
        'Se l’offerta viene rifiutata, se la ritiri o se l’articolo viene venduto prima a qualcun altro, l’intero importo e la sua commissione tornano subito nel tuo saldo. Se viene accettata, si addebitano il prezzo e la sua commissione, calcolata al momento dell’accettazione come per ogni acquisto, e ciò che era accantonato in più torna nel saldo.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Acquisti non riusciti e rimborsi',
      blocks: [
        [
          'Un acquisto che non si conclude (l’articolo è stato venduto prima a qualcun altro, la firma non è riuscita o il saldo non copriva il totale) non viene addebitato, e il GEM accantonato viene liberato.',
          'Un acquisto concluso è definitivo: il collezionabile arriva subito nella tua collezione e non può essere restituito in cambio del prezzo o della commissione.',
          'Se ti è stato addebitato un articolo che non hai ricevuto, o un importo diverso da quello confermato, scrivi all’[assistenza](/support) entro 30 giorni indicando la data dell’acquisto. Controlliamo il registro e, se l’errore è nostro, rimborsiamo prezzo e commissione.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Modifiche alle commissioni',
      blocks: [
        'Annunciamo ogni modifica della percentuale o del minimo almeno 30 giorni prima che si applichi, su questa pagina e via e-mail ai titolari di account. Un acquisto o un’offerta che hai già firmato mantiene la commissione con cui era mostrato.',
        'Le commissioni fanno parte dei [termini di servizio](/legal/terms). Le domande su un addebito vanno all’[assistenza](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
