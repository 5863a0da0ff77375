import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'Cuánto cuesta una compra además de su precio, cómo se calcula la comisión mínima con el tipo de cambio actual y cuándo se devuelve el GEM.',
  sections: [
    {
      id: 'marketplace-fee',
      heading: 'La comisión del mercado',
      blocks: [
        'Cada compra en la tienda o en el mercado, y cada oferta aceptada, lleva una comisión del mercado del {feePercent} del precio. La paga el comprador además del precio; el vendedor recibe el precio completo.',
        'La comisión se muestra antes de firmar, y el importe mostrado es el importe cobrado.',
      ],
    },
    {
      id: 'minimum-fee',
      heading: 'La comisión mínima',
      blocks: [
        'La comisión nunca es inferior a {minimumUsd}, convertidos a GEM al tipo de cambio actual. Al tipo de hoy de {rateUsd} por GEM, ese mínimo es {floorGem}.',
        'Por eso, en un precio pequeño se aplica el mínimo en lugar del porcentaje. El tipo cambia a lo largo del día; la compra usa el tipo del momento en que confirmas.',
      ],
    },
    {
      id: 'offers',
      heading: 'Ofertas',
      blocks: [
        'Cuando haces una oferta, el importe ofrecido y su comisión se reservan de tu saldo. Si la oferta se rechaza, se retira o caduca, vuelven íntegros a tu saldo.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Reembolsos',
      blocks: [
        [
          'Una compra que no se completa (el objeto se vendió antes a otra persona o la firma falló) no se cobra, y el GEM reservado se libera.',
          'Una compra completada es definitiva: los coleccionables se entregan al instante y no se pueden devolver.',
          'Si se te cobró un objeto que no recibiste, escribe a [soporte](/support) en un plazo de 30 días y te devolveremos el precio y la comisión.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en las comisiones',
      blocks: [
        'Anunciamos una nueva comisión antes de aplicarla; una compra que ya firmaste mantiene la comisión con la que se mostró. Las comisiones forman parte de los [términos del servicio](/legal/terms).',
      ],
    },
  ],
} satisfies PolicyDocument;
