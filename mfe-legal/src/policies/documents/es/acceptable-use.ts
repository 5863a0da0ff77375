import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: 'Qué está permitido y qué no en el mercado, para que comerciar siga siendo justo y seguro para todos.',
  sections: [
    {
      id: 'purpose',
      heading: 'Por qué existen estas normas',
      blocks: [
        'El mercado solo funciona si compradores y vendedores pueden confiar en los precios, los objetos y en los demás. Estas normas forman parte de los [términos del servicio](/legal/terms).',
      ],
    },
    {
      id: 'not-allowed',
      heading: 'No está permitido',
      blocks: [
        [
          'El fraude, las cuentas u objetos robados y los pagos que no tienes derecho a hacer.',
          'Hacerse pasar por otra persona, por un comerciante o por nuestro equipo.',
          'Nombres de usuario, lemas o mensajes ofensivos, de odio o engañosos.',
          'Usar el mercado para blanquear dinero o eludir sanciones.',
        ],
      ],
    },
    {
      id: 'fair-trading',
      heading: 'Comercio justo',
      blocks: ['No comercies contigo mismo ni con amigos para simular demanda, no pactes precios y no inundes el mercado con ofertas que no piensas mantener.'],
    },
    {
      id: 'security',
      heading: 'Seguridad',
      blocks: [
        'No intentes acceder a cuentas, monederos o datos que no son tuyos, sobrecargar el servicio ni saltarte sus límites. Si encuentras una vulnerabilidad, avisa a [soporte](/support) y danos tiempo para corregirla.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'Qué hacemos al respecto',
      blocks: [
        'Podemos retirar anuncios y ofertas, cancelar operaciones que aún no son definitivas y suspender cuentas que incumplan estas normas. Cuando podamos, te diremos el motivo y cómo reclamar.',
      ],
    },
  ],
} satisfies PolicyDocument;
