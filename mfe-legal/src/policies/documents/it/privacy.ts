import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Cosa conserva il marketplace su di te, funzione per funzione; perché e su quale base giuridica; chi altro tratta i dati; per quanto tempo li conserviamo; e in quale pagina del sito eserciti ciascuno dei tuoi diritti.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Chi siamo e cosa copre questa informativa',
      blocks: [
        'Il gestore del marketplace («noi») decide come e perché i tuoi dati personali sono usati sul marketplace, e ne è titolare ai sensi della normativa sulla protezione dei dati. Questa informativa riguarda il sito in tutte le lingue, il tuo account e il tuo wallet, le e-mail che inviamo e l’assistenza che forniamo.',
        'Non riguarda i giochi dei nostri merchant né i siti di Google, Apple o di altri servizi che raggiungi dal nostro; hanno le proprie informative. Come usiamo i cookie e la memoria del tuo browser è spiegato nella [cookie policy](/legal/cookies).',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'I dati raccolti da ciascuna funzione',
      blocks: [
        'Raccogliamo solo ciò che serve a una funzione per funzionare. Quasi tutto ce lo dai tu; una parte nasce mentre usi il sito.',
        [
          'Account: il tuo indirizzo e-mail; la tua password, conservata solo come hash irreversibile; per l’accesso con Google o Apple, l’e-mail e l’identificativo dell’account che il fornitore ci comunica; la data di iscrizione e la versione dei termini che hai accettato.',
          'Profilo: nome utente, nome visualizzato, motto, immagine del profilo, banner, lingua preferita, se il saldo è visibile e il tuo codice anti-phishing (una parola che stampiamo nelle nostre e-mail perché tu possa distinguerle dai falsi).',
          'Sicurezza: se l’autenticazione a due fattori è attiva e il relativo segreto, usato per verificare i tuoi codici; ogni browser collegato (un nome, lo user agent del browser, il metodo di accesso, quando è stato visto la prima e l’ultima volta); e una chiave casuale in un cookie che ci permette di riconoscere un browser che hai già usato e di avvisarti di uno nuovo.',
          'Wallet: l’indirizzo del tuo wallet, le copie cifrate della tua chiave nella cassaforte e i segreti descritti in [Cosa non possiamo leggere](#vault).',
          'Scambi: il tuo saldo in GEM e il suo registro; acquisti, prenotazioni, inserzioni, offerte, crafting, invii e depositi che effettui, con importi, commissioni, orari e le firme del wallet che li hanno autorizzati; gli oggetti da collezione che possiedi e i tuoi preferiti.',
          'Inviti e programma influencer: chi ti ha invitato (da un link di invito, conservato in un cookie per 7 giorni fino alla registrazione), le persone che hai invitato e i tuoi premi; per una candidatura, nome, e-mail, indirizzo del canale, dimensione del pubblico e messaggio che invii.',
          'Verifica dell’identità: a che punto è la tua verifica e i suoi passaggi. I documenti vanno al fornitore della verifica; noi conserviamo il risultato.',
          'Notifiche ed e-mail: le notifiche che ti mostriamo, le e-mail che ti inviamo e le tue preferenze di comunicazione.',
          'Assistenza: il tuo indirizzo e-mail, l’argomento, il messaggio e l’eventuale allegato.',
          'Errori: quando il sito incontra un errore, il tuo browser ci invia cosa è andato storto (il tipo di errore, il suo stato e i dettagli, togliendo tutto ciò che somiglia a un segreto), con l’identificativo del tuo account se hai effettuato l’accesso.',
          'Statistiche, solo se acconsenti: la pagina aperta senza query né ancora, la lingua e un numero di visitatore casuale. Mai il tuo account.',
        ],
      ],
    },
    {
      id: 'why',
      heading: 'Perché li usiamo e su quale base giuridica',
      blocks: [
        'La normativa sulla protezione dei dati richiede una base giuridica per ogni uso di dati personali. Queste sono le nostre:',
        {
          table: {
            head: ['Cosa facciamo', 'Base giuridica'],
            rows: [
              [
                'Aprire e gestire il tuo account, il tuo wallet e i tuoi scambi; inviare le e-mail necessarie al servizio',
                'Esecuzione del nostro contratto con te (i [termini di servizio](/legal/terms))',
              ],
              [
                'Conservare le registrazioni di pagamenti e scambi; verificare l’identità dove la legge lo richiede; rispondere alle autorità',
                'Obbligo di legge',
              ],
              [
                'Proteggere gli account e il marketplace: riconoscere i dispositivi, inviare avvisi di sicurezza, individuare frodi e abusi, correggere errori',
                'Nostro legittimo interesse a un servizio sicuro e funzionante, bilanciato con i tuoi diritti',
              ],
              ['Rispondere alle richieste di assistenza e alle candidature', 'Esecuzione del contratto, o misure che hai chiesto prima di concluderlo'],
              ['Inviare novità e offerte via e-mail', 'Il tuo consenso, che modifichi nella [pagina delle comunicazioni](/communications)'],
              ['Misurare quali pagine sono usate (statistiche)', 'Il tuo consenso, che modifichi nelle [impostazioni dei cookie](/legal/cookies)'],
            ],
          },
        },
        'Quando ci basiamo sul consenso, puoi revocarlo in qualsiasi momento; ciò non rende illecito l’uso precedente. Non prendiamo decisioni che ti riguardano basate unicamente su un trattamento automatizzato che producano effetti giuridici o che incidano in modo analogo significativamente su di te.',
      ],
    },
    {
      id: 'vault',
      heading: 'Cosa non possiamo leggere',
      blocks: [
        'La chiave del tuo wallet è creata e cifrata nel tuo browser prima di arrivare alla nostra cassaforte. Se potremmo aprirne una copia dipende dalla copia:',
        [
          'La copia protetta dalla password del wallet: non riceviamo mai la password, quindi non possiamo aprirla.',
          'La copia di un account Google o Apple: è cifrata con un segreto che il nostro server conserva e consegna solo a una sessione avviata con quel fornitore.',
          'La copia di recupero: il nostro server conserva il segreto che la apre e lo consegna solo all’accesso di recupero, così puoi sostituire una password dimenticata.',
        ],
        'Non usiamo mai questi segreti per aprire la tua chiave. La password di accesso è conservata solo come hash, da cui non si può risalire alla password. Il nostro team non ti chiederà mai una password, un codice o la tua chiave.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Chi altro li vede',
      blocks: [
        [
          'Tutti: il tuo profilo pubblico (nome utente, nome visualizzato, motto, immagine e banner), gli oggetti da collezione che possiedi, le tue inserzioni e le vendite che compaiono nello storico prezzi di un oggetto.',
          'L’altra parte di uno scambio: il tuo nome utente e l’oggetto, l’importo e l’ora dello scambio.',
          'I merchant: quali loro oggetti hai comprato, venduto o creato, e se giochi al loro gioco quando lo colleghi.',
          'Le autorità: solo ciò che la legge ci obbliga a fornire, dopo aver verificato che la richiesta sia legittima.',
        ],
        'Non vendiamo i tuoi dati personali e non li condividiamo con inserzionisti pubblicitari.',
      ],
    },
    {
      id: 'processors',
      heading: 'Fornitori che lavorano per noi',
      blocks: [
        'Alcune aziende trattano dati per nostro conto, con contratti che consentono loro di usarli solo secondo le nostre istruzioni e le obbligano a proteggerli:',
        [
          'fornitori di hosting e database, che gestiscono i nostri server;',
          'un fornitore di invio e-mail, che recapita i nostri messaggi;',
          'Google e Apple, quando scegli di accedere con loro;',
          'un fornitore di verifica dell’identità, quando verifichi la tua identità;',
          'un servizio anti-bot (Google reCAPTCHA), che controlla che a creare un wallet, recuperarlo o inviare un modulo sia una persona e non uno script;',
          'un servizio di statistiche, solo dopo che hai accettato le statistiche;',
          'un esploratore di blockchain, che riceve l’indirizzo pubblico del tuo wallet per leggerne il saldo sulla catena.',
        ],
        'Le icone del sito provengono da un servizio di icone; il tuo browser gli chiede immagini e non gli invia nulla sul tuo account.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Trasferimenti verso altri Paesi',
      blocks: [
        'I nostri fornitori possono trattare dati in Paesi diversi dal tuo, compresi gli Stati Uniti. Quando i dati escono dallo Spazio economico europeo, dal Regno Unito o dalla Svizzera, ci basiamo su una decisione di adeguatezza o sulle clausole contrattuali tipo approvate a tale scopo, con misure aggiuntive dove necessario. Puoi chiedere una copia di queste garanzie tramite l’[assistenza](/support).',
      ],
    },
    {
      id: 'retention',
      heading: 'Per quanto tempo li conserviamo',
      blocks: [
        'Conserviamo i dati solo finché servono allo scopo per cui li abbiamo raccolti, o per il tempo richiesto dalla legge:',
        {
          table: {
            head: ['Dati', 'Per quanto tempo'],
            rows: [
              ['Account, profilo e preferenze', 'Finché l’account esiste; cancellati quando la chiusura ha effetto, 14 giorni dopo la richiesta'],
              ['Browser collegati', 'Finché non esci o rimuovi il browser nella pagina dei dispositivi'],
              ['Browser riconosciuti per gli avvisi di sicurezza', 'Finché non rimuovi il browser nella pagina dei dispositivi o l’account viene cancellato'],
              ['Copie cifrate della chiave del wallet', 'Finché non le sostituisci o l’account viene cancellato'],
              [
                'Registro di acquisti, vendite, invii e depositi',
                '10 anni dallo scambio, come richiedono le norme sui pagamenti e sulla contabilità; senza nome né e-mail una volta cancellato l’account',
              ],
              ['Inserzioni e offerte non concluse', 'Ritirate e cancellate quando l’account viene cancellato'],
              [
                'Esito della verifica dell’identità',
                '5 anni dalla fine dell’account dove lo richiede la normativa antiriciclaggio; altrimenti cancellato con l’account',
              ],
              ['Richieste di assistenza', '2 anni dall’ultimo messaggio'],
              ['Segnalazioni di errore', '90 giorni'],
              ['Pagine viste nelle statistiche', '13 mesi, mai collegate a un account'],
            ],
          },
        },
      ],
    },
    {
      id: 'closing',
      heading: 'Quando chiudi il tuo account',
      blocks: [
        'Chiudi il tuo account dalle [impostazioni dell’account](/user-portal/account). Per 14 giorni puoi ripensarci accedendo. Trascorsi i 14 giorni ritiriamo inserzioni e offerte e cancelliamo profilo, indirizzo e-mail, metodi di accesso, dispositivi, copie della chiave, preferenze, notifiche e preferiti.',
        'Il registro conserva gli scambi che hai fatto, perché la legge richiede le registrazioni dei pagamenti e perché chi ha scambiato con te conserva ciò che ha comprato. Da quel momento queste registrazioni sono collegate a un identificativo casuale e all’indirizzo del tuo wallet, non al tuo nome né alla tua e-mail.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'I tuoi diritti e dove esercitarli',
      blocks: [
        'Hai il diritto di vedere, correggere, scaricare e cancellare i tuoi dati, di opporti al loro uso o di limitarlo, e di revocare il consenso. Quasi tutti questi diritti hanno un pulsante sul sito:',
        {
          table: {
            head: ['Il tuo diritto', 'Dove esercitarlo'],
            rows: [
              [
                'Vedere e scaricare tutto ciò che conserviamo su di te (accesso e portabilità)',
                'La [pagina di esportazione](/export): un file con tutti i tuoi dati e le tue transazioni in un foglio di calcolo',
              ],
              [
                'Correggere i tuoi dati',
                'Le [impostazioni dell’account](/user-portal/account) per profilo, e-mail e lingua; l’[assistenza](/support) per tutto il resto',
              ],
              ['Cancellare i tuoi dati', 'Chiudi l’account nelle [impostazioni dell’account](/user-portal/account)'],
              [
                'Non ricevere più novità e offerte via e-mail',
                'La [pagina delle comunicazioni](/communications), o il link di disiscrizione presente in ciascuna di quelle e-mail',
              ],
              ['Revocare il consenso alle statistiche', 'Le [impostazioni dei cookie](/legal/cookies)'],
              ['Disconnettere un browser e non farlo più riconoscere', 'La [pagina dei dispositivi](/user-portal/account/devices)'],
              ['Opporti a un uso dei tuoi dati o limitarlo', 'Scrivi all’[assistenza](/support) con l’argomento Account'],
            ],
          },
        },
        'Rispondiamo alle richieste inviate tramite l’assistenza entro un mese e ti avvisiamo se una richiesta complessa richiede più tempo. Hai anche il diritto di proporre reclamo all’autorità per la protezione dei dati del Paese in cui vivi o lavori.',
      ],
    },
    {
      id: 'children',
      heading: 'Minori',
      blocks: [
        'Il marketplace non è pensato per chi ha meno di 18 anni, e non conserviamo consapevolmente dati di minori. Se ritieni che un minore abbia aperto un account, segnalacelo tramite l’[assistenza](/support) e lo chiuderemo.',
      ],
    },
    {
      id: 'security',
      heading: 'Come li proteggiamo',
      blocks: [
        'Tutto il traffico verso il marketplace è cifrato. Le modifiche alla cassaforte del wallet richiedono una prova recente che sei tu, e ogni movimento di GEM o di un oggetto da collezione richiede la firma del tuo wallet. Ti inviamo un avviso di sicurezza quando qualcuno accede da un nuovo browser, cambia la tua password o l’autenticazione a due fattori, o recupera il tuo wallet.',
        'Solo il personale che ne ha bisogno per il proprio lavoro può accedere ai dati personali. Se una violazione mette a rischio i tuoi dati, lo comunichiamo all’autorità entro 72 ore e a te senza ingiustificato ritardo, spiegando cosa è successo e cosa puoi fare.',
      ],
    },
    {
      id: 'changes',
      heading: 'Modifiche a questa informativa',
      blocks: [
        'Quando modifichiamo questa informativa pubblichiamo una nuova versione con la sua data in cima a questa pagina. Se una modifica riguarda il modo in cui usiamo dati che ci hai già dato, te lo diciamo sul sito prima che si applichi e ti chiediamo il consenso dove la legge lo richiede.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contatti',
      blocks: [
        'Per qualsiasi domanda sui tuoi dati o su questa informativa, scrivici tramite l’[assistenza](/support) con l’argomento Account. Se hai effettuato l’accesso, la richiesta è collegata al tuo account, quindi non dobbiamo chiederti di dimostrare di nuovo chi sei.',
      ],
    },
  ],
} satisfies PolicyDocument;
