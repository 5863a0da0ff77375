import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-03',
  lastUpdated: '2026-12-03',
  summary:
    'El acuerdo entre tú y el marketplace: quién puede usarlo, quién guarda cada clave de tu monedero, cómo funcionan GEM, las compras, los anuncios, las ofertas y la fabricación, qué ocurre cuando te vas o si cerramos, y cómo te avisamos de los cambios.',
  changeLog: [
    {
      version: '2026-12-03',
      changes: [
        'La sección sobre el cierre de una cuenta dice que, si solo inicias sesión con Google o Apple, confirmas que eres tú volviendo a iniciar sesión con ese proveedor en lugar de con una contraseña.',
      ],
    },
    {
      version: '2026-12-02',
      changes: [
        'Reescritos por completo, con palabras sencillas y una sección para cada tema.',
        'La sección del monedero dice qué copia de tu clave podemos abrir y cuál no.',
        'Secciones nuevas sobre el cierre de una cuenta (tarda 14 días y puedes cancelarlo) y sobre qué pasa si el marketplace deja de funcionar.',
      ],
    },
    {
      version: '2026-11-01',
      changes: [
        'Ahora hay que aceptar los términos vigentes antes de comprar o vender.',
        'La comisión del mercado y su mínimo se explican en una política propia.',
        'La sección del monedero explica con más claridad qué guarda la bóveda del servidor y qué no ve nunca.',
      ],
    },
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'Sobre estas condiciones',
      blocks: [
        'Estas condiciones son el acuerdo entre tú y el operador del marketplace («nosotros»). Se aplican cuando navegas por el marketplace, creas una cuenta, tienes un monedero, compras, vendes, haces ofertas o fabricas coleccionables. Léelas: explican qué puedes esperar de nosotros y qué esperamos de ti.',
        'Acompañan a nuestra [política de privacidad](/legal/privacy), [política de cookies](/legal/cookies), [política de uso aceptable](/legal/acceptable-use) y [política de comisiones y reembolsos](/legal/fees), que forman parte del mismo acuerdo. Si una política y estas condiciones no coinciden, prevalecen estas condiciones.',
        'Cada versión de estas condiciones tiene una fecha. Al aceptarlas aceptas esa versión; la lista al final de esta página ([Qué ha cambiado](#what-changed)) indica qué cambió en cada versión.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Quién puede usar el marketplace',
      blocks: [
        'Cualquiera puede ver las páginas públicas. Para abrir una cuenta debes:',
        [
          'tener al menos 18 años, o la mayoría de edad de tu país si es mayor;',
          'poder celebrar un contrato vinculante según la ley que te sea aplicable;',
          'no tener prohibido el uso de un servicio como el nuestro por sanciones o por la ley del lugar donde vives;',
          'no haber tenido una cuenta cerrada por nosotros por incumplir estas condiciones, salvo que aceptemos que vuelvas.',
        ],
        'Cada persona tiene una sola cuenta. La cuenta es personal: no puedes venderla, prestarla ni dejar que otra persona opere con ella. Algunas funciones, como límites más altos o el programa de influencers, pueden pedirte que verifiques tu identidad antes en la [página de verificación](/user-portal/kyc).',
      ],
    },
    {
      id: 'account',
      heading: 'Tu cuenta',
      blocks: [
        'Inicias sesión con una dirección de correo y una contraseña, o con Google o Apple. No compartas tus datos de acceso. Lo que ocurra en tu cuenta es responsabilidad tuya, salvo que nos avises de que alguien se ha apoderado de ella; en ese caso te ayudaremos a recuperarla.',
        'Protege la cuenta con la autenticación en dos pasos, que activas en los [ajustes de tu cuenta](/user-portal/account). Allí también puedes cambiar tu contraseña, tu correo y tu perfil. Cada navegador con sesión iniciada en tu cuenta aparece en la [página de dispositivos](/user-portal/account/devices), desde donde puedes cerrar su sesión.',
        'Te enviamos los correos que el servicio necesita (códigos de acceso, avisos de seguridad, recibos). Qué otros mensajes recibes lo decides tú en la [página de comunicaciones](/communications).',
        'Mantén veraz la información de tu cuenta. Tu nombre de usuario, nombre visible, foto de perfil y lema son públicos; no los uses para hacerte pasar por otra persona.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Tu monedero y la bóveda del servidor',
      blocks: [
        'Tu monedero es un par de claves creado en tu navegador al configurarlo. Su clave privada es la que firma tus compras, ventas, ofertas, fabricaciones y envíos. Solo existe en claro en la memoria de tu navegador mientras el monedero está desbloqueado. Durante una hora como máximo se guarda además en tu navegador en una cookie ofuscada, para que al recargar la página no te pida de nuevo la contraseña.',
        'A la bóveda de nuestro servidor solo llegan copias cifradas de esa clave. Quién puede abrir cada copia es distinto, y conviene que sepas cuál es cuál:',
        [
          'La copia con contraseña se cifra en tu navegador con la contraseña de tu monedero. Nunca recibimos esa contraseña, así que no podemos abrir esta copia.',
          'Si inicias sesión con Google o Apple, tu copia se cifra con un secreto que guarda nuestro servidor y que solo entrega a una sesión iniciada con ese proveedor. Esa copia la protege nuestra seguridad, no solo la tuya.',
          'La copia de rescate está sellada para un par de claves de rescate. Nuestro servidor guarda su secreto y solo lo entrega a una sesión que haya pasado por el inicio de sesión de rescate, para que puedas recuperar el monedero si olvidas tu contraseña.',
        ],
        'No usamos los secretos que guardamos para abrir tu clave ni para firmar por ti, y nadie de nuestro equipo puede pedirlos en el trabajo normal. Todo movimiento de un coleccionable o de GEM necesita una firma de tu monedero; una sesión robada no basta para moverlos.',
        'Si pierdes la contraseña del monedero, el [rescate del monedero](/rescue) te permite elegir otra tras el inicio de sesión de rescate. Si pierdes a la vez la contraseña y tu forma de iniciar sesión, no podemos recuperar el monedero por ti. Quien tiene tu clave privada controla el monedero: si guardas una copia, guárdala en un lugar seguro.',
      ],
    },
    {
      id: 'gem',
      heading: 'GEM y su cifra en dólares',
      blocks: [
        'Los precios del marketplace están en GEM, un token digital con 18 decimales. Tu saldo de GEM se registra en nuestro libro contable asociado a la dirección de tu monedero, y puedes ver cada movimiento en tu [página de actividad](/user-portal/activity).',
        'Junto a los importes en GEM mostramos una cifra en dólares estadounidenses. Es el importe en GEM multiplicado por el tipo actual (ahora {rateUsd} por GEM), que se actualiza cada 30 segundos aproximadamente. Es una estimación para ayudarte a comparar precios, no un precio al que compremos o vendamos GEM, y puede cambiar en cualquier momento.',
        'GEM no es dinero, ni un depósito, ni una inversión. No pagamos intereses por él ni prometemos que conserve ningún valor. No cambiamos GEM por dinero salvo que una función del sitio lo indique y explique sus propias condiciones.',
        'Puedes añadir GEM a tu monedero y enviarlo a otra dirección desde tu [página del monedero](/user-portal/wallet). Un envío firmado es definitivo; revisa la dirección, porque el GEM enviado a una dirección que nadie controla no se puede recuperar.',
      ],
    },
    {
      id: 'payments',
      heading: 'Compras, la comisión y su mínimo',
      blocks: [
        'Una compra en la tienda de un comerciante o en el mercado tiene dos pasos. Al pulsar Comprar reservamos el artículo durante un tiempo breve y apartamos su precio y su comisión de tu saldo. Al firmar con tu monedero, el artículo pasa a tu colección y el GEM al vendedor. Una reserva que no firmas caduca y el GEM apartado vuelve a tu saldo.',
        'Cada compra lleva la comisión del marketplace, que paga el comprador además del precio: {feePercent} del precio, pero nunca menos de {minimumUsd} convertidos a GEM al tipo actual. Al tipo actual de {rateUsd} por GEM, ese mínimo es {floorGem}. La comisión y el total se muestran antes de firmar, y los importes mostrados son los que se cobran.',
        'Una compra firmada es definitiva: los coleccionables se entregan al instante y no se pueden devolver. Si una compra falla o se te cobró un artículo que no recibiste, la [política de comisiones y reembolsos](/legal/fees) explica qué reembolsamos y cómo pedirlo.',
      ],
    },
    {
      id: 'listings',
      heading: 'Anuncios y ofertas',
      blocks: [
        'Puedes poner a la venta un coleccionable tuyo al precio que elijas. Un anuncio es una oferta de venta al primer comprador que firme a ese precio, y sigue abierto hasta que el artículo se vende o lo retiras. Mientras un artículo está anunciado, no puedes usarlo en una fabricación.',
        'Puedes hacer una oferta por el coleccionable de otra persona. El importe ofrecido y su comisión se apartan de tu saldo mientras la oferta está abierta. Una oferta te obliga hasta que se acepta, se rechaza o la retiras; si el propietario la acepta, la venta se realiza por el importe ofrecido sin ningún paso más por tu parte.',
        'Las ventas entre miembros son entre el comprador y el vendedor. Nosotros gestionamos el lugar donde se encuentran, guardamos el GEM apartado mientras la operación está abierta y registramos el resultado, pero no comprobamos si un precio es justo. Retirar un anuncio o una oferta siempre es posible, aunque no hayas aceptado las condiciones vigentes.',
      ],
    },
    {
      id: 'crafting',
      heading: 'Fabricación',
      blocks: [
        'Algunos comerciantes ofrecen recetas que combinan coleccionables para crear uno nuevo. La receta muestra qué artículos necesita y qué produce antes de empezar.',
        'Al fabricar, firmas con tu monedero y los ingredientes se consumen: salen de tu colección para siempre y el resultado se añade al instante. Una fabricación no se puede deshacer, así que revisa la receta antes de firmar.',
        'Los comerciantes pueden añadir, cambiar o retirar recetas. Un cambio nunca afecta a una fabricación que ya firmaste.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Conductas prohibidas',
      blocks: [
        'La [política de uso aceptable](/legal/acceptable-use) describe en detalle lo que no está permitido. En resumen, no debes:',
        [
          'estafar o engañar a otros miembros, por ejemplo describiendo mal un artículo o haciéndote pasar por un comerciante o por alguien de nuestro equipo;',
          'manipular precios, por ejemplo operando contigo mismo o con cuentas que controlas para crear un mercado falso;',
          'usar el marketplace para blanquear dinero, financiar delitos o eludir sanciones;',
          'apoderarte de cuentas ajenas, sondear o atacar el servicio, o usar scripts que le impongan una carga injusta;',
          'publicar nombres, imágenes o mensajes ilegales, de odio o que vulneren derechos de terceros.',
        ],
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'El arte y otra propiedad intelectual',
      blocks: [
        'El arte, los nombres y los personajes de un coleccionable pertenecen al comerciante de cuyo juego procede, o a sus licenciantes. Comprar un coleccionable te da el artículo en tu colección y el derecho a tenerlo, mostrarlo en el marketplace, venderlo, ofrecerlo y fabricar con él según estas condiciones.',
        'No te da la propiedad del arte, ni una licencia de derechos de autor o de marca, ni ningún derecho sobre el juego. Puedes compartir imágenes de tus coleccionables con fines personales y no comerciales, por ejemplo en redes sociales; no puedes imprimirlas en productos, usarlas en publicidad ni crear obras nuevas a partir de ellas sin permiso del comerciante.',
        'El software, el diseño y los textos del propio marketplace nos pertenecen. Lo que publicas en tu perfil sigue siendo tuyo; nos permites mostrarlo en el marketplace mientras esté allí.',
        'Si crees que algo del marketplace vulnera tus derechos, avísanos a través de [soporte](/support) con detalles suficientes para encontrarlo, y lo revisaremos con rapidez.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspensión y cierre por nuestra parte',
      blocks: [
        'Podemos limitar o suspender una cuenta cuando tengamos motivos fundados para creer que incumple estas condiciones o la ley, que alguien se ha apoderado de ella o que pone en riesgo a otros miembros. Cuando la ley y la investigación lo permitan, te diremos por qué y cómo responder.',
        'Mientras una cuenta está suspendida no puede comprar, anunciar, hacer ofertas, fabricar ni enviar GEM. Los anuncios y ofertas abiertos pueden retirarse, y el GEM que tenían apartado vuelve a tu saldo. Puedes seguir iniciando sesión, consultar tus datos y descargarlos en la [página de exportación](/export).',
        'Ante un incumplimiento grave o repetido podemos cerrar la cuenta. El cierre por nuestra parte sigue los mismos pasos que el cierre por la tuya (sección siguiente), salvo cuando la ley nos obligue a conservar más, por ejemplo para una investigación.',
        'Si crees que nos hemos equivocado, escribe a [soporte](/support). Revisará la decisión una persona que no participó en ella.',
      ],
    },
    {
      id: 'closing',
      heading: 'Cerrar tu cuenta',
      blocks: [
        'Puedes cerrar tu cuenta en cualquier momento desde los [ajustes de tu cuenta](/user-portal/account). Te pedimos la contraseña o, si solo inicias sesión con Google o Apple, que confirmes que eres tú volviendo a iniciar sesión con ese proveedor; y el código de dos pasos si lo tienes activado. Te decimos qué se perderá y antes te ofrecemos exportar la clave de tu monedero y tus datos.',
        'El cierre surte efecto 14 días después de solicitarlo. Hasta entonces no se borra nada: puedes seguir iniciando sesión, y al hacerlo se te ofrece cancelar el cierre.',
        'Pasados los 14 días, retiramos tus anuncios y ofertas abiertos y borramos tus datos personales como describe la [política de privacidad](/legal/privacy): tu perfil, tu correo, tus formas de inicio de sesión, tus dispositivos, las copias de tu clave en la bóveda y tus preferencias. El registro de tus operaciones se queda en nuestro libro contable bajo un seudónimo, porque la ley exige conservar los registros de pagos y porque quienes operaron contigo conservan lo que compraron.',
        'Antes de cerrar, envía el GEM que quieras conservar a un monedero que controles y exporta la clave de tu monedero. Una vez borrada la cuenta no guardamos ninguna copia de tu clave y no podemos devolverte GEM ni coleccionables.',
      ],
    },
    {
      id: 'service-ending',
      heading: 'Si el marketplace deja de funcionar',
      blocks: [
        'Esperamos mantener el marketplace durante mucho tiempo, pero no podemos prometer que dure para siempre. Si decidimos cerrarlo, lo anunciaremos en el sitio y por correo al menos 90 días antes de que terminen las operaciones.',
        [
          'Durante ese tiempo puedes seguir usando tu cuenta, enviar tu GEM a cualquier dirección y exportar la clave de tu monedero.',
          'Primero se detienen los anuncios y ofertas nuevos; los abiertos se retiran y el GEM que tenían apartado vuelve a tu saldo.',
          'Puedes descargar tus datos, incluida la lista de tus coleccionables y todos los movimientos de tu GEM, en la [página de exportación](/export).',
          'Cuando terminen las operaciones conservaremos el registro de quién tenía cada coleccionable durante el tiempo que exija la ley, y responderemos a las consultas sobre él a través de soporte.',
        ],
        'Los coleccionables son registros de nuestro libro contable que los juegos de los comerciantes reconocen. Si un juego sigue usándolos cuando el marketplace cierre depende de su comerciante; no podemos prometerlo. El GEM que hayas enviado a tu propio monedero sigue bajo tu clave.',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Exenciones',
      blocks: [
        'Trabajamos para que el marketplace esté disponible, sea correcto y seguro, pero lo ofrecemos tal como es. Puede interrumpirse por mantenimiento y puede contener errores. No prometemos que un coleccionable mantenga un precio, que GEM mantenga un tipo ni que un comerciante siga dando soporte a un artículo en su juego.',
        'Los comerciantes son responsables de sus juegos y de lo que sus coleccionables hacen en ellos. Los enlaces a sus sitios y a otros servicios son para tu comodidad; no respondemos de su contenido.',
        'Nada de lo que aparece en el marketplace es asesoramiento financiero, jurídico o fiscal. Eres responsable de los impuestos que tus operaciones generen donde vives.',
      ],
    },
    {
      id: 'liability',
      heading: 'Límites de responsabilidad',
      blocks: [
        'Respondemos de los daños que te causemos por incumplir estas condiciones o por nuestra negligencia, en la medida en que la ley nos haga responsables. No respondemos de pérdidas que no pudiéramos prever razonablemente, de pérdidas causadas por tu incumplimiento de estas condiciones ni de pérdidas derivadas de que alguien use una contraseña, una clave del monedero o un dispositivo que no mantuviste seguros.',
        'Salvo que la ley no permita un límite, nuestra responsabilidad total frente a ti por cualquier reclamación se limita a la mayor de estas cantidades: las comisiones que nos pagaste en los 12 meses anteriores a la reclamación, o 100 dólares estadounidenses.',
        'Nada de estas condiciones limita la responsabilidad por muerte o lesiones causadas por negligencia, por fraude ni ninguna otra que la ley no permita limitar, y nada te quita los derechos que tienes como consumidor según la ley del país donde vives.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Conflictos y ley aplicable',
      blocks: [
        'Si algo sale mal, escríbenos primero a través de [soporte](/support), eligiendo el tema adecuado. Respondemos en un plazo de 30 días e intentamos resolver el asunto contigo.',
        'Estas condiciones se rigen por la ley del país donde está establecido el operador del marketplace. Si eres consumidor, conservas además la protección de las normas imperativas del país donde vives y puedes presentar una reclamación ante sus tribunales.',
        'Un desacuerdo con otro miembro sobre una operación es entre vosotros dos. Podemos mostraros a ambos el registro de la operación y actuar contra una cuenta que incumpla estas condiciones, pero una operación firmada sigue siendo definitiva.',
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en estas condiciones y cómo los anunciamos',
      blocks: [
        'Cambiamos estas condiciones cuando cambia el marketplace o cuando lo exige la ley. Cada cambio es una versión nueva con una fecha nueva, y resumimos lo que cambió en unas líneas en [Qué ha cambiado](#what-changed), al final de esta página, en todos los idiomas del sitio.',
        'Cuando se publica una versión nueva, la próxima vez que inicies sesión te mostramos qué cambió y te pedimos que la aceptes. Hasta que la aceptes no puedes comprar, anunciar, hacer ofertas ni fabricar, pero sí retirar anuncios y ofertas, enviar tu GEM, descargar tus datos y cerrar tu cuenta.',
        'Si no estás de acuerdo con una versión nueva, puedes cerrar tu cuenta sin ningún coste. Las preguntas sobre estas condiciones se dirigen a [soporte](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
