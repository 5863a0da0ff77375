import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'O que é e o que não é permitido no marketplace, para que os preços signifiquem algo, os colecionáveis sejam o que dizem ser e cada comprador e vendedor possa confiar no outro lado da negociação.',
  sections: [
    {
      id: 'purpose',
      heading: 'Por que estas regras existem',
      blocks: [
        'O marketplace só funciona se as pessoas puderem confiar nos preços, nos colecionáveis e umas nas outras. Um preço no mercado só vale algo se colecionadores reais o pagaram; uma cunhagem só vale algo se a loja a vendeu de forma justa; uma oferta só vale algo se quem a fez está falando sério.',
        'Estas regras valem para todos que usam a loja, o mercado, a criação, as ofertas, a carteira, os perfis e o suporte, conectados ou não. Elas fazem parte dos [termos de serviço](/legal/terms); descumpri-las é descumprir os termos.',
      ],
    },
    {
      id: 'accounts',
      heading: 'A sua conta',
      blocks: [
        [
          'Uma pessoa, uma conta. Não crie contas para contornar uma suspensão, um limite de compra ou uma regra de indicação.',
          'Não venda, alugue nem compartilhe a sua conta, e não use a de outra pessoa. Você é responsável pelo que for feito com a sua conta e a sua carteira.',
          'Não se passe por outra pessoa, por um comerciante, por um colecionador conhecido ou pela nossa equipe, num nome de usuário, numa foto de perfil, num slogan ou numa mensagem.',
          'Guarde para si a sua senha, os seus códigos de dois fatores e a senha da carteira. A nossa equipe nunca vai pedi-los.',
        ],
      ],
    },
    {
      id: 'not-allowed',
      heading: 'Nunca permitido',
      blocks: [
        [
          'Fraude de qualquer tipo: pagar com GEM a que você não tem direito, explorar uma falha para obter colecionáveis ou GEM por menos do que o preço, ou enganar outro colecionador numa negociação.',
          'Negociar colecionáveis ou GEM tirados da conta ou da carteira de outra pessoa.',
          'Usar o marketplace para lavar dinheiro, financiar crimes ou contornar sanções, ou em nome de alguém que não pode usá-lo.',
          'Perfis, nomes de usuário e mensagens de ódio, assédio, conteúdo sexual ou violento, ou que revelem dados pessoais de outra pessoa.',
          'Usar a arte, os nomes ou os logotipos dos comerciantes fora do marketplace de formas que as licenças deles não permitem.',
        ],
      ],
    },
    {
      id: 'fair-trading',
      heading: 'Negociação justa',
      blocks: [
        'Os preços do mercado e o histórico de vendas orientam as decisões de outras pessoas, por isso devem refletir negociações reais entre pessoas diferentes.',
        [
          'Nada de negociações de fachada: não compre os seus próprios anúncios com uma segunda conta ou um amigo, nem troque um item de lá para cá para fingir procura ou um histórico de preços.',
          'Nada de ofertas de fachada: não faça ofertas nos seus próprios itens, nem em itens que não pretende comprar, para subir um preço.',
          'Não combine preços com outros vendedores, nem combine reter itens do mercado para mexer num preço.',
          'Não inunde o mercado com anúncios ou ofertas que não pretende manter, nem retire e anuncie de novo para ficar no topo de uma lista.',
          'Não use ferramentas automáticas para comprar cunhagens assim que aparecem numa loja de um jeito que deixe outros colecionadores de fora.',
        ],
      ],
    },
    {
      id: 'security',
      heading: 'Segurança e acesso automatizado',
      blocks: [
        'Não tente acessar contas, carteiras, entradas do cofre ou dados que não sejam seus, ler ou mudar as ofertas ou anúncios de outra pessoa, nem contornar a verificação de humanidade, os limites de uso ou a autenticação de dois fatores.',
        'Não sobrecarregue o serviço, não o raspe num ritmo que o deixe lento para os outros, nem interfira na assinatura de compras, ofertas ou criações. O acesso automatizado só é permitido pelas páginas e pela API, do jeito que uma pessoa as usaria.',
        'Se encontrar uma vulnerabilidade, avise-nos pelo [suporte](/support) antes de contar a qualquer outra pessoa, não a use além do necessário para demonstrá-la e nos dê um prazo razoável para corrigi-la. Não agiremos contra quem relatar uma vulnerabilidade assim, de boa-fé.',
      ],
    },
    {
      id: 'enforcement',
      heading: 'O que fazemos a respeito',
      blocks: [
        'Quando encontramos uma violação, ou somos avisados dela, examinamos a atividade da conta e o livro-razão antes de agir, e agimos na proporção do que aconteceu:',
        [
          'um aviso e a remoção do nome de usuário, perfil ou mensagem em questão;',
          'a retirada de anúncios e ofertas e o cancelamento de negociações que ainda não são definitivas;',
          'limites às negociações ou a suspensão da conta;',
          'o encerramento da conta e a comunicação às autoridades quando a lei exigir.',
        ],
        'Sempre que possível, dizemos o que fizemos e por quê. Os colecionáveis e o GEM que você obteve de forma legítima continuam seus, e enquanto uma conta está suspensa você ainda pode exportar os seus dados e a sua chave. Os registros de negociações são guardados como explica a [política de privacidade](/legal/privacy), porque a lei os exige.',
      ],
    },
    {
      id: 'reporting',
      heading: 'Denúncias e recursos',
      blocks: [
        'Se você vir um perfil, um anúncio ou um padrão de negociação que viola estas regras, denuncie pelo [suporte](/support) informando a página onde está. As denúncias são lidas por pessoas, e não contamos à pessoa denunciada quem fez a denúncia.',
        'Se agimos contra a sua conta e você acha que erramos, responda à nossa mensagem ou escreva ao suporte em até 30 dias. Alguém que não tomou a primeira decisão a revisa, e informamos o resultado.',
      ],
    },
  ],
} satisfies PolicyDocument;
