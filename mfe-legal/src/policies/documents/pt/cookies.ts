import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary: 'Os cookies e o armazenamento do navegador que o mercado usa, quanto tempo cada um dura e como você escolhe.',
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'O que são cookies',
      blocks: [
        'Cookies são pequenos textos que o seu navegador guarda para um site. Usamos alguns sem os quais o mercado não funciona, e análise de uso só se você concordar.',
      ],
    },
    {
      id: 'necessary',
      heading: 'Cookies necessários',
      blocks: [
        [
          'Sessão: mantém você conectado ao recarregar; os scripts da página não conseguem lê-lo.',
          'Dispositivo: reconhece este navegador entre seus dispositivos, por 90 dias.',
          'Chave de dispositivo de login: distingue um login feito em um navegador que você já usou de um feito em um dispositivo novo, para avisar você por e-mail; só é enviada quando você entra, os scripts da página não conseguem lê-la e dura até 400 dias.',
          'Idioma: lembra o idioma que você escolheu, por 365 dias.',
          'Chave da carteira: mantém sua carteira desbloqueada utilizável por uma hora, de forma embaralhada.',
          'Comerciante e indicação: lembram o último comerciante visitado e, por 7 dias, quem convidou você.',
        ],
      ],
    },
    {
      id: 'analytics',
      heading: 'Análise de uso',
      blocks: [
        'Se você aceitar a análise, contamos as visualizações de página para saber quais páginas ajudam as pessoas. Nada é carregado ou enviado para análise antes de você concordar, e sua escolha é guardada por 365 dias.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Outro armazenamento do navegador',
      blocks: [
        'O site também guarda cópias das traduções e dos perfis vistos recentemente para que as páginas carreguem mais rápido. A [página de limpar cache](/refresh-cache) as apaga sem desconectar você.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Suas escolhas',
      blocks: [
        'Você pode mudar sua escolha sobre a análise a qualquer momento nas configurações de cookies desta página. Bloquear os cookies necessários no navegador desconecta você e impede a carteira de funcionar. Veja mais sobre seus dados na [política de privacidade](/legal/privacy).',
      ],
    },
  ],
} satisfies PolicyDocument;
