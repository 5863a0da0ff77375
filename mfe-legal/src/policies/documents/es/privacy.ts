import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'Qué guarda el mercado sobre ti, por qué, durante cuánto tiempo y cómo puedes verlo, descargarlo o eliminarlo.',
  sections: [
    {
      id: 'what-we-keep',
      heading: 'Qué guardamos',
      blocks: [
        [
          'Tu cuenta: correo electrónico, nombre de usuario, nombre visible, foto de perfil y configuración.',
          'Tu actividad: compras, ventas, ofertas, anuncios, coleccionables y notificaciones.',
          'Tus dispositivos: los navegadores conectados a tu cuenta y cuándo se usaron por última vez.',
          'Soporte: las solicitudes que envías y las respuestas que te damos.',
        ],
      ],
    },
    {
      id: 'vault',
      heading: 'Lo que nunca vemos',
      blocks: [
        'La clave de tu monedero se cifra en tu navegador antes de llegar a nuestra bóveda. Solo guardamos esa copia cifrada y no podemos abrirla. Nunca guardamos tus contraseñas de forma legible.',
      ],
    },
    {
      id: 'why',
      heading: 'Para qué lo usamos',
      blocks: [
        'Para gestionar tu cuenta y tus operaciones, proteger el mercado del fraude, responder a las solicitudes de soporte y, solo si lo aceptas, enviarte novedades por correo. La analítica solo funciona después de que la aceptes en el aviso de cookies.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Quién más lo ve',
      blocks: [
        'Los demás solo ven tu perfil público y tus anuncios. Los comerciantes saben qué objetos suyos has comprado. Los proveedores de identidad y verificación reciben solo lo que su comprobación necesita. No vendemos tus datos.',
      ],
    },
    {
      id: 'retention',
      heading: 'Cuánto tiempo lo guardamos',
      blocks: [
        'Guardamos los datos de tu cuenta mientras exista. Los registros de operaciones se conservan después el tiempo que exija la ley; todo lo demás se elimina cuando cierras la cuenta.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Tus opciones y derechos',
      blocks: [
        'Descarga todo lo que tenemos sobre ti desde la [página de exportación](/export). Elige qué correos recibes en la [página de comunicaciones](/communications). Para corregir o eliminar tus datos, escribe a [soporte](/support).',
        'El uso de cookies se explica en la [política de cookies](/legal/cookies).',
      ],
    },
  ],
} satisfies PolicyDocument;
