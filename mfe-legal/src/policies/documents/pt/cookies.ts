import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Cada cookie e cada dado que o marketplace guarda no seu navegador, para que serve, quanto tempo dura e se precisamos do seu consentimento. A tabela abaixo é gerada a partir do código que os grava.',
  sections: [
    {
      id: 'about',
      heading: 'Sobre esta política',
      blocks: [
        'Esta política cobre o site do marketplace: a loja, o mercado e a criação de cada comerciante, o seu portal de usuário, as páginas da sua carteira e estas páginas legais, nos nove idiomas. Ela explica as pequenas informações que o site guarda no seu navegador enquanto você o usa.',
        'Ela complementa a [política de privacidade](/legal/privacy), que explica o que fazemos com os seus dados pessoais nos nossos servidores, e os [termos de serviço](/legal/terms). Se algo aqui parecer contradizê-los, a política de privacidade decide como os seus dados são tratados.',
      ],
    },
    {
      id: 'what-we-use',
      heading: 'Cookies e armazenamento do navegador',
      blocks: [
        'Um cookie é um pequeno texto que o seu navegador guarda para um site e devolve com algumas das suas solicitações. O armazenamento local e o de sessão são caixas parecidas que só as páginas do próprio site podem ler: o local fica até ser removido, o de sessão é esvaziado quando você fecha a aba.',
        'Usamos os três, e por apenas dois motivos:',
        [
          'fazer o que você pediu: manter você conectado, deixar a sua carteira desbloqueada utilizável por um tempo, lembrar o seu idioma e o comerciante que você visitava, e proteger logins e operações da carteira;',
          'contar visualizações de páginas, e só se você aceitar a análise.',
        ],
        'Não usamos cookies para publicidade, não vendemos o que eles contêm e não montamos um perfil seu em outros sites.',
      ],
    },
    {
      id: 'the-list',
      heading: 'Todos os cookies e chaves de armazenamento que usamos',
      blocks: [
        'A tabela lista tudo o que o site grava no seu navegador. Ela é produzida a partir do mesmo registro pelo qual o código é obrigado a gravar: um cookie ou chave que não esteja nesse registro não pode ser gravado, e um teste automático falha se algum código tentar. Um nome com uma parte entre chaves representa uma família de nomes em que essa parte varia: há, por exemplo, um cookie de chave da carteira por conta.',
        'As durações contam a partir do momento em que o item é gravado; um item gravado de novo (a cada login, por exemplo) recomeça a sua duração.',
      ],
      table: 'storage-registry',
    },
    {
      id: 'necessary',
      heading: 'Armazenamento estritamente necessário',
      blocks: [
        'Quase toda a tabela é estritamente necessária: sem ela o serviço que você pediu não funciona, por isso a lei não exige o seu consentimento e o site não o pede. Três exemplos mostram por quê.',
        [
          'A sua sessão fica num cookie que os scripts da página não conseguem ler e que só é enviado às rotas de login do nosso servidor. Sem ele, você seria desconectado a cada recarga.',
          'A chave privada da sua carteira nunca sai do seu navegador sem criptografia. Depois que você desbloqueia a carteira, ela é guardada por uma hora dividida em duas: uma cópia embaralhada num cookie com o nome da sua conta e a chave que a desembaralha no armazenamento de sessão, que morre com a aba. Nenhuma metade serve sozinha, e nenhuma nos é enviada.',
          'Um identificador aleatório do dispositivo e uma chave de dispositivo nos permitem distinguir um login de um navegador que você já usou de um login num dispositivo novo, para avisarmos por e-mail quando outra pessoa puder ter a sua senha.',
        ],
        'Bloqueá-los nas configurações do navegador vai desconectar você, impedir a carteira de assinar compras, ofertas e criações e fazer cada login parecer um dispositivo novo.',
      ],
    },
    {
      id: 'analytics',
      heading: 'Análise, só com o seu consentimento',
      blocks: [
        'Na sua primeira visita, o site pergunta se você aceita a análise. Até você responder, e se recusar, nada é contado e nenhum script de análise é carregado.',
        'Se você aceitar, um identificador aleatório de visitante é acrescentado à sua escolha de cookies, e as visualizações são contadas com ele no nosso próprio servidor: o endereço da página sem a consulta, o idioma e o horário. Usamos as contagens para saber quais páginas da loja, do mercado e do portal ajudam as pessoas e quais as confundem. Elas nunca são combinadas com as suas compras, a sua carteira ou o seu e-mail.',
        'A sua escolha fica no cookie de consentimento por 365 dias, para não perguntarmos em cada página. Quando você retira o consentimento, o identificador de visitante é apagado dele na hora.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Outros sites e serviços',
      blocks: [
        'O marketplace não grava cookies de publicidade nem de redes sociais, e nenhuma outra empresa pode ler o armazenamento listado aqui. As imagens dos colecionáveis e a cotação do GEM são servidas por nós.',
        'Quando você cria ou resgata uma carteira, ou envia um pedido de suporte sem estar conectado, uma verificação de humanidade confirma que você é uma pessoa; o token dela fica no armazenamento local até ser usado, para que uma recarga não peça de novo. Entrar com Google ou Apple leva você às páginas deles, onde valem as suas próprias políticas de cookies.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'As suas escolhas',
      blocks: [
        [
          'Mude a sua escolha de análise quando quiser nas configurações de cookies no topo desta página. Ela vale na hora em todas as páginas abertas.',
          'Sair da conta remove a sua sessão, o cookie de chave da carteira com o nome da sua conta, a metade dele no armazenamento de sessão e o cookie de indicação. O identificador do dispositivo, o seu idioma e o seu comerciante ficam, pois não dizem nada sobre quem você é.',
          'A [página de atualizar o cache](/refresh-cache) limpa os dados em cache sem desconectar você.',
          'O seu navegador pode apagar a qualquer momento todos os cookies e o armazenamento do site. Você será desconectado, e a sua carteira pedirá a senha de novo.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Alterações e contato',
      blocks: [
        'Quando acrescentamos, removemos ou alteramos um cookie ou chave de armazenamento, a tabela acima muda junto com o código, e atualizamos a versão e a data desta política. Se uma alteração exigir o seu consentimento, o site pergunta de novo antes de gravar qualquer coisa nova.',
        'Dúvidas sobre cookies ou sobre os seus dados podem ser enviadas pelo [suporte](/support). Mais sobre os seus direitos está na [política de privacidade](/legal/privacy).',
      ],
    },
  ],
} satisfies PolicyDocument;
