import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Cada cookie y cada dato que el marketplace guarda en tu navegador, para qué sirve, cuánto dura y si necesitamos tu consentimiento. La tabla de abajo se genera a partir del código que los escribe.',
  sections: [
    {
      id: 'about',
      heading: 'Sobre esta política',
      blocks: [
        'Esta política cubre el sitio web del marketplace: la tienda, el mercado y la fabricación de cada comerciante, tu portal de usuario, las páginas de tu monedero y estas páginas legales, en los nueve idiomas. Explica los pequeños datos que el sitio guarda en tu navegador mientras lo usas.',
        'Complementa la [política de privacidad](/legal/privacy), que explica qué hacemos con tus datos personales en nuestros servidores, y los [términos del servicio](/legal/terms). Si algo de aquí parece contradecirlos, la política de privacidad decide cómo se tratan tus datos.',
      ],
    },
    {
      id: 'what-we-use',
      heading: 'Cookies y almacenamiento del navegador',
      blocks: [
        'Una cookie es un breve texto que tu navegador guarda para un sitio y le devuelve con algunas de sus peticiones. El almacenamiento local y el de sesión son cajas parecidas que solo pueden leer las páginas del propio sitio: el local permanece hasta que se borra y el de sesión se vacía al cerrar la pestaña.',
        'Usamos los tres, y solo por dos motivos:',
        [
          'hacer lo que nos pides: mantener tu sesión, dejar utilizable un rato tu monedero desbloqueado, recordar tu idioma y el comerciante que visitabas, y proteger los inicios de sesión y las operaciones del monedero;',
          'contar visitas a las páginas, y solo si aceptas la analítica.',
        ],
        'No usamos cookies para publicidad, no vendemos lo que contienen y no creamos un perfil tuyo a través de otros sitios web.',
      ],
    },
    {
      id: 'the-list',
      heading: 'Todas las cookies y claves de almacenamiento que usamos',
      blocks: [
        'La tabla enumera todo lo que el sitio escribe en tu navegador. Se genera a partir del mismo registro por el que el código está obligado a escribir: una cookie o clave que no figure en él no puede escribirse, y una prueba automática falla si algún código lo intenta. Un nombre con una parte entre llaves representa una familia de nombres en la que esa parte cambia: por ejemplo, hay una cookie de clave del monedero por cuenta.',
        'Las duraciones cuentan desde que se escribe el dato; si se vuelve a escribir (cada vez que inicias sesión, por ejemplo), su duración empieza de nuevo.',
      ],
      table: 'storage-registry',
    },
    {
      id: 'necessary',
      heading: 'Almacenamiento estrictamente necesario',
      blocks: [
        'Casi toda la tabla es estrictamente necesaria: sin ella el servicio que pediste no funciona, así que la ley no exige tu consentimiento y el sitio no lo pide. Tres ejemplos muestran por qué.',
        [
          'Tu sesión se guarda en una cookie que los scripts de la página no pueden leer y que solo se envía a las rutas de inicio de sesión de nuestro servidor. Sin ella cerrarías sesión en cada recarga.',
          'La clave privada de tu monedero nunca sale de tu navegador sin cifrar. Cuando lo desbloqueas, se guarda una hora partida en dos: una copia cifrada en una cookie con el nombre de tu cuenta y la clave que la descifra en el almacenamiento de sesión, que muere con la pestaña. Ninguna mitad sirve sola y ninguna se nos envía jamás.',
          'Un identificador aleatorio del dispositivo y una clave de dispositivo nos permiten distinguir un inicio de sesión desde un navegador que ya usaste de uno desde un dispositivo nuevo, para avisarte por correo cuando otra persona pueda tener tu contraseña.',
        ],
        'Si los bloqueas en tu navegador, se cerrará tu sesión, el monedero no podrá firmar compras, ofertas ni fabricaciones y cada inicio de sesión parecerá un dispositivo nuevo.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Analítica, solo con tu consentimiento',
      blocks: [
        'En tu primera visita el sitio te pregunta si aceptas la analítica. Hasta que respondas, y si la rechazas, no se cuenta nada ni se carga ningún script de analítica.',
        'Si aceptas, se añade a tu elección de cookies un identificador aleatorio de visitante y las visitas se cuentan con él en nuestro propio servidor: la dirección de la página sin su consulta, su idioma y la hora. Usamos los recuentos para saber qué páginas de la tienda, el mercado y el portal ayudan a la gente y cuáles la confunden. Nunca se combinan con tus compras, tu monedero ni tu correo electrónico.',
        'Tu elección se guarda en la cookie de consentimiento durante 365 días, para no preguntarte en cada página. Cuando retiras el consentimiento, el identificador de visitante se borra de ella al instante.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Otros sitios y servicios',
      blocks: [
        'El marketplace no instala cookies de publicidad ni de redes sociales, y ninguna otra empresa puede leer el almacenamiento aquí enumerado. Las imágenes de los coleccionables y la cotización de GEM las servimos nosotros.',
        'Cuando creas o rescatas un monedero, o envías una solicitud de soporte sin iniciar sesión, una comprobación de humanidad confirma que eres una persona; su token se guarda en el almacenamiento local hasta que se usa, para que una recarga no te lo pida dos veces. Si inicias sesión con Google o Apple, vas a sus páginas, donde se aplican sus propias políticas de cookies.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Tus opciones',
      blocks: [
        [
          'Cambia tu elección sobre la analítica cuando quieras con la configuración de cookies al principio de esta página. Se aplica al momento en todas las páginas abiertas.',
          'Al cerrar sesión se eliminan tu sesión, la cookie de clave del monedero con el nombre de tu cuenta, su mitad en el almacenamiento de sesión y la cookie de referido. El identificador del dispositivo, tu idioma y tu comerciante se quedan, porque no dicen nada de quién eres.',
          'La [página de actualizar caché](/refresh-cache) borra los datos en caché sin cerrar tu sesión.',
          'Tu navegador puede borrar en cualquier momento todas las cookies y el almacenamiento del sitio. Se cerrará tu sesión y tu monedero volverá a pedirte su contraseña.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios y contacto',
      blocks: [
        'Cuando añadimos, quitamos o cambiamos una cookie o clave de almacenamiento, la tabla de arriba cambia con el código y actualizamos la versión y la fecha de esta política. Si un cambio requiere tu consentimiento, el sitio te lo vuelve a pedir antes de escribir nada nuevo.',
        'Puedes enviar tus preguntas sobre cookies o sobre tus datos a través de [soporte](/support). Encontrarás más sobre tus derechos en la [política de privacidad](/legal/privacy).',
      ],
    },
  ],
} satisfies PolicyDocument;
