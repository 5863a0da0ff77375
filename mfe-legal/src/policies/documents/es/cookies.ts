import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary: 'Las cookies y el almacenamiento del navegador que usa el mercado, cuánto dura cada uno y cómo decides.',
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'Qué son las cookies',
      blocks: [
        'Las cookies son pequeños fragmentos de texto que tu navegador guarda para un sitio. Usamos unas pocas sin las que el mercado no funciona, y analítica solo si lo aceptas.',
      ],
    },
    {
      id: 'necessary',
      heading: 'Cookies necesarias',
      blocks: [
        [
          'Sesión: mantiene tu sesión iniciada al recargar; los scripts de la página no pueden leerla.',
          'Dispositivo: reconoce este navegador entre tus dispositivos, durante 90 días.',
          'Clave de dispositivo de inicio de sesión: distingue un inicio de sesión desde un navegador que ya usaste de uno en un dispositivo nuevo, para avisarte por correo; solo se envía al iniciar sesión, los scripts de la página no pueden leerla y dura hasta 400 días.',
          'Idioma: recuerda el idioma que elegiste, durante 365 días.',
          'Clave del monedero: mantiene utilizable tu monedero desbloqueado durante una hora, de forma codificada.',
          'Comerciante y referido: recuerdan el último comerciante que visitaste y, durante 7 días, quién te invitó.',
        ],
      ],
    },
    {
      id: 'analytics',
      heading: 'Analítica',
      blocks: [
        'Si aceptas la analítica, contamos las visitas a las páginas para saber cuáles ayudan a la gente. No se carga ni se envía nada de analítica antes de que lo aceptes, y tu elección se guarda durante 365 días.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Otro almacenamiento del navegador',
      blocks: [
        'El sitio también guarda copias de las traducciones y de los perfiles vistos recientemente para que las páginas carguen más rápido. La [página para vaciar la caché](/refresh-cache) las borra sin cerrar tu sesión.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Tus opciones',
      blocks: [
        'Puedes cambiar tu elección sobre la analítica en cualquier momento desde la configuración de cookies de esta página. Bloquear las cookies necesarias en tu navegador cerrará tu sesión y hará que el monedero deje de funcionar. Encontrarás más sobre tus datos en la [política de privacidad](/legal/privacy).',
      ],
    },
  ],
} satisfies PolicyDocument;
