import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Qué guarda el marketplace sobre ti, función por función; por qué y con qué base legal; quién más lo trata; cuánto tiempo lo conservamos; y en qué página del sitio ejerces cada uno de tus derechos.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Quiénes somos y qué cubre esta política',
      blocks: [
        'El operador del marketplace («nosotros») decide cómo y para qué se usan tus datos personales en el marketplace, y es responsable de ellos según la ley de protección de datos. Esta política cubre el sitio web en todos sus idiomas, tu cuenta y tu monedero, los correos que enviamos y el soporte que prestamos.',
        'No cubre los juegos de nuestros comerciantes ni los sitios de Google, Apple u otros servicios a los que llegues desde el nuestro; tienen sus propias políticas. Cómo usamos las cookies y el almacenamiento de tu navegador se explica en la [política de cookies](/legal/cookies).',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Los datos que recoge cada función',
      blocks: [
        'Solo recogemos lo que una función necesita para funcionar. Casi todo nos lo das tú; una parte se genera al usar el sitio.',
        [
          'Cuenta: tu dirección de correo; tu contraseña, guardada solo como hash irreversible; si inicias sesión con Google o Apple, el correo y el identificador de cuenta que nos da el proveedor; la fecha de alta y la versión de los términos que aceptaste.',
          'Perfil: nombre de usuario, nombre visible, lema, foto de perfil, banner, idioma preferido, si se muestra tu saldo y tu código antiphishing (una palabra que imprimimos en nuestros correos para que los distingas de las imitaciones).',
          'Seguridad: si la autenticación en dos pasos está activada y su secreto, que sirve para comprobar tus códigos; cada navegador con sesión iniciada (un nombre, el agente de usuario del navegador, la forma de inicio de sesión, cuándo se vio por primera y última vez); y una clave aleatoria en una cookie que nos permite reconocer un navegador que ya usaste y avisarte de uno nuevo.',
          'Monedero: la dirección de tu monedero, las copias cifradas de tu clave en la bóveda y los secretos descritos en [Lo que no podemos leer](#vault).',
          'Operaciones: tu saldo de GEM y su libro contable; las compras, reservas, anuncios, ofertas, fabricaciones, envíos y depósitos que haces, con sus importes, comisiones, fechas y las firmas del monedero que los autorizaron; los coleccionables que tienes y tus favoritos.',
          'Referidos y programa de influencers: quién te invitó (a partir de un enlace de referido, guardado en una cookie durante 7 días hasta que te registras), las personas que invitaste y tus recompensas; en una solicitud, el nombre, el correo, la dirección del canal, el tamaño de la audiencia y el mensaje que envías.',
          'Verificación de identidad: en qué punto está tu verificación y sus pasos. Los documentos van al proveedor de verificación; nosotros guardamos su resultado.',
          'Notificaciones y correo: las notificaciones que te mostramos, los correos que te enviamos y tus preferencias de comunicación.',
          'Soporte: tu dirección de correo, el tema, tu mensaje y el archivo adjunto que añadas.',
          'Errores: cuando el sitio sufre un error, tu navegador nos envía qué falló (el tipo de error, su estado y sus detalles, quitando todo lo que parezca un secreto), con el identificador de tu cuenta si has iniciado sesión.',
          'Analítica, solo si la aceptas: la página que abriste sin su consulta ni su ancla, el idioma y un número de visitante aleatorio. Nunca tu cuenta.',
        ],
      ],
    },
    {
      id: 'why',
      heading: 'Para qué los usamos y con qué base legal',
      blocks: [
        'La ley de protección de datos exige una base legal para cada uso de datos personales. Estas son las nuestras:',
        {
          table: {
            head: ['Qué hacemos', 'Base legal'],
            rows: [
              [
                'Abrir y gestionar tu cuenta, tu monedero y tus operaciones; enviar los correos que el servicio necesita',
                'Ejecución de nuestro contrato contigo (los [términos del servicio](/legal/terms))',
              ],
              ['Conservar registros de pagos y operaciones; verificar la identidad cuando la ley lo exige; responder a las autoridades', 'Obligación legal'],
              [
                'Proteger las cuentas y el marketplace: reconocer dispositivos, enviar avisos de seguridad, detectar fraudes y abusos, corregir errores',
                'Nuestro interés legítimo en un servicio seguro y que funcione, ponderado con tus derechos',
              ],
              ['Responder a tus solicitudes de soporte y candidaturas', 'Ejecución de nuestro contrato, o medidas que pediste antes de celebrarlo'],
              ['Enviar novedades y ofertas por correo', 'Tu consentimiento, que cambias en la [página de comunicaciones](/communications)'],
              ['Medir qué páginas se usan (analítica)', 'Tu consentimiento, que cambias en los [ajustes de cookies](/legal/cookies)'],
            ],
          },
        },
        'Cuando nos basamos en tu consentimiento, puedes retirarlo en cualquier momento; eso no hace ilícito el uso anterior. No tomamos decisiones sobre ti basadas únicamente en un tratamiento automatizado que produzcan efectos jurídicos o te afecten de forma similarmente significativa.',
      ],
    },
    {
      id: 'vault',
      heading: 'Lo que no podemos leer',
      blocks: [
        'La clave de tu monedero se crea y se cifra en tu navegador antes de llegar a nuestra bóveda. Que podamos abrir una copia o no depende de la copia:',
        [
          'La copia protegida con la contraseña de tu monedero: nunca recibimos la contraseña, así que no podemos abrirla.',
          'La copia de una cuenta de Google o Apple: se cifra con un secreto que guarda nuestro servidor y que solo entrega a una sesión iniciada con ese proveedor.',
          'La copia de rescate: nuestro servidor guarda el secreto que la abre y solo lo entrega al inicio de sesión de rescate, para que puedas recuperar una contraseña olvidada.',
        ],
        'Nunca usamos esos secretos para abrir tu clave. Tu contraseña de acceso solo se guarda como un hash que no puede convertirse de nuevo en la contraseña. Nuestro equipo nunca te pedirá una contraseña, un código ni tu clave.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Quién más los ve',
      blocks: [
        [
          'Todo el mundo: tu perfil público (nombre de usuario, nombre visible, lema, foto y banner), los coleccionables que tienes, tus anuncios y las ventas que aparecen en el historial de precios de un artículo.',
          'La otra parte de una operación: tu nombre de usuario y el artículo, el importe y la fecha de la operación.',
          'Los comerciantes: qué artículos suyos compraste, vendiste o fabricaste, y si juegas a su juego cuando lo vinculas.',
          'Las autoridades: solo lo que la ley nos obligue a entregar, tras comprobar que la solicitud es legítima.',
        ],
        'No vendemos tus datos personales ni los compartimos con anunciantes.',
      ],
    },
    {
      id: 'processors',
      heading: 'Proveedores que trabajan para nosotros',
      blocks: [
        'Algunas empresas tratan datos por cuenta nuestra, con contratos que solo les permiten usarlos siguiendo nuestras instrucciones y les obligan a protegerlos:',
        [
          'proveedores de alojamiento y bases de datos, que operan nuestros servidores;',
          'un proveedor de envío de correo, que envía nuestros mensajes;',
          'Google y Apple, cuando eliges iniciar sesión con ellos;',
          'un proveedor de verificación de identidad, cuando verificas tu identidad;',
          'un servicio antibots (Google reCAPTCHA), que comprueba que es una persona y no un script quien crea un monedero, lo rescata o envía un formulario;',
          'un servicio de analítica, solo después de que aceptes la analítica;',
          'un explorador de blockchain, que recibe la dirección pública de tu monedero para leer su saldo en la cadena.',
        ],
        'Los iconos del sitio proceden de un servicio de iconos; tu navegador le pide imágenes y no le envía nada sobre tu cuenta.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transferencias a otros países',
      blocks: [
        'Nuestros proveedores pueden tratar datos en países distintos del tuyo, incluidos los Estados Unidos. Cuando los datos salen del Espacio Económico Europeo, el Reino Unido o Suiza, nos apoyamos en una decisión de adecuación o en las cláusulas contractuales tipo aprobadas para ello, con medidas adicionales cuando hacen falta. Puedes pedir una copia de estas garantías a través de [soporte](/support).',
      ],
    },
    {
      id: 'retention',
      heading: 'Cuánto tiempo los conservamos',
      blocks: [
        'Conservamos los datos solo mientras sirven al fin para el que se recogieron, o durante el tiempo que exige la ley:',
        {
          table: {
            head: ['Datos', 'Cuánto tiempo'],
            rows: [
              ['Cuenta, perfil y preferencias', 'Mientras exista la cuenta; se borran cuando el cierre surte efecto, 14 días después de pedirlo'],
              ['Navegadores con sesión iniciada', 'Hasta que cierras la sesión o eliminas el navegador en la página de dispositivos'],
              ['Navegadores reconocidos para los avisos de seguridad', 'Hasta que eliminas el navegador en la página de dispositivos, o se borra la cuenta'],
              ['Copias cifradas de la clave de tu monedero', 'Hasta que las sustituyes, o se borra la cuenta'],
              [
                'Libro contable de compras, ventas, envíos y depósitos',
                '10 años desde la operación, como exigen las leyes de pagos y contabilidad; sin tu nombre ni tu correo una vez borrada la cuenta',
              ],
              ['Anuncios y ofertas que no llegaron a operarse', 'Se retiran y se borran al borrar la cuenta'],
              [
                'Resultado de la verificación de identidad',
                '5 años desde el fin de la cuenta cuando lo exige la ley contra el blanqueo de capitales; si no, se borra con la cuenta',
              ],
              ['Solicitudes de soporte', '2 años desde el último mensaje'],
              ['Informes de errores', '90 días'],
              ['Páginas vistas de la analítica', '13 meses, nunca vinculadas a una cuenta'],
            ],
          },
        },
      ],
    },
    {
      id: 'closing',
      heading: 'Cuando cierras tu cuenta',
      blocks: [
        'Cierras tu cuenta desde los [ajustes de tu cuenta](/user-portal/account). Durante 14 días puedes cambiar de opinión iniciando sesión. Pasados los 14 días, retiramos tus anuncios y ofertas, y borramos tu perfil, tu correo, tus formas de inicio de sesión, tus dispositivos, las copias de tu clave, tus preferencias, tus notificaciones y tus favoritos.',
        'El libro contable conserva las operaciones que hiciste, porque la ley exige registros de los pagos y porque quienes operaron contigo conservan lo que compraron. A partir de ese momento esos registros quedan vinculados a un identificador aleatorio y a la dirección de tu monedero, no a tu nombre ni a tu correo.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Tus derechos y dónde ejercerlos',
      blocks: [
        'Tienes derecho a ver, corregir, descargar y borrar tus datos, a oponerte a su uso o a limitarlo, y a retirar tu consentimiento. Casi todos estos derechos tienen un botón en el sitio:',
        {
          table: {
            head: ['Tu derecho', 'Dónde ejercerlo'],
            rows: [
              [
                'Ver y descargar todo lo que guardamos sobre ti (acceso y portabilidad)',
                'La [página de exportación](/export): un archivo con todos tus datos, y tus transacciones en una hoja de cálculo',
              ],
              [
                'Corregir tus datos',
                'Los [ajustes de tu cuenta](/user-portal/account) para tu perfil, tu correo y tu idioma; [soporte](/support) para todo lo demás',
              ],
              ['Borrar tus datos', 'Cierra la cuenta en los [ajustes de tu cuenta](/user-portal/account)'],
              [
                'Dejar de recibir novedades y ofertas por correo',
                'La [página de comunicaciones](/communications), o el enlace para darte de baja que lleva cada uno de esos correos',
              ],
              ['Retirar el consentimiento a la analítica', 'Los [ajustes de cookies](/legal/cookies)'],
              ['Cerrar la sesión de un navegador y que dejemos de reconocerlo', 'La [página de dispositivos](/user-portal/account/devices)'],
              ['Oponerte a un uso de tus datos o limitarlo', 'Escribe a [soporte](/support) con el tema Cuenta'],
            ],
          },
        },
        'Respondemos a las solicitudes enviadas a través de soporte en el plazo de un mes, y te avisamos si una solicitud compleja necesita más tiempo. También tienes derecho a reclamar ante la autoridad de protección de datos del país donde vives o trabajas.',
      ],
    },
    {
      id: 'children',
      heading: 'Menores',
      blocks: [
        'El marketplace no está pensado para menores de 18 años, y no guardamos a sabiendas datos de menores. Si crees que un menor ha abierto una cuenta, avísanos a través de [soporte](/support) y la cerraremos.',
      ],
    },
    {
      id: 'security',
      heading: 'Cómo los protegemos',
      blocks: [
        'Todo el tráfico con el marketplace va cifrado. Los cambios en la bóveda de tu monedero exigen una prueba reciente de que eres tú, y cada movimiento de GEM o de un coleccionable necesita la firma de tu monedero. Te enviamos un aviso de seguridad cuando alguien inicia sesión desde un navegador nuevo, cambia tu contraseña o tu autenticación en dos pasos, o rescata tu monedero.',
        'Solo el personal que los necesita para su trabajo puede acceder a datos personales. Si una brecha pone en riesgo tus datos, lo comunicamos a la autoridad en 72 horas y a ti sin demora indebida, con lo que ocurrió y lo que puedes hacer.',
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en esta política',
      blocks: [
        'Cuando cambiamos esta política publicamos una versión nueva con su fecha al principio de esta página. Si un cambio afecta a cómo usamos datos que ya nos diste, te lo decimos en el sitio antes de que se aplique, y te pedimos el consentimiento cuando la ley lo exige.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contacto',
      blocks: [
        'Para cualquier pregunta sobre tus datos o esta política, escríbenos a través de [soporte](/support) con el tema Cuenta. Si has iniciado sesión, tu solicitud queda vinculada a tu cuenta, así que no tenemos que pedirte que demuestres de nuevo quién eres.',
      ],
    },
  ],
} satisfies PolicyDocument;
