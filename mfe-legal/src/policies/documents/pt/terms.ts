import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'O acordo entre você e o mercado: como funcionam contas, carteiras, colecionáveis, ofertas e taxas, e o que cada parte pode esperar.',
  changes: [
    'Agora é preciso aceitar os termos em vigor antes de comprar ou vender.',
    'A taxa do mercado e seu mínimo são explicados em uma política própria.',
    'A seção da carteira explica com mais clareza o que o cofre do servidor guarda e o que ele nunca vê.',
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'Nosso acordo',
      blocks: [
        'Estes termos se aplicam quando você navega, se cadastra, tem uma carteira ou negocia colecionáveis no mercado. Ao aceitá-los, você confirma que tem idade para firmar um contrato vinculante onde mora.',
        'Eles se completam com nossa [política de privacidade](/legal/privacy), [política de cookies](/legal/cookies), [política de uso aceitável](/legal/acceptable-use) e [política de taxas e reembolsos](/legal/fees), que fazem parte do mesmo acordo.',
      ],
    },
    {
      id: 'account',
      heading: 'Sua conta',
      blocks: [
        'Você entra com uma senha, ou com Google ou Apple. Guarde seus dados de acesso só para você; o que acontece na sua conta é responsabilidade sua, a menos que nos avise que ela foi tomada por outra pessoa.',
        'Ative a autenticação em dois fatores para mais proteção. Você pode ver e remover os dispositivos conectados à sua conta nas configurações da conta.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Sua carteira e o cofre do servidor',
      blocks: [
        'A chave da sua carteira é criada no seu navegador. Ela só chega ao cofre do nosso servidor criptografada com a senha da carteira (ou o segredo do seu login com Google ou Apple), então não conseguimos lê-la nem assinar por você.',
        'Se você perder a senha da carteira, a cópia de resgate permite substituí-la após um novo login. Se perder a senha e também a forma de entrar, não conseguiremos recuperar a carteira.',
      ],
    },
    {
      id: 'collectibles',
      heading: 'Colecionáveis, anúncios e ofertas',
      blocks: [
        'Colecionáveis são itens digitais dos jogos dos nossos comerciantes. Comprar um coloca o item na sua coleção; não lhe dá direitos sobre o jogo, sua arte ou sua marca.',
        [
          'Um anúncio é uma oferta de venda pelo preço que você define; fica aberto até ser vendido ou retirado.',
          'Uma oferta que você faz o compromete até ser aceita, recusada ou retirada, e o GEM necessário fica reservado enquanto isso.',
          'Cada compra, venda e oferta é confirmada com a assinatura da sua carteira; uma compra assinada é definitiva.',
        ],
      ],
    },
    {
      id: 'payments',
      heading: 'GEM, taxas e pagamentos',
      blocks: [
        'Os preços são em GEM. Os valores em dólares americanos que mostramos são estimativas pela cotação atual e podem mudar a qualquer momento.',
        'Cada compra tem a taxa do mercado, paga pelo comprador além do preço. Como ela é calculada, seu mínimo e quando o GEM é devolvido estão na [política de taxas e reembolsos](/legal/fees).',
      ],
    },
    {
      id: 'conduct',
      heading: 'Uso justo do mercado',
      blocks: [
        'Use o mercado como descreve a [política de uso aceitável](/legal/acceptable-use): sem fraude, sem manipular preços e sem atacar outras pessoas ou o serviço.',
      ],
    },
    {
      id: 'ending',
      heading: 'Suspensão, encerramento e mudanças',
      blocks: [
        'Podemos suspender uma conta que viole estes termos, explicando o motivo quando a lei permitir. Você pode encerrar sua conta a qualquer momento; antes, baixe seus dados na [página de exportação](/export).',
        'Quando estes termos mudarem, publicaremos uma nova versão com a data e pediremos que você a aceite antes da próxima compra ou venda. Dúvidas vão para o [suporte](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
