import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'Quanto uma compra custa além do preço, como a taxa mínima é calculada pela cotação atual e quando o GEM volta para você.',
  sections: [
    {
      id: 'marketplace-fee',
      heading: 'A taxa do mercado',
      blocks: [
        'Cada compra na loja ou no mercado, e cada oferta aceita, tem uma taxa do mercado de {feePercent} do preço. O comprador a paga além do preço; o vendedor recebe o preço integral.',
        'A taxa é mostrada antes de você assinar, e o valor mostrado é o valor cobrado.',
      ],
    },
    {
      id: 'minimum-fee',
      heading: 'A taxa mínima',
      blocks: [
        'A taxa nunca é menor que {minimumUsd}, convertidos em GEM pela cotação atual. Com a cotação de hoje de {rateUsd} por GEM, esse mínimo é {floorGem}.',
        'Assim, em um preço pequeno vale o mínimo em vez da porcentagem. A cotação muda ao longo do dia; a compra usa a cotação do momento em que você confirma.',
      ],
    },
    {
      id: 'offers',
      heading: 'Ofertas',
      blocks: [
        'Quando você faz uma oferta, o valor oferecido e a taxa ficam reservados do seu saldo. Se a oferta for recusada, retirada ou expirar, eles voltam integralmente para o seu saldo.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Reembolsos',
      blocks: [
        [
          'Uma compra que não se conclui (o item foi vendido antes para outra pessoa ou a assinatura falhou) não é cobrada, e o GEM reservado é liberado.',
          'Uma compra concluída é definitiva: os colecionáveis são entregues na hora e não podem ser devolvidos.',
          'Se você foi cobrado por um item que não recebeu, escreva para o [suporte](/support) em até 30 dias e devolveremos o preço e a taxa.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Mudanças nas taxas',
      blocks: [
        'Anunciamos uma nova taxa antes de aplicá-la; uma compra que você já assinou mantém a taxa com que foi mostrada. As taxas fazem parte dos [termos de serviço](/legal/terms).',
      ],
    },
  ],
} satisfies PolicyDocument;
