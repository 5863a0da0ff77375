import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary:
    'El acuerdo entre tú y el mercado: cómo funcionan las cuentas, los monederos, los coleccionables, las ofertas y las comisiones, y qué puede esperar cada parte.',
  changes: [
    'Ahora hay que aceptar los términos vigentes antes de comprar o vender.',
    'La comisión del mercado y su mínimo se explican en una política propia.',
    'La sección del monedero explica con más claridad qué guarda la bóveda del servidor y qué no ve nunca.',
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'Nuestro acuerdo',
      blocks: [
        'Estos términos se aplican cuando navegas, te registras, tienes un monedero o intercambias coleccionables en el mercado. Al aceptarlos confirmas que tienes edad suficiente para celebrar un contrato vinculante donde vives.',
        'Se completan con nuestra [política de privacidad](/legal/privacy), [política de cookies](/legal/cookies), [política de uso aceptable](/legal/acceptable-use) y [política de comisiones y reembolsos](/legal/fees), que forman parte del mismo acuerdo.',
      ],
    },
    {
      id: 'account',
      heading: 'Tu cuenta',
      blocks: [
        'Inicias sesión con una contraseña, o con Google o Apple. Guarda tus datos de acceso para ti; lo que ocurra con tu cuenta es tu responsabilidad salvo que nos avises de que alguien la ha tomado.',
        'Activa la autenticación en dos pasos para más protección. Puedes ver y quitar los dispositivos conectados a tu cuenta desde la configuración de la cuenta.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Tu monedero y la bóveda del servidor',
      blocks: [
        'La clave de tu monedero se crea en tu navegador. Solo llega a la bóveda de nuestro servidor cifrada con tu contraseña del monedero (o el secreto de tu inicio de sesión con Google o Apple), así que no podemos leerla ni firmar por ti.',
        'Si pierdes la contraseña del monedero, la copia de rescate te permite sustituirla tras volver a iniciar sesión. Si pierdes la contraseña y también tu forma de iniciar sesión, no podremos recuperar el monedero.',
      ],
    },
    {
      id: 'collectibles',
      heading: 'Coleccionables, anuncios y ofertas',
      blocks: [
        'Los coleccionables son objetos digitales de los juegos de nuestros comerciantes. Comprar uno te da el objeto en tu colección; no te da derechos sobre el juego, su arte ni su marca.',
        [
          'Un anuncio es una oferta de venta al precio que fijas; sigue abierto hasta que se vende o lo retiras.',
          'Una oferta que haces te obliga hasta que se acepta, se rechaza o la retiras, y el GEM que requiere queda reservado mientras tanto.',
          'Cada compra, venta y oferta se confirma con la firma de tu monedero; una compra firmada es definitiva.',
        ],
      ],
    },
    {
      id: 'payments',
      heading: 'GEM, comisiones y pagos',
      blocks: [
        'Los precios están en GEM. Los importes en dólares estadounidenses que mostramos son estimaciones al tipo de cambio actual y pueden variar en cualquier momento.',
        'Cada compra lleva la comisión del mercado, que paga el comprador además del precio. Cómo se calcula, su mínimo y cuándo se devuelve el GEM se explican en la [política de comisiones y reembolsos](/legal/fees).',
      ],
    },
    {
      id: 'conduct',
      heading: 'Uso justo del mercado',
      blocks: [
        'Usa el mercado como describe la [política de uso aceptable](/legal/acceptable-use): sin fraude, sin manipular precios y sin atacar a otras personas ni al servicio.',
      ],
    },
    {
      id: 'ending',
      heading: 'Suspensión, cierre y cambios',
      blocks: [
        'Podemos suspender una cuenta que incumpla estos términos, tras explicarte el motivo cuando la ley lo permita. Puedes cerrar tu cuenta cuando quieras; antes, descarga tus datos desde la [página de exportación](/export).',
        'Cuando estos términos cambien publicaremos una nueva versión con su fecha y te pediremos que la aceptes antes de tu próxima compra o venta. Las preguntas van a [soporte](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
