import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'Was auf dem Marktplatz erlaubt ist und was nicht, damit der Handel für alle fair und sicher bleibt.',
  sections: [
    {
      id: 'purpose',
      heading: 'Warum es diese Regeln gibt',
      blocks: [
        'Der Marktplatz funktioniert nur, wenn Käufer und Verkäufer den Preisen, den Gegenständen und einander vertrauen können. Diese Regeln sind Teil der [Nutzungsbedingungen](/legal/terms).',
      ],
    },
    {
      id: 'not-allowed',
      heading: 'Nicht erlaubt',
      blocks: [
        [
          'Betrug, gestohlene Konten oder Gegenstände und Zahlungen, zu denen du nicht berechtigt bist.',
          'Sich als eine andere Person, ein Händler oder unser Team auszugeben.',
          'Beleidigende, hasserfüllte oder irreführende Benutzernamen, Slogans oder Nachrichten.',
          'Den Marktplatz für Geldwäsche oder zum Umgehen von Sanktionen zu nutzen.',
        ],
      ],
    },
    {
      id: 'fair-trading',
      heading: 'Fairer Handel',
      blocks: [
        'Handle nicht mit dir selbst oder mit Freunden, um Nachfrage vorzutäuschen, sprich keine Preise ab und überschwemme den Markt nicht mit Geboten, die du nicht halten willst.',
      ],
    },
    {
      id: 'security',
      heading: 'Sicherheit',
      blocks: [
        'Versuche nicht, auf fremde Konten, Wallets oder Daten zuzugreifen, den Dienst zu überlasten oder seine Grenzen zu umgehen. Wenn du eine Schwachstelle findest, melde sie dem [Support](/support) und gib uns Zeit, sie zu beheben.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'Was wir dagegen tun',
      blocks: [
        'Wir können Inserate und Gebote entfernen, noch nicht endgültige Geschäfte stornieren und Konten sperren, die gegen diese Regeln verstoßen. Wo möglich, sagen wir dir den Grund und wie du widersprechen kannst.',
      ],
    },
  ],
} satisfies PolicyDocument;
