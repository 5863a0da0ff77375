import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-03',
  lastUpdated: '2026-12-03',
  summary:
    'L’accordo tra te e il marketplace: chi può usarlo, chi custodisce quale chiave del tuo wallet, come funzionano GEM, acquisti, inserzioni, offerte e crafting, cosa succede quando te ne vai o se chiudiamo, e come ti annunciamo le modifiche.',
  changeLog: [
    {
      version: '2026-12-03',
      changes: [
        'La sezione sulla chiusura di un account dice che, se accedi solo con Google o Apple, confermi che sei tu accedendo di nuovo con quel fornitore invece che con una password.',
      ],
    },
    {
      version: '2026-12-02',
      changes: [
        'Riscritti per intero, in parole semplici, con una sezione per ogni argomento.',
        'La sezione sul wallet dice quale copia della tua chiave possiamo aprire e quale no.',
        'Nuove sezioni sulla chiusura di un account (richiede 14 giorni e si può annullare) e su cosa succede se il marketplace chiude.',
      ],
    },
    {
      version: '2026-11-01',
      changes: [
        'Per comprare e vendere ora bisogna prima accettare i termini in vigore.',
        'La commissione del marketplace e il suo minimo sono spiegati in un’informativa a parte.',
        'La sezione sul wallet spiega più chiaramente cosa custodisce la cassaforte del server e cosa non vede mai.',
      ],
    },
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'Questi termini',
      blocks: [
        'Questi termini sono l’accordo tra te e il gestore del marketplace («noi»). Si applicano quando navighi sul marketplace, crei un account, possiedi un wallet, compri, vendi, fai offerte o crei oggetti da collezione. Leggili: spiegano cosa puoi aspettarti da noi e cosa ci aspettiamo da te.',
        'Fanno parte dello stesso accordo la nostra [informativa sulla privacy](/legal/privacy), la [cookie policy](/legal/cookies), la [politica di utilizzo accettabile](/legal/acceptable-use) e l’[informativa su commissioni e rimborsi](/legal/fees). Se un’informativa e questi termini non concordano, prevalgono questi termini.',
        'Ogni versione di questi termini ha una data. Accettandoli accetti quella versione; l’elenco in fondo a questa pagina ([Cosa è cambiato](#what-changed)) dice cosa ha cambiato ciascuna versione.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Chi può usare il marketplace',
      blocks: [
        'Chiunque può consultare le pagine pubbliche. Per aprire un account devi:',
        [
          'avere almeno 18 anni, o la maggiore età del luogo in cui vivi se è più alta;',
          'poter concludere un contratto vincolante secondo la legge che ti si applica;',
          'non essere escluso da un servizio come il nostro per sanzioni o per la legge del luogo in cui vivi;',
          'non aver avuto un account chiuso da noi per violazione di questi termini, salvo che abbiamo accettato il tuo ritorno.',
        ],
        'Ogni persona ha un solo account. L’account è personale: non puoi venderlo, prestarlo o lasciare che altri operino tramite esso. Alcune funzioni, come limiti più alti o il programma influencer, possono chiederti prima di verificare la tua identità nella [pagina di verifica](/user-portal/kyc).',
      ],
    },
    {
      id: 'account',
      heading: 'Il tuo account',
      blocks: [
        'Accedi con indirizzo e-mail e password, oppure con Google o Apple. Tieni per te i dati di accesso. Ciò che accade nel tuo account è sotto la tua responsabilità, a meno che tu non ci segnali che qualcuno se ne è impossessato; in quel caso ti aiutiamo a riaverlo.',
        'Proteggi l’account con l’autenticazione a due fattori, che attivi nelle [impostazioni dell’account](/user-portal/account). Lì puoi anche cambiare password, indirizzo e-mail e profilo. Ogni browser collegato al tuo account compare nella [pagina dei dispositivi](/user-portal/account/devices), dove puoi disconnetterne uno qualsiasi.',
        'Ti inviamo le e-mail di cui il servizio ha bisogno (codici di accesso, avvisi di sicurezza, ricevute). Quali altri messaggi ricevere lo scegli tu nella [pagina delle comunicazioni](/communications).',
        'Mantieni veritiere le informazioni del tuo account. Nome utente, nome visualizzato, immagine del profilo e motto sono pubblici: non usarli per spacciarti per qualcun altro.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Il tuo wallet e la cassaforte del server',
      blocks: [
        'Il tuo wallet è una coppia di chiavi creata nel tuo browser quando lo configuri. La sua chiave privata firma acquisti, vendite, offerte, crafting e invii. Esiste in chiaro solo nella memoria del tuo browser mentre il wallet è sbloccato. Per un’ora al massimo resta anche nel tuo browser in un cookie offuscato, così un ricaricamento della pagina non ti chiede di nuovo la password.',
        'Nella cassaforte del nostro server arrivano solo copie cifrate di quella chiave. Chi può aprire ciascuna copia è diverso, ed è bene che tu sappia quale è quale:',
        [
          'La copia con password è cifrata nel tuo browser con la password del wallet. Non riceviamo mai quella password, quindi non possiamo aprire questa copia.',
          'Se accedi con Google o Apple, la tua copia è cifrata con un segreto che il nostro server conserva e consegna solo a una sessione avviata con quel fornitore. Questa copia è protetta dalla nostra sicurezza, non solo dalla tua.',
          'La copia di recupero è sigillata per una coppia di chiavi di recupero. Il nostro server ne conserva il segreto e lo consegna solo a una sessione arrivata dall’accesso di recupero, così puoi recuperare il wallet se dimentichi la password.',
        ],
        'Non usiamo i segreti che conserviamo per aprire la tua chiave o firmare al posto tuo, e nessuno del nostro team può richiederli nel lavoro ordinario. Ogni movimento di un oggetto da collezione o di GEM richiede una firma del tuo wallet; una sessione rubata da sola non può spostarli.',
        'Se perdi la password del wallet, il [recupero del wallet](/rescue) ti permette di sceglierne una nuova dopo l’accesso di recupero. Se perdi sia la password sia il modo in cui accedi, non possiamo recuperare il wallet per te. Chi possiede la tua chiave privata controlla il wallet: se ne conservi una copia, tienila in un posto sicuro.',
      ],
    },
    {
      id: 'gem',
      heading: 'Il GEM e il suo valore in dollari',
      blocks: [
        'I prezzi sul marketplace sono in GEM, un token digitale con 18 decimali. Il tuo saldo in GEM è registrato nel nostro registro contabile in relazione all’indirizzo del tuo wallet, e puoi vedere ogni movimento nella tua [pagina delle attività](/user-portal/activity).',
        'Accanto agli importi in GEM mostriamo un valore in dollari statunitensi. È l’importo in GEM moltiplicato per il cambio attuale (ora {rateUsd} per GEM), aggiornato circa ogni 30 secondi. È una stima per aiutarti a confrontare i prezzi, non un prezzo a cui compriamo o vendiamo GEM, e può cambiare in qualsiasi momento.',
        'Il GEM non è denaro, né un deposito, né un investimento. Non paghiamo interessi e non promettiamo che mantenga un valore. Non cambiamo GEM in denaro, a meno che una funzione del sito lo dica e ne spieghi le condizioni.',
        'Puoi aggiungere GEM al tuo wallet e inviarlo a un altro indirizzo dalla tua [pagina del wallet](/user-portal/wallet). Un invio firmato è definitivo; controlla l’indirizzo, perché il GEM inviato a un indirizzo che nessuno controlla non si recupera.',
      ],
    },
    {
      id: 'payments',
      heading: 'Acquisti, la commissione e il suo minimo',
      blocks: [
        'Un acquisto nel negozio di un merchant o nel mercato avviene in due passaggi. Quando premi Acquista prenotiamo l’oggetto per poco tempo e accantoniamo dal tuo saldo prezzo e commissione. Quando firmi con il wallet, l’oggetto passa nella tua collezione e il GEM al venditore. Una prenotazione non firmata scade e il GEM accantonato torna disponibile.',
        'Ogni acquisto comporta la commissione del marketplace, pagata dall’acquirente oltre al prezzo: {feePercent} del prezzo, ma mai meno di {minimumUsd} convertiti in GEM al cambio attuale. Al cambio attuale di {rateUsd} per GEM questo minimo è {floorGem}. Commissione e totale sono mostrati prima della firma, e gli importi mostrati sono quelli addebitati.',
        'Un acquisto firmato è definitivo: gli oggetti da collezione sono consegnati subito e non si possono restituire. Se un acquisto non va a buon fine o ti è stato addebitato un oggetto che non hai ricevuto, l’[informativa su commissioni e rimborsi](/legal/fees) spiega cosa rimborsiamo e come chiederlo.',
      ],
    },
    {
      id: 'listings',
      heading: 'Inserzioni e offerte',
      blocks: [
        'Puoi mettere in vendita un oggetto da collezione che possiedi al prezzo che scegli. Un’inserzione è una proposta di vendita al primo acquirente che firma a quel prezzo e resta aperta finché l’oggetto non è venduto o la ritiri. Finché un oggetto è in vendita non puoi usarlo nel crafting.',
        'Puoi fare un’offerta sull’oggetto da collezione di un’altra persona. L’importo offerto e la sua commissione sono accantonati dal tuo saldo finché l’offerta è aperta. Un’offerta ti vincola finché non è accettata, rifiutata o ritirata; se il proprietario la accetta, la vendita si conclude all’importo offerto senza altri passaggi da parte tua.',
        'Le vendite tra membri avvengono tra acquirente e venditore. Noi gestiamo il luogo in cui si incontrano, custodiamo il GEM accantonato finché lo scambio è aperto e registriamo il risultato, ma non verifichiamo che un prezzo sia equo. Ritirare un’inserzione o un’offerta è sempre possibile, anche se non hai accettato i termini in vigore.',
      ],
    },
    {
      id: 'crafting',
      heading: 'Crafting',
      blocks: [
        'Alcuni merchant offrono ricette che combinano oggetti da collezione in uno nuovo. Prima di iniziare, la ricetta mostra quali oggetti servono e cosa produce.',
        'Quando fai crafting firmi con il wallet e gli ingredienti vengono consumati: lasciano per sempre la tua collezione e il risultato vi entra subito. Un crafting non si può annullare, quindi controlla la ricetta prima di firmare.',
        'I merchant possono aggiungere, modificare o ritirare ricette. Una modifica non tocca mai un crafting che hai già firmato.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Comportamenti vietati',
      blocks: [
        'La [politica di utilizzo accettabile](/legal/acceptable-use) descrive in dettaglio cosa non è consentito. In breve, non devi:',
        [
          'truffare o ingannare altri membri, per esempio descrivendo in modo falso un oggetto o spacciandoti per un merchant o per qualcuno del nostro team;',
          'manipolare i prezzi, per esempio scambiando con te stesso o con account che controlli per creare un mercato fittizio;',
          'usare il marketplace per riciclare denaro, finanziare reati o aggirare sanzioni;',
          'impossessarti degli account altrui, sondare o attaccare il servizio, o usare script che lo sovraccaricano in modo scorretto;',
          'pubblicare nomi, immagini o messaggi illeciti, d’odio o che violano diritti altrui.',
        ],
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'L’arte e altra proprietà intellettuale',
      blocks: [
        'Arte, nomi e personaggi di un oggetto da collezione appartengono al merchant dal cui gioco proviene, o ai suoi licenzianti. Comprare un oggetto da collezione ti dà l’oggetto nella tua collezione e il diritto di tenerlo, mostrarlo sul marketplace, venderlo, offrirlo e usarlo nel crafting come consentono questi termini.',
        'Non ti dà la proprietà dell’arte, una licenza d’autore o di marchio, né alcun diritto sul gioco. Puoi condividere immagini dei tuoi oggetti da collezione per scopi personali e non commerciali, per esempio sui social; non puoi stamparle su prodotti, usarle in pubblicità o trarne nuove opere senza il permesso del merchant.',
        'Il software, il design e i testi del marketplace appartengono a noi. Ciò che pubblichi nel tuo profilo resta tuo; ci permetti di mostrarlo sul marketplace finché vi rimane.',
        'Se ritieni che qualcosa sul marketplace violi i tuoi diritti, segnalacelo tramite l’[assistenza](/support) con dettagli sufficienti a trovarlo, e lo esamineremo rapidamente.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Sospensione e chiusura da parte nostra',
      blocks: [
        'Possiamo limitare o sospendere un account quando abbiamo buone ragioni di ritenere che violi questi termini o la legge, che sia stato sottratto o che metta a rischio altri membri. Quando la legge e le indagini lo consentono, ti diciamo perché e come rispondere.',
        'Un account sospeso non può comprare, mettere in vendita, fare offerte, fare crafting né inviare GEM. Inserzioni e offerte aperte possono essere ritirate, e il GEM accantonato torna nel tuo saldo. Puoi comunque accedere, consultare i tuoi dati e scaricarli dalla [pagina di esportazione](/export).',
        'Per una violazione grave o ripetuta possiamo chiudere l’account. La chiusura da parte nostra segue gli stessi passaggi della chiusura da parte tua (sezione successiva), salvo quando la legge ci impone di conservare di più, per esempio per un’indagine.',
        'Se pensi che abbiamo sbagliato, scrivi all’[assistenza](/support). Una persona che non ha preso parte alla decisione la riesaminerà.',
      ],
    },
    {
      id: 'closing',
      heading: 'Chiudere il tuo account',
      blocks: [
        'Puoi chiudere il tuo account in qualsiasi momento dalle [impostazioni dell’account](/user-portal/account). Ti chiediamo la password oppure, se accedi solo con Google o Apple, di confermare che sei tu accedendo di nuovo con quel fornitore; e il codice a due fattori se è attivo. Ti diciamo cosa andrà perso e prima ti proponiamo l’esportazione della chiave del wallet e dei tuoi dati.',
        'La chiusura ha effetto 14 giorni dopo la richiesta. Fino ad allora non viene cancellato nulla: puoi ancora accedere, e accedendo ti viene proposto di annullare la chiusura.',
        'Trascorsi i 14 giorni ritiriamo le tue inserzioni e offerte aperte e cancelliamo i tuoi dati personali come descrive l’[informativa sulla privacy](/legal/privacy): profilo, indirizzo e-mail, metodi di accesso, dispositivi, copie della chiave nella cassaforte e preferenze. La registrazione dei tuoi scambi resta nel nostro registro contabile sotto pseudonimo, perché la legge impone di conservare le registrazioni dei pagamenti e perché chi ha scambiato con te conserva ciò che ha comprato.',
        'Prima di chiudere, invia il GEM che vuoi tenere a un wallet che controlli ed esporta la chiave del tuo wallet. Una volta cancellato l’account non conserviamo alcuna copia della tua chiave e non possiamo restituirti GEM né oggetti da collezione.',
      ],
    },
    {
      id: 'service-ending',
      heading: 'Se il marketplace chiude',
      blocks: [
        'Speriamo di gestire il marketplace a lungo, ma non possiamo promettere che durerà per sempre. Se decidiamo di chiuderlo, lo annunceremo sul sito e via e-mail almeno 90 giorni prima della fine degli scambi.',
        [
          'In quel periodo puoi continuare a usare il tuo account, inviare il tuo GEM a qualsiasi indirizzo di wallet ed esportare la chiave del wallet.',
          'Per prime si fermano le nuove inserzioni e offerte; quelle aperte vengono ritirate e il GEM accantonato torna nel tuo saldo.',
          'Puoi scaricare i tuoi dati, compresi l’elenco dei tuoi oggetti da collezione e ogni movimento del tuo GEM, dalla [pagina di esportazione](/export).',
          'Dopo la fine degli scambi conserviamo il registro di chi possedeva ciascun oggetto da collezione per il tempo richiesto dalla legge e rispondiamo alle richieste tramite l’assistenza.',
        ],
        'Gli oggetti da collezione sono registrazioni nel nostro registro contabile che i giochi dei merchant riconoscono. Se un gioco continuerà a usarli dopo la chiusura del marketplace dipende dal suo merchant; non possiamo prometterlo. Il GEM che hai inviato al tuo wallet resta sotto la tua chiave.',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Esclusioni di garanzia',
      blocks: [
        'Lavoriamo perché il marketplace sia disponibile, corretto e sicuro, ma lo forniamo così com’è. Può essere interrotto per manutenzione e contenere errori. Non promettiamo che un oggetto da collezione mantenga un prezzo, che il GEM mantenga un cambio o che un merchant continui a supportare un oggetto nel suo gioco.',
        'I merchant sono responsabili dei loro giochi e di ciò che gli oggetti da collezione fanno al loro interno. I link ai loro siti e ad altri servizi sono una comodità; non rispondiamo dei loro contenuti.',
        'Nulla sul marketplace costituisce consulenza finanziaria, legale o fiscale. Sei responsabile delle imposte dovute sui tuoi scambi nel luogo in cui vivi.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limiti di responsabilità',
      blocks: [
        'Rispondiamo dei danni che ti causiamo violando questi termini o per nostra negligenza, nella misura in cui la legge ci rende responsabili. Non rispondiamo di perdite che non potevamo ragionevolmente prevedere, di perdite causate da una tua violazione di questi termini o di perdite dovute all’uso da parte di altri di una password, una chiave del wallet o un dispositivo che non hai custodito con cura.',
        'Salvo che la legge non consenta un limite, la nostra responsabilità complessiva verso di te per qualsiasi pretesa è limitata al maggiore tra le commissioni che ci hai pagato nei 12 mesi precedenti la pretesa e 100 dollari statunitensi.',
        'Nulla in questi termini limita la responsabilità per morte o lesioni personali causate da negligenza, per frode o qualsiasi altra responsabilità che la legge non consente di limitare, e nulla ti toglie i diritti che hai come consumatore secondo la legge del Paese in cui vivi.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Controversie e legge applicabile',
      blocks: [
        'Se qualcosa va storto, scrivici prima tramite l’[assistenza](/support), scegliendo l’argomento adatto. Rispondiamo entro 30 giorni e cerchiamo di risolvere la questione con te.',
        'Questi termini sono regolati dalla legge del Paese in cui è stabilito il gestore del marketplace. Se sei un consumatore, conservi anche la tutela delle norme imperative del Paese in cui vivi e puoi agire davanti ai suoi tribunali.',
        'Un disaccordo con un altro membro su uno scambio riguarda voi due. Possiamo mostrare a entrambi la registrazione dello scambio e intervenire su un account che viola questi termini, ma uno scambio firmato resta definitivo.',
      ],
    },
    {
      id: 'changes',
      heading: 'Modifiche a questi termini e come le annunciamo',
      blocks: [
        'Modifichiamo questi termini quando il marketplace cambia o la legge lo richiede. Ogni modifica è una nuova versione con una nuova data, e riassumiamo cosa è cambiato in poche righe in [Cosa è cambiato](#what-changed), in fondo a questa pagina, in tutte le lingue del sito.',
        'Quando pubblichiamo una nuova versione, al tuo accesso successivo ti mostriamo cosa è cambiato e ti chiediamo di accettarla. Finché non la accetti non puoi comprare, mettere in vendita, fare offerte o crafting, ma puoi comunque ritirare inserzioni e offerte, inviare il tuo GEM, scaricare i tuoi dati e chiudere l’account.',
        'Se non sei d’accordo con una nuova versione, puoi chiudere l’account senza alcun costo. Le domande su questi termini vanno all’[assistenza](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
