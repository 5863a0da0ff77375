import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Lo que está y no está permitido en el marketplace, para que los precios signifiquen algo, los coleccionables sean lo que dicen ser y cada comprador y vendedor pueda confiar en la otra parte.',
  sections: [
    {
      id: 'purpose',
      heading: 'Por qué existen estas normas',
      blocks: [
        'El marketplace solo funciona si la gente puede confiar en sus precios, en sus coleccionables y en los demás. Un precio del mercado solo vale algo si lo pagaron coleccionistas reales; una acuñación solo vale algo si la tienda la vendió de forma justa; una oferta solo vale algo si quien la hace va en serio.',
        'Estas normas se aplican a todas las personas que usan la tienda, el mercado, la fabricación, las ofertas, el monedero, los perfiles y el soporte, hayan iniciado sesión o no. Forman parte de los [términos del servicio](/legal/terms); incumplirlas es incumplir los términos.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Tu cuenta',
      blocks: [
        [
          'Una persona, una cuenta. No crees cuentas para eludir una suspensión, un límite de compra o una regla de referidos.',
          'No vendas, alquiles ni compartas tu cuenta, ni uses la de otra persona. Eres responsable de lo que se haga con tu cuenta y tu monedero.',
          'No suplantes a otra persona, a un comerciante, a un coleccionista conocido ni a nuestro personal, ni en un nombre de usuario, ni en una foto de perfil, un lema o un mensaje.',
          'Guarda para ti tu contraseña, tus códigos de doble factor y la contraseña de tu monedero. Nuestro personal nunca te los pedirá.',
        ],
      ],
    },
    {
      id: 'not-allowed',
      heading: 'Nunca está permitido',
      blocks: [
        [
          'Cualquier fraude: pagar con GEM al que no tienes derecho, aprovechar un fallo para obtener coleccionables o GEM por menos de su precio o engañar a otro coleccionista para cerrar una operación.',
          'Comerciar con coleccionables o GEM sacados de la cuenta o el monedero de otra persona.',
          'Usar el marketplace para blanquear dinero, financiar delitos o eludir sanciones, o en nombre de alguien que no puede usarlo.',
          'Perfiles, nombres de usuario y mensajes que sean de odio, acosadores, sexuales o violentos, o que revelen datos personales de otra persona.',
          'Usar el arte, los nombres o los logotipos de los comerciantes fuera del marketplace de formas que sus licencias no permiten.',
        ],
      ],
    },
    {
      id: 'fair-trading',
      heading: 'Comercio justo',
      blocks: [
        'Los precios del mercado y el historial de ventas orientan las decisiones de otras personas, así que deben reflejar operaciones reales entre personas distintas.',
        [
          'Nada de operaciones ficticias: no compres tus propios anuncios con una segunda cuenta o un amigo, ni intercambies un artículo una y otra vez para fingir demanda o un historial de precios.',
          'Nada de ofertas de gancho: no hagas ofertas sobre tus propios artículos, ni sobre artículos que no piensas comprar, para subir un precio.',
          'No te pongas de acuerdo con otros vendedores sobre precios ni para retener artículos del mercado y mover un precio.',
          'No inundes el mercado con anuncios u ofertas que no piensas mantener, ni retires y vuelvas a publicar para quedarte al principio de una lista.',
          'No uses herramientas automáticas para comprar acuñaciones en cuanto aparecen en una tienda de forma que deje fuera a otros coleccionistas.',
        ],
      ],
    },
    {
      id: 'security',
      heading: 'Seguridad y acceso automatizado',
      blocks: [
        'No intentes acceder a cuentas, monederos, entradas de la bóveda ni datos que no sean tuyos, leer o cambiar las ofertas o anuncios de otra persona, ni eludir la comprobación de humanidad, los límites de uso o la autenticación de doble factor.',
        'No sobrecargues el servicio, no lo rastrees a un ritmo que lo ralentice para los demás ni interfieras en la firma de compras, ofertas o fabricaciones. El acceso automatizado solo se permite a través de las páginas y la API, como lo haría una persona que las usa.',
        'Si encuentras una vulnerabilidad, avísanos a través de [soporte](/support) antes de contárselo a nadie, no la uses más allá de lo necesario para demostrarla y danos un tiempo razonable para corregirla. No actuaremos contra nadie que informe así de buena fe.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'Qué hacemos al respecto',
      blocks: [
        'Cuando detectamos un incumplimiento o nos informan de él, revisamos la actividad de la cuenta y el registro contable antes de actuar, y actuamos en proporción a lo ocurrido:',
        [
          'un aviso y la retirada del nombre de usuario, el perfil o el mensaje en cuestión;',
          'la retirada de anuncios y ofertas y la cancelación de las operaciones que aún no son definitivas;',
          'límites al comercio o la suspensión de la cuenta;',
          'el cierre de la cuenta y la denuncia a las autoridades cuando la ley lo exige.',
        ],
        'Siempre que podamos, te decimos qué hicimos y por qué. Los coleccionables y el GEM que obtuviste legítimamente siguen siendo tuyos, y mientras una cuenta está suspendida puedes seguir exportando tus datos y tu clave. Los registros de operaciones se conservan como explica la [política de privacidad](/legal/privacy), porque la ley lo exige.',
      ],
    },
    {
      id: 'reporting',
      heading: 'Denuncias y recursos',
      blocks: [
        'Si ves un perfil, un anuncio o un patrón de operaciones que incumple estas normas, denúncialo a través de [soporte](/support) indicando la página donde está. Las denuncias las leen personas y no decimos a la persona denunciada quién la denunció.',
        'Si actuamos contra tu cuenta y crees que nos equivocamos, responde a nuestro mensaje o escribe a soporte en un plazo de 30 días. Revisa la decisión alguien que no la tomó y te comunicamos el resultado.',
      ],
    },
  ],
} satisfies PolicyDocument;
