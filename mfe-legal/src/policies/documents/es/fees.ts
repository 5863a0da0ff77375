import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Lo que cuesta una compra además de su precio, cómo se calcula la comisión mínima con la cotización de GEM en vivo, qué es gratis y cuándo te devolvemos GEM. Las cifras de esta página son las que se cobran hoy en las compras.',
  sections: [
    {
      id: 'marketplace-fee',
      heading: 'La comisión del marketplace',
      blocks: [
        'Toda compra lleva una comisión del marketplace del {feePercent} del precio. Se aplica a una acuñación comprada en la tienda de un comerciante, a un artículo comprado a otro coleccionista en el mercado y a una oferta que acepta un vendedor.',
        'El comprador paga la comisión además del precio; el vendedor recibe el precio completo que publicó o aceptó. La comisión paga el funcionamiento del marketplace: los servidores, la bóveda que protege las claves de los monederos, el soporte y los controles que mantienen el comercio justo.',
        'Antes de firmar una compra, la confirmación muestra el precio, la comisión y el total en GEM, con su cifra en USD. El importe mostrado es el importe cobrado: el servidor calcula la comisión con la misma función que la página y rechaza la compra antes que cobrar otra cantidad.',
      ],
    },
    {
      id: 'minimum-fee',
      heading: 'La comisión mínima',
      blocks: [
        'La comisión nunca es inferior a {minimumUsd}, convertidos a GEM con la cotización en vivo. Con la cotización de hoy, {rateUsd} por GEM, ese mínimo es {floorGem}.',
        'En un precio pequeño se aplica el mínimo en lugar del porcentaje; en uno mayor, el porcentaje. El mínimo existe porque cada compra nos cuesta algo, por pequeño que sea su precio.',
        'La cotización cambia durante el día. Una compra usa la cotización del momento en que la confirmas, así que el mínimo en GEM puede diferir un poco de la cifra de esta página o del artículo que miraste antes.',
      ],
    },
    {
      id: 'gem-and-usd',
      heading: 'GEM y su cifra en USD',
      blocks: [
        'Los precios del marketplace se fijan y se pagan en GEM, el token que guarda tu monedero. Las cifras en USD que los acompañan son una orientación calculada con la cotización actual de GEM para que puedas comparar precios; no son una oferta de compra o venta de GEM por dólares, y no cambiamos GEM por dinero.',
        'Tu saldo y cada movimiento (compras, comisiones, importes reservados y devueltos por ofertas, depósitos y transferencias) aparecen en tu actividad del portal de usuario, con la comisión en su propia línea.',
      ],
    },
    {
      id: 'what-is-free',
      heading: 'Lo que es gratis',
      blocks: [
        [
          'Crear una cuenta y un monedero, navegar y añadir coleccionables a tus favoritos.',
          'Publicar un artículo en el mercado, cambiar su precio y retirarlo: la comisión la paga el comprador, y solo cuando se vende.',
          'Hacer una oferta: no se cobra nada salvo que se acepte.',
          'Fabricar: la receta consume los coleccionables que indica como ingredientes, pero ni GEM ni comisión.',
          'Recibir GEM y exportar tus datos o tu clave.',
        ],
        'Enviar GEM desde tu monedero a otra dirección tiene una comisión de red, que no es una comisión del marketplace: se muestra antes de confirmar y solo se cobra cuando se hace la transferencia. Cuando alguien a quien invitaste hace su primera compra en la tienda, tu recompensa por referido sale de nuestra comisión; nunca le cuesta nada al comprador ni a ningún vendedor.',
      ],
    },
    {
      id: 'offers',
      heading: 'Ofertas e importes reservados',
      blocks: [
        'Cuando haces una oferta, el importe ofrecido y su comisión se reservan de tu saldo, para que el vendedor que la acepte tenga el cobro asegurado. Lo reservado no puede gastarse en otra cosa mientras la oferta siga en pie.',
        'Si la oferta se rechaza, si la retiras o si el artículo se vende antes a otra persona, todo el importe y su comisión vuelven a tu saldo al instante. Si se acepta, se cobran el precio y su comisión, calculada en el momento de la aceptación como en cualquier compra, y lo reservado de más vuelve a tu saldo.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Compras fallidas y reembolsos',
      blocks: [
        [
          'Una compra que no se completa (el artículo se vendió antes a otra persona, tu firma falló o tu saldo no cubría el total) no se cobra, y se libera todo GEM reservado para ella.',
          'Una compra completada es definitiva: el coleccionable llega a tu colección al instante y no puede devolverse a cambio del precio ni de la comisión.',
          'Si se te cobró un artículo que no recibiste, o un importe distinto del que confirmaste, escribe a [soporte](/support) en un plazo de 30 días con la fecha de la compra. Revisamos el registro contable y, si el error fue nuestro, reembolsamos el precio y la comisión.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en las comisiones',
      blocks: [
        'Anunciamos cualquier cambio del porcentaje o del mínimo al menos 30 días antes de que se aplique, en esta página y por correo a los titulares de cuentas. Una compra o una oferta que ya firmaste mantiene la comisión con la que se mostró.',
        'Las comisiones forman parte de los [términos del servicio](/legal/terms). Las preguntas sobre un cargo van a [soporte](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
