import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'O que o marketplace guarda sobre você, recurso por recurso; por quê e com qual base legal; quem mais trata esses dados; por quanto tempo os guardamos; e a página do site onde você exerce cada um dos seus direitos.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Quem somos e o que esta política abrange',
      blocks: [
        'O operador do marketplace ("nós") decide como e por que seus dados pessoais são usados no marketplace e é o responsável por eles perante a lei de proteção de dados. Esta política abrange o site em todos os idiomas, sua conta e sua carteira, os e-mails que enviamos e o suporte que prestamos.',
        'Ela não abrange os jogos dos nossos comerciantes nem os sites do Google, da Apple ou de outros serviços que você acessa a partir do nosso; eles têm políticas próprias. Como usamos cookies e o armazenamento do seu navegador está explicado na [política de cookies](/legal/cookies).',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Os dados que cada recurso coleta',
      blocks: [
        'Coletamos apenas o que um recurso precisa para funcionar. Quase tudo é você quem nos dá; uma parte é criada enquanto você usa o site.',
        [
          'Conta: seu endereço de e-mail; sua senha, guardada apenas como hash irreversível; no acesso com Google ou Apple, o e-mail e o identificador de conta que o provedor nos fornece; a data de cadastro e a versão dos termos que você aceitou.',
          'Perfil: nome de usuário, nome de exibição, frase, foto de perfil, banner, idioma preferido, se o saldo é exibido e seu código antiphishing (uma palavra que imprimimos nos nossos e-mails para você distingui-los de imitações).',
          'Segurança: se a autenticação em dois fatores está ativa e o segredo dela, usado para conferir seus códigos; cada navegador conectado (um nome, o user agent do navegador, a forma de acesso, quando foi visto pela primeira e pela última vez); e uma chave aleatória em um cookie que nos permite reconhecer um navegador que você já usou e avisar sobre um novo.',
          'Carteira: o endereço da sua carteira, as cópias criptografadas da sua chave no cofre e os segredos descritos em [O que não conseguimos ler](#vault).',
          'Negociações: seu saldo de GEM e o livro-razão dele; as compras, reservas, anúncios, ofertas, criações, envios e depósitos que você faz, com valores, taxas, horários e as assinaturas da carteira que os autorizaram; os colecionáveis que você tem e seus favoritos.',
          'Indicações e programa de influenciadores: quem convidou você (a partir de um link de indicação, guardado em um cookie por 7 dias até você se cadastrar), as pessoas que você convidou e suas recompensas; em uma inscrição, o nome, o e-mail, o endereço do canal, o tamanho do público e a mensagem que você envia.',
          'Verificação de identidade: em que ponto está sua verificação e as etapas dela. Os documentos vão para o provedor de verificação; nós guardamos o resultado.',
          'Notificações e e-mail: as notificações que mostramos, os e-mails que enviamos e suas preferências de comunicação.',
          'Suporte: seu endereço de e-mail, o assunto, sua mensagem e o anexo que você incluir.',
          'Erros: quando o site encontra um erro, seu navegador nos envia o que deu errado (o tipo de erro, o status e os detalhes, sem nada que pareça um segredo), com o identificador da sua conta se você estiver conectado.',
          'Análise de uso, só se você aceitar: a página aberta sem a consulta nem a âncora, o idioma e um número de visitante aleatório. Nunca a sua conta.',
        ],
      ],
    },
    {
      id: 'why',
      heading: 'Por que usamos os dados e com qual base legal',
      blocks: [
        'A lei de proteção de dados exige uma base legal para cada uso de dados pessoais. Estas são as nossas:',
        {
          table: {
            head: ['O que fazemos', 'Base legal'],
            rows: [
              [
                'Abrir e manter sua conta, sua carteira e suas negociações; enviar os e-mails de que o serviço precisa',
                'Execução do nosso contrato com você (os [termos de serviço](/legal/terms))',
              ],
              ['Guardar registros de pagamentos e negociações; verificar a identidade quando a lei exige; responder a autoridades', 'Obrigação legal'],
              [
                'Proteger as contas e o marketplace: reconhecer dispositivos, enviar avisos de segurança, detectar fraude e abuso, corrigir erros',
                'Nosso interesse legítimo em um serviço seguro e funcionando, ponderado com os seus direitos',
              ],
              ['Responder aos seus pedidos de suporte e inscrições', 'Execução do nosso contrato, ou medidas que você pediu antes de um contrato'],
              ['Enviar novidades e ofertas por e-mail', 'Seu consentimento, que você altera na [página de comunicações](/communications)'],
              ['Medir quais páginas são usadas (análise de uso)', 'Seu consentimento, que você altera nas [configurações de cookies](/legal/cookies)'],
            ],
          },
        },
        'Quando a base é o consentimento, você pode retirá-lo a qualquer momento; isso não torna ilícito o uso anterior. Não tomamos decisões sobre você baseadas apenas em tratamento automatizado que produzam efeitos jurídicos ou afetem você de forma igualmente significativa.',
      ],
    },
    {
      id: 'vault',
      heading: 'O que não conseguimos ler',
      blocks: [
        'A chave da sua carteira é criada e criptografada no seu navegador antes de chegar ao nosso cofre. Se conseguiríamos abrir uma cópia depende da cópia:',
        [
          'A cópia protegida pela senha da sua carteira: nunca recebemos a senha, por isso não conseguimos abri-la.',
          'A cópia de uma conta Google ou Apple: é criptografada com um segredo que nosso servidor guarda e só entrega a uma sessão iniciada por esse provedor.',
          'A cópia de resgate: nosso servidor guarda o segredo que a abre e só o entrega ao acesso de resgate, para que você possa recuperar uma senha esquecida.',
        ],
        'Nunca usamos esses segredos para abrir sua chave. Sua senha de acesso é guardada apenas como um hash que não pode ser transformado de volta na senha. Nossa equipe nunca pede a você uma senha, um código ou sua chave.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Quem mais vê os dados',
      blocks: [
        [
          'Todos: seu perfil público (nome de usuário, nome de exibição, frase, foto e banner), os colecionáveis que você tem, seus anúncios e as vendas que aparecem no histórico de preços de um item.',
          'A outra parte de uma negociação: seu nome de usuário e o item, o valor e a hora da negociação.',
          'Os comerciantes: quais itens deles você comprou, vendeu ou criou, e se você joga o jogo deles quando o vincula.',
          'As autoridades: apenas o que a lei nos obriga a entregar, depois de verificarmos que o pedido é legítimo.',
        ],
        'Não vendemos seus dados pessoais nem os compartilhamos com anunciantes.',
      ],
    },
    {
      id: 'processors',
      heading: 'Prestadores de serviço que trabalham para nós',
      blocks: [
        'Algumas empresas tratam dados em nosso nome, com contratos que só permitem usá-los segundo nossas instruções e as obrigam a protegê-los:',
        [
          'provedores de hospedagem e de banco de dados, que operam nossos servidores;',
          'um provedor de envio de e-mail, que entrega nossas mensagens;',
          'Google e Apple, quando você escolhe entrar com eles;',
          'um provedor de verificação de identidade, quando você verifica sua identidade;',
          'um serviço antirrobô (Google reCAPTCHA), que confere se é uma pessoa, e não um script, quem cria uma carteira, resgata uma ou envia um formulário;',
          'um serviço de análise de uso, somente depois que você o aceita;',
          'um explorador de blockchain, que recebe o endereço público da sua carteira para ler o saldo dela na rede.',
        ],
        'Os ícones do site vêm de um serviço de ícones; seu navegador pede imagens a ele e não envia nada sobre a sua conta.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transferências para outros países',
      blocks: [
        'Nossos prestadores podem tratar dados em países diferentes do seu, incluindo os Estados Unidos. Quando os dados saem do Espaço Econômico Europeu, do Reino Unido ou da Suíça, nos baseamos em uma decisão de adequação ou nas cláusulas contratuais padrão aprovadas para isso, com medidas adicionais quando necessário. Você pode pedir uma cópia dessas garantias pelo [suporte](/support).',
      ],
    },
    {
      id: 'retention',
      heading: 'Por quanto tempo guardamos',
      blocks: [
        'Guardamos os dados apenas enquanto servem à finalidade para a qual foram coletados, ou pelo tempo que a lei exige:',
        {
          table: {
            head: ['Dados', 'Por quanto tempo'],
            rows: [
              ['Conta, perfil e preferências', 'Enquanto a conta existir; apagados quando o encerramento passa a valer, 14 dias depois do pedido'],
              ['Navegadores conectados', 'Até você sair ou remover o navegador na página de dispositivos'],
              ['Navegadores reconhecidos para avisos de segurança', 'Até você remover o navegador na página de dispositivos, ou a conta ser apagada'],
              ['Cópias criptografadas da chave da sua carteira', 'Até você substituí-las, ou a conta ser apagada'],
              [
                'Livro-razão de compras, vendas, envios e depósitos',
                '10 anos após a negociação, como exigem as leis de pagamentos e de contabilidade; sem seu nome ou e-mail depois que a conta é apagada',
              ],
              ['Anúncios e ofertas que não resultaram em negociação', 'Retirados e apagados quando a conta é apagada'],
              [
                'Resultado da verificação de identidade',
                '5 anos após o fim da conta quando a lei contra lavagem de dinheiro exige; caso contrário, apagado com a conta',
              ],
              ['Pedidos de suporte', '2 anos após a última mensagem'],
              ['Relatórios de erro', '90 dias'],
              ['Páginas vistas na análise de uso', '13 meses, nunca ligadas a uma conta'],
            ],
          },
        },
      ],
    },
    {
      id: 'closing',
      heading: 'Quando você encerra sua conta',
      blocks: [
        'Você encerra sua conta nas [configurações da conta](/user-portal/account). Durante 14 dias você pode mudar de ideia entrando na conta. Passados os 14 dias, retiramos seus anúncios e ofertas e apagamos seu perfil, seu e-mail, suas formas de acesso, seus dispositivos, as cópias da sua chave, suas preferências, notificações e favoritos.',
        'O livro-razão mantém as negociações que você fez, porque a lei exige registros de pagamentos e porque quem negociou com você mantém o que comprou. A partir daí, esses registros ficam ligados a um identificador aleatório e ao endereço da sua carteira, não ao seu nome nem ao seu e-mail.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Seus direitos e onde exercê-los',
      blocks: [
        'Você tem o direito de ver, corrigir, baixar e apagar seus dados, de se opor ao uso deles ou limitá-lo e de retirar o consentimento. A maioria desses direitos tem um botão no site:',
        {
          table: {
            head: ['Seu direito', 'Onde exercê-lo'],
            rows: [
              [
                'Ver e baixar tudo o que guardamos sobre você (acesso e portabilidade)',
                'A [página de exportação](/export): um arquivo com todos os seus dados e suas transações em uma planilha',
              ],
              [
                'Corrigir seus dados',
                'As [configurações da conta](/user-portal/account) para perfil, e-mail e idioma; o [suporte](/support) para todo o resto',
              ],
              ['Apagar seus dados', 'Encerre a conta nas [configurações da conta](/user-portal/account)'],
              [
                'Parar de receber novidades e ofertas por e-mail',
                'A [página de comunicações](/communications), ou o link de descadastro presente em cada um desses e-mails',
              ],
              ['Retirar o consentimento à análise de uso', 'As [configurações de cookies](/legal/cookies)'],
              ['Desconectar um navegador e deixarmos de reconhecê-lo', 'A [página de dispositivos](/user-portal/account/devices)'],
              ['Opor-se a um uso dos seus dados ou limitá-lo', 'Escreva para o [suporte](/support) com o assunto Conta'],
            ],
          },
        },
        'Respondemos aos pedidos enviados pelo suporte em até um mês e avisamos se um pedido complexo precisar de mais tempo. Você também tem o direito de reclamar à autoridade de proteção de dados do país onde vive ou trabalha.',
      ],
    },
    {
      id: 'children',
      heading: 'Crianças e adolescentes',
      blocks: [
        'O marketplace não se destina a menores de 18 anos, e não guardamos dados de menores de propósito. Se você acredita que um menor abriu uma conta, avise-nos pelo [suporte](/support) e vamos encerrá-la.',
      ],
    },
    {
      id: 'security',
      heading: 'Como protegemos os dados',
      blocks: [
        'Todo o tráfego com o marketplace é criptografado. Mudanças no cofre da sua carteira exigem uma prova recente de que é você, e toda movimentação de GEM ou de um colecionável precisa da assinatura da sua carteira. Enviamos um aviso de segurança quando alguém entra a partir de um navegador novo, muda sua senha ou sua autenticação em dois fatores, ou resgata sua carteira.',
        'Apenas a equipe que precisa deles para o trabalho pode acessar dados pessoais. Se um incidente colocar seus dados em risco, informamos a autoridade em até 72 horas e você sem demora indevida, com o que aconteceu e o que você pode fazer.',
      ],
    },
    {
      id: 'changes',
      heading: 'Mudanças nesta política',
      blocks: [
        'Quando mudamos esta política, publicamos uma nova versão com a data no topo desta página. Se uma mudança afetar a forma como usamos dados que você já nos deu, avisamos no site antes que ela valha e pedimos seu consentimento quando a lei exige.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contato',
      blocks: [
        'Para qualquer pergunta sobre seus dados ou esta política, escreva para nós pelo [suporte](/support) com o assunto Conta. Conectado, seu pedido fica ligado à sua conta, então não precisamos pedir que você prove de novo quem é.',
      ],
    },
  ],
} satisfies PolicyDocument;
