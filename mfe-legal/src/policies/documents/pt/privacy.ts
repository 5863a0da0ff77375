import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'O que o mercado guarda sobre você, por quê, por quanto tempo e como você pode ver, baixar ou excluir esses dados.',
  sections: [
    {
      id: 'what-we-keep',
      heading: 'O que guardamos',
      blocks: [
        [
          'Sua conta: e-mail, nome de usuário, nome de exibição, foto de perfil e configurações.',
          'Sua atividade: compras, vendas, ofertas, anúncios, colecionáveis e notificações.',
          'Seus dispositivos: os navegadores conectados à sua conta e quando foram usados pela última vez.',
          'Suporte: os chamados que você abre e as respostas que enviamos.',
        ],
      ],
    },
    {
      id: 'vault',
      heading: 'O que nunca vemos',
      blocks: [
        'A chave da sua carteira é criptografada no seu navegador antes de chegar ao nosso cofre. Guardamos apenas essa cópia criptografada e não conseguimos abri-la. Nunca guardamos suas senhas de forma legível.',
      ],
    },
    {
      id: 'why',
      heading: 'Para que usamos',
      blocks: [
        'Para operar sua conta e suas negociações, proteger o mercado contra fraudes, responder ao suporte e, só se você concordar, enviar novidades por e-mail. A análise de uso só funciona depois que você a aceita no aviso de cookies.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Quem mais vê',
      blocks: [
        'Outras pessoas veem apenas seu perfil público e seus anúncios. Os comerciantes sabem quais itens deles você comprou. Provedores de identidade e verificação recebem só o que a verificação exige. Não vendemos seus dados.',
      ],
    },
    {
      id: 'retention',
      heading: 'Por quanto tempo guardamos',
      blocks: [
        'Guardamos os dados da sua conta enquanto ela existir. Os registros de negociações são mantidos depois pelo tempo que a lei exigir; todo o resto é excluído quando você encerra a conta.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Suas escolhas e direitos',
      blocks: [
        'Baixe tudo o que temos sobre você na [página de exportação](/export). Escolha quais e-mails recebe na [página de comunicações](/communications). Para corrigir ou excluir seus dados, escreva para o [suporte](/support).',
        'O uso de cookies é explicado na [política de cookies](/legal/cookies).',
      ],
    },
  ],
} satisfies PolicyDocument;
