import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'O que é e o que não é permitido no mercado, para que negociar continue justo e seguro para todos.',
  sections: [
    {
      id: 'purpose',
      heading: 'Por que estas regras existem',
      blocks: [
        'O mercado só funciona se compradores e vendedores puderem confiar nos preços, nos itens e uns nos outros. Estas regras fazem parte dos [termos de serviço](/legal/terms).',
      ],
    },
    {
      id: 'not-allowed',
      heading: 'Não é permitido',
      blocks: [
        [
          'Fraude, contas ou itens roubados e pagamentos que você não tem direito de fazer.',
          'Fingir ser outra pessoa, um comerciante ou nossa equipe.',
          'Nomes de usuário, frases ou mensagens ofensivas, de ódio ou enganosas.',
          'Usar o mercado para lavar dinheiro ou burlar sanções.',
        ],
      ],
    },
    {
      id: 'fair-trading',
      heading: 'Negociação justa',
      blocks: ['Não negocie consigo mesmo nem com amigos para simular demanda, não combine preços e não inunde o mercado com ofertas que não pretende manter.'],
    },
    {
      id: 'security',
      heading: 'Segurança',
      blocks: [
        'Não tente acessar contas, carteiras ou dados que não são seus, sobrecarregar o serviço ou contornar seus limites. Se encontrar uma falha, avise o [suporte](/support) e nos dê tempo para corrigi-la.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'O que fazemos a respeito',
      blocks: [
        'Podemos remover anúncios e ofertas, cancelar negociações que ainda não são definitivas e suspender contas que violem estas regras. Sempre que possível, explicamos o motivo e como recorrer.',
      ],
    },
  ],
} satisfies PolicyDocument;
