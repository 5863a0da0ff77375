import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary: 'I cookie e lo spazio del browser che il marketplace usa, quanto dura ciascuno e come scegli.',
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'Cosa sono i cookie',
      blocks: [
        'I cookie sono piccoli testi che il browser conserva per un sito. Ne usiamo alcuni senza i quali il marketplace non funziona, e le statistiche solo se sei d’accordo.',
      ],
    },
    {
      id: 'necessary',
      heading: 'Cookie necessari',
      blocks: [
        [
          'Sessione: ti mantiene connesso quando ricarichi; gli script della pagina non possono leggerlo.',
          'Dispositivo: riconosce questo browser tra i tuoi dispositivi, per 90 giorni.',
          'Chiave del dispositivo di accesso: distingue un accesso da un browser che hai già usato da uno su un nuovo dispositivo, per avvisarti via e-mail; viene inviata solo quando accedi, gli script della pagina non possono leggerla e dura fino a 400 giorni.',
          'Lingua: ricorda la lingua che hai scelto, per 365 giorni.',
          'Chiave del wallet: mantiene utilizzabile il wallet sbloccato per un’ora, in forma offuscata.',
          'Commerciante e invito: ricordano l’ultimo commerciante visitato e, per 7 giorni, chi ti ha invitato.',
        ],
      ],
    },
    {
      id: 'analytics',
      heading: 'Statistiche',
      blocks: [
        'Se accetti le statistiche, contiamo le visualizzazioni delle pagine per capire quali aiutano le persone. Prima del tuo consenso non viene caricato né inviato nulla per le statistiche, e la tua scelta viene conservata per 365 giorni.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Altro spazio del browser',
      blocks: [
        'Il sito conserva anche copie delle traduzioni e dei profili visti di recente, così le pagine si caricano più in fretta. La [pagina per svuotare la cache](/refresh-cache) le cancella senza disconnetterti.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Le tue scelte',
      blocks: [
        'Puoi cambiare la tua scelta sulle statistiche in qualsiasi momento dalle impostazioni dei cookie di questa pagina. Bloccare i cookie necessari nel browser ti disconnette e impedisce al wallet di funzionare. Trovi di più sui tuoi dati nell’[informativa sulla privacy](/legal/privacy).',
      ],
    },
  ],
} satisfies PolicyDocument;
