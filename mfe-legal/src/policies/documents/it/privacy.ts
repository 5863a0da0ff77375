import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'Cosa conserva il marketplace su di te, perché, per quanto tempo e come puoi vederlo, scaricarlo o cancellarlo.',
  sections: [
    {
      id: 'what-we-keep',
      heading: 'Cosa conserviamo',
      blocks: [
        [
          'Il tuo account: indirizzo e-mail, nome utente, nome visualizzato, immagine del profilo e impostazioni.',
          'La tua attività: acquisti, vendite, offerte, inserzioni, oggetti da collezione e notifiche.',
          'I tuoi dispositivi: i browser collegati al tuo account e quando sono stati usati l’ultima volta.',
          'Supporto: le richieste che invii e le risposte che ti diamo.',
        ],
      ],
    },
    {
      id: 'vault',
      heading: 'Cosa non vediamo mai',
      blocks: [
        'La chiave del tuo wallet viene cifrata nel tuo browser prima di arrivare alla nostra cassaforte. Conserviamo solo quella copia cifrata e non possiamo aprirla. Non conserviamo mai le tue password in forma leggibile.',
      ],
    },
    {
      id: 'why',
      heading: 'Perché li usiamo',
      blocks: [
        'Per gestire il tuo account e i tuoi scambi, proteggere il marketplace dalle frodi, rispondere al supporto e, solo se sei d’accordo, inviarti novità via e-mail. Le statistiche di utilizzo funzionano solo dopo che le hai accettate nel banner dei cookie.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Chi altro li vede',
      blocks: [
        'Gli altri vedono solo il tuo profilo pubblico e le tue inserzioni. I commercianti sanno quali loro oggetti hai acquistato. I fornitori di identità e verifica ricevono solo ciò che serve al loro controllo. Non vendiamo i tuoi dati.',
      ],
    },
    {
      id: 'retention',
      heading: 'Per quanto tempo li conserviamo',
      blocks: [
        'Conserviamo i dati dell’account finché l’account esiste. I registri degli scambi restano poi per il tempo richiesto dalla legge; tutto il resto viene cancellato quando chiudi l’account.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Le tue scelte e i tuoi diritti',
      blocks: [
        'Scarica tutto ciò che conserviamo su di te dalla [pagina di esportazione](/export). Scegli quali e-mail ricevere nella [pagina delle comunicazioni](/communications). Per correggere o cancellare i tuoi dati, scrivi al [supporto](/support).',
        'L’uso dei cookie è spiegato nella [cookie policy](/legal/cookies).',
      ],
    },
  ],
} satisfies PolicyDocument;
