import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-03',
  lastUpdated: '2026-12-03',
  summary:
    'O acordo entre você e o marketplace: quem pode usá-lo, quem guarda cada chave da sua carteira, como funcionam o GEM, as compras, os anúncios, as ofertas e a criação, o que acontece quando você sai ou se encerrarmos, e como avisamos sobre mudanças.',
  changeLog: [
    {
      version: '2026-12-03',
      changes: [
        'A seção sobre o encerramento de uma conta diz que, se você entra apenas com Google ou Apple, confirma que é você entrando de novo com esse provedor, em vez de usar uma senha.',
      ],
    },
    {
      version: '2026-12-02',
      changes: [
        'Reescritos por completo, em linguagem simples, com uma seção para cada assunto.',
        'A seção da carteira diz qual cópia da sua chave podemos abrir e qual não podemos.',
        'Novas seções sobre o encerramento de uma conta (leva 14 dias e pode ser cancelado) e sobre o que acontece se o marketplace parar.',
      ],
    },
    {
      version: '2026-11-01',
      changes: [
        'Agora é preciso aceitar os termos em vigor antes de comprar ou vender.',
        'A taxa do mercado e seu mínimo são explicados em uma política própria.',
        'A seção da carteira explica com mais clareza o que o cofre do servidor guarda e o que ele nunca vê.',
      ],
    },
  ],
  sections: [
    {
      id: 'agreement',
      heading: 'Sobre estes termos',
      blocks: [
        'Estes termos são o acordo entre você e o operador do marketplace ("nós"). Eles valem quando você navega pelo marketplace, cria uma conta, tem uma carteira, compra, vende, faz ofertas ou cria colecionáveis. Leia com atenção: eles explicam o que você pode esperar de nós e o que esperamos de você.',
        'Eles acompanham nossa [política de privacidade](/legal/privacy), [política de cookies](/legal/cookies), [política de uso aceitável](/legal/acceptable-use) e [política de taxas e reembolsos](/legal/fees), que fazem parte do mesmo acordo. Se uma política e estes termos divergirem, prevalecem estes termos.',
        'Cada versão destes termos tem uma data. Ao aceitá-los, você aceita essa versão; a lista no fim desta página ([O que mudou](#what-changed)) diz o que cada versão mudou.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Quem pode usar o marketplace',
      blocks: [
        'Qualquer pessoa pode navegar pelas páginas públicas. Para abrir uma conta, você precisa:',
        [
          'ter pelo menos 18 anos, ou a maioridade do lugar onde vive, se for maior;',
          'poder firmar um contrato vinculante segundo a lei que se aplica a você;',
          'não estar impedido de usar um serviço como o nosso por sanções ou pela lei do lugar onde vive;',
          'não ter tido uma conta encerrada por nós por violar estes termos, a menos que tenhamos concordado com a sua volta.',
        ],
        'Cada pessoa tem uma única conta. A conta é pessoal: você não pode vendê-la, emprestá-la nem deixar outra pessoa negociar por meio dela. Alguns recursos, como limites maiores ou o programa de influenciadores, podem pedir que você verifique sua identidade antes na [página de verificação](/user-portal/kyc).',
      ],
    },
    {
      id: 'account',
      heading: 'Sua conta',
      blocks: [
        'Você entra com um endereço de e-mail e uma senha, ou com Google ou Apple. Não compartilhe seus dados de acesso. O que acontece na sua conta é responsabilidade sua, a menos que você nos avise que alguém a tomou; nesse caso, ajudamos você a recuperá-la.',
        'Proteja a conta com a autenticação em dois fatores, que você ativa nas [configurações da conta](/user-portal/account). Lá você também pode mudar sua senha, seu e-mail e seu perfil. Cada navegador conectado à sua conta aparece na [página de dispositivos](/user-portal/account/devices), onde você pode desconectar qualquer um deles.',
        'Enviamos os e-mails de que o serviço precisa (códigos de acesso, avisos de segurança, recibos). Quais outras mensagens você recebe é escolha sua, na [página de comunicações](/communications).',
        'Mantenha verdadeiras as informações da sua conta. Seu nome de usuário, nome de exibição, foto de perfil e frase são públicos; não os use para se passar por outra pessoa.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Sua carteira e o cofre do servidor',
      blocks: [
        'Sua carteira é um par de chaves criado no seu navegador quando você a configura. A chave privada é o que assina suas compras, vendas, ofertas, criações e envios. Ela só existe em claro na memória do seu navegador enquanto a carteira está desbloqueada. Por até uma hora, ela também fica guardada no seu navegador em um cookie ofuscado, para que recarregar a página não peça a senha de novo.',
        'O que chega ao cofre do nosso servidor são apenas cópias criptografadas dessa chave. Quem pode abrir cada cópia é diferente, e você deve saber qual é qual:',
        [
          'A cópia com senha é criptografada no seu navegador com a senha da sua carteira. Nunca recebemos essa senha, por isso não podemos abrir esta cópia.',
          'Se você entra com Google ou Apple, sua cópia é criptografada com um segredo que nosso servidor guarda e só entrega a uma sessão iniciada por esse provedor. Essa cópia é protegida pela nossa segurança, não só pela sua.',
          'A cópia de resgate é selada para um par de chaves de resgate. Nosso servidor guarda o segredo dela e só o entrega a uma sessão que passou pelo acesso de resgate, para que você possa recuperar a carteira se esquecer a senha.',
        ],
        'Não usamos os segredos que guardamos para abrir sua chave nem para assinar por você, e ninguém da nossa equipe pode pedi-los no trabalho normal. Toda movimentação de um colecionável ou de GEM precisa de uma assinatura da sua carteira; uma sessão roubada, sozinha, não consegue movê-los.',
        'Se você perder a senha da carteira, o [resgate da carteira](/rescue) permite escolher uma nova depois do acesso de resgate. Se perder ao mesmo tempo a senha e a forma de entrar, não conseguimos recuperar a carteira para você. Quem tem sua chave privada controla a carteira: se você guardar uma cópia dela, guarde-a em lugar seguro.',
      ],
    },
    {
      id: 'gem',
      heading: 'O GEM e seu valor em dólares',
      blocks: [
        'Os preços do marketplace são em GEM, um token digital com 18 casas decimais. Seu saldo de GEM é registrado no nosso livro-razão vinculado ao endereço da sua carteira, e você vê cada movimentação na sua [página de atividade](/user-portal/activity).',
        'Ao lado dos valores em GEM mostramos um valor em dólares americanos. É o valor em GEM multiplicado pela cotação atual (agora {rateUsd} por GEM), atualizada a cada 30 segundos, aproximadamente. É uma estimativa para ajudar você a comparar preços, não um preço pelo qual compramos ou vendemos GEM, e pode mudar a qualquer momento.',
        'GEM não é dinheiro, depósito nem investimento. Não pagamos juros sobre ele e não prometemos que mantenha valor algum. Não trocamos GEM por dinheiro, a menos que um recurso do site diga isso e explique suas próprias condições.',
        'Você pode adicionar GEM à sua carteira e enviá-lo para outro endereço na sua [página da carteira](/user-portal/wallet). Um envio assinado é definitivo; confira o endereço, porque GEM enviado a um endereço que ninguém controla não pode ser recuperado.',
      ],
    },
    {
      id: 'payments',
      heading: 'Compras, a taxa e seu mínimo',
      blocks: [
        'Uma compra na loja de um comerciante ou no mercado tem duas etapas. Quando você toca em Comprar, reservamos o item por pouco tempo e separamos do seu saldo o preço e a taxa. Quando você assina com sua carteira, o item vai para a sua coleção e o GEM vai para o vendedor. Uma reserva que você não assina expira, e o GEM separado volta para o seu saldo.',
        'Cada compra tem a taxa do marketplace, paga pelo comprador além do preço: {feePercent} do preço, mas nunca menos que {minimumUsd} convertidos em GEM pela cotação atual. Com a cotação atual de {rateUsd} por GEM, esse mínimo é {floorGem}. A taxa e o total aparecem antes de você assinar, e os valores mostrados são os valores cobrados.',
        'Uma compra assinada é definitiva: os colecionáveis são entregues na hora e não podem ser devolvidos. Se uma compra falhar ou se você for cobrado por um item que não recebeu, a [política de taxas e reembolsos](/legal/fees) explica o que reembolsamos e como pedir.',
      ],
    },
    {
      id: 'listings',
      heading: 'Anúncios e ofertas',
      blocks: [
        'Você pode anunciar à venda um colecionável seu pelo preço que escolher. Um anúncio é uma oferta de venda ao primeiro comprador que assinar por esse preço, e fica aberto até o item ser vendido ou você retirá-lo. Enquanto um item está anunciado, você não pode usá-lo em uma criação.',
        'Você pode fazer uma oferta pelo colecionável de outra pessoa. O valor oferecido e a taxa ficam separados do seu saldo enquanto a oferta está aberta. Uma oferta obriga você até ser aceita, recusada ou retirada; se o dono aceitar, a venda acontece pelo valor oferecido sem nenhuma etapa a mais da sua parte.',
        'As vendas entre membros são entre o comprador e o vendedor. Nós mantemos o lugar onde eles se encontram, guardamos o GEM separado enquanto a negociação está aberta e registramos o resultado, mas não verificamos se um preço é justo. Retirar um anúncio ou uma oferta é sempre possível, mesmo que você não tenha aceitado os termos em vigor.',
      ],
    },
    {
      id: 'crafting',
      heading: 'Criação',
      blocks: [
        'Alguns comerciantes oferecem receitas que combinam colecionáveis em um novo. A receita mostra de quais itens precisa e o que produz antes de você começar.',
        'Ao criar, você assina com sua carteira e os ingredientes são consumidos: saem da sua coleção para sempre e o resultado é adicionado na hora. Uma criação não pode ser desfeita, então confira a receita antes de assinar.',
        'Os comerciantes podem adicionar, mudar ou retirar receitas. Uma mudança nunca afeta uma criação que você já assinou.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Condutas proibidas',
      blocks: [
        'A [política de uso aceitável](/legal/acceptable-use) descreve em detalhe o que não é permitido. Em resumo, você não pode:',
        [
          'fraudar ou enganar outros membros, por exemplo descrevendo mal um item ou se passando por um comerciante ou por alguém da nossa equipe;',
          'manipular preços, por exemplo negociando consigo mesmo ou com contas que você controla para criar um mercado falso;',
          'usar o marketplace para lavar dinheiro, financiar crimes ou driblar sanções;',
          'tomar contas de outras pessoas, sondar ou atacar o serviço, ou usar scripts que imponham a ele uma carga injusta;',
          'publicar nomes, imagens ou mensagens ilegais, de ódio ou que violem direitos de terceiros.',
        ],
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'A arte e outras propriedades intelectuais',
      blocks: [
        'A arte, os nomes e os personagens de um colecionável pertencem ao comerciante de cujo jogo ele vem, ou aos seus licenciadores. Comprar um colecionável dá a você o item na sua coleção e o direito de mantê-lo, exibi-lo no marketplace, vendê-lo, oferecê-lo e usá-lo em criações, como estes termos permitem.',
        'Isso não dá a você a propriedade da arte, uma licença de direitos autorais ou de marca, nem qualquer direito sobre o jogo. Você pode compartilhar imagens dos seus colecionáveis para fins pessoais e não comerciais, por exemplo em redes sociais; não pode imprimi-las em produtos, usá-las em publicidade nem criar novas obras a partir delas sem a permissão do comerciante.',
        'O software, o design e os textos do próprio marketplace pertencem a nós. O que você publica no seu perfil continua sendo seu; você nos permite exibi-lo no marketplace enquanto estiver lá.',
        'Se achar que algo no marketplace viola seus direitos, avise-nos pelo [suporte](/support) com detalhes suficientes para encontrá-lo, e vamos analisar com rapidez.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspensão e encerramento por nós',
      blocks: [
        'Podemos limitar ou suspender uma conta quando tivermos bons motivos para acreditar que ela viola estes termos ou a lei, que foi tomada por outra pessoa ou que coloca outros membros em risco. Quando a lei e a investigação permitirem, diremos o motivo e como responder.',
        'Enquanto uma conta está suspensa, ela não pode comprar, anunciar, fazer ofertas, criar nem enviar GEM. Anúncios e ofertas abertos podem ser retirados, e o GEM que eles separavam volta para o seu saldo. Você ainda pode entrar, ler seus dados e baixá-los na [página de exportação](/export).',
        'Em caso de violação grave ou repetida, podemos encerrar a conta. O encerramento por nós segue as mesmas etapas do encerramento por você (próxima seção), exceto quando a lei nos obriga a guardar mais, por exemplo para uma investigação.',
        'Se achar que erramos, escreva para o [suporte](/support). Uma pessoa que não participou da decisão vai revisá-la.',
      ],
    },
    {
      id: 'closing',
      heading: 'Encerrar sua conta',
      blocks: [
        'Você pode encerrar sua conta a qualquer momento nas [configurações da conta](/user-portal/account). Pedimos sua senha ou, se você entra apenas com Google ou Apple, que confirme que é você entrando de novo com esse provedor; e o código de dois fatores, se estiver ativo. Dizemos o que será perdido e, antes, oferecemos a exportação da chave da sua carteira e dos seus dados.',
        'O encerramento passa a valer 14 dias depois do pedido. Até lá nada é apagado: você ainda pode entrar, e ao entrar recebe a opção de cancelar o encerramento.',
        'Passados os 14 dias, retiramos seus anúncios e ofertas abertos e apagamos seus dados pessoais como descreve a [política de privacidade](/legal/privacy): seu perfil, seu e-mail, suas formas de acesso, seus dispositivos, as cópias da sua chave no cofre e suas preferências. O registro das suas negociações fica no nosso livro-razão sob um pseudônimo, porque a lei exige guardar registros de pagamentos e porque quem negociou com você mantém o que comprou.',
        'Antes de encerrar, envie o GEM que quiser manter para uma carteira que você controle e exporte a chave da sua carteira. Depois que a conta for apagada, não guardamos nenhuma cópia da sua chave e não podemos devolver GEM nem colecionáveis a você.',
      ],
    },
    {
      id: 'service-ending',
      heading: 'Se o marketplace deixar de funcionar',
      blocks: [
        'Esperamos manter o marketplace por muito tempo, mas não podemos prometer que ele dure para sempre. Se decidirmos encerrá-lo, vamos anunciar no site e por e-mail pelo menos 90 dias antes do fim das negociações.',
        [
          'Durante esse período você pode continuar usando sua conta, enviar seu GEM para qualquer endereço de carteira e exportar a chave da sua carteira.',
          'Novos anúncios e ofertas param primeiro; os abertos são retirados e o GEM que eles separavam volta para o seu saldo.',
          'Você pode baixar seus dados, incluindo a lista dos seus colecionáveis e cada movimentação do seu GEM, na [página de exportação](/export).',
          'Depois do fim das negociações, guardamos o registro de quem tinha cada colecionável pelo tempo que a lei exigir e respondemos a pedidos sobre ele pelo suporte.',
        ],
        'Os colecionáveis são registros no nosso livro-razão que os jogos dos comerciantes reconhecem. Se um jogo continuará a usá-los depois que o marketplace parar depende do comerciante; não podemos prometer isso. O GEM que você enviou para a sua própria carteira continua sob a sua chave.',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Isenções',
      blocks: [
        'Trabalhamos para manter o marketplace disponível, correto e seguro, mas o oferecemos como ele é. Ele pode ser interrompido para manutenção e pode conter erros. Não prometemos que um colecionável mantenha um preço, que o GEM mantenha uma cotação nem que um comerciante continue a dar suporte a um item no seu jogo.',
        'Os comerciantes são responsáveis pelos seus jogos e pelo que seus colecionáveis fazem neles. Os links para os sites deles e para outros serviços são para sua conveniência; não respondemos pelo conteúdo deles.',
        'Nada no marketplace é aconselhamento financeiro, jurídico ou fiscal. Você é responsável pelos impostos devidos sobre suas negociações onde vive.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limites de responsabilidade',
      blocks: [
        'Respondemos pelos danos que causarmos a você por violar estes termos ou por negligência nossa, na medida em que a lei nos torna responsáveis. Não respondemos por perdas que não poderíamos razoavelmente prever, por perdas causadas pela sua violação destes termos nem por perdas decorrentes de alguém usar uma senha, chave de carteira ou dispositivo que você não manteve seguro.',
        'Exceto quando a lei não permite um limite, nossa responsabilidade total perante você por qualquer reclamação se limita ao maior destes valores: as taxas que você nos pagou nos 12 meses anteriores à reclamação, ou 100 dólares americanos.',
        'Nada nestes termos limita a responsabilidade por morte ou lesão causada por negligência, por fraude ou qualquer outra que a lei não permita limitar, e nada tira os direitos que você tem como consumidor pela lei do país onde vive.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Conflitos e a lei aplicável',
      blocks: [
        'Se algo der errado, escreva primeiro para nós pelo [suporte](/support), escolhendo o assunto adequado. Respondemos em até 30 dias e tentamos resolver a questão com você.',
        'Estes termos são regidos pela lei do país onde o operador do marketplace está estabelecido. Se você é consumidor, mantém também a proteção das normas obrigatórias do país onde vive e pode apresentar uma reclamação perante os tribunais dele.',
        'Um desacordo com outro membro sobre uma negociação é entre vocês dois. Podemos mostrar a ambos o registro da negociação e agir contra uma conta que viole estes termos, mas uma negociação assinada continua definitiva.',
      ],
    },
    {
      id: 'changes',
      heading: 'Mudanças nestes termos e como as anunciamos',
      blocks: [
        'Mudamos estes termos quando o marketplace muda ou quando a lei exige. Cada mudança é uma nova versão com uma nova data, e resumimos o que mudou em poucas linhas em [O que mudou](#what-changed), no fim desta página, em todos os idiomas do site.',
        'Quando uma nova versão é publicada, na próxima vez que você entrar mostramos o que mudou e pedimos que a aceite. Até aceitar, você não pode comprar, anunciar, fazer ofertas nem criar, mas ainda pode retirar anúncios e ofertas, enviar seu GEM, baixar seus dados e encerrar sua conta.',
        'Se não concordar com uma nova versão, você pode encerrar sua conta sem nenhum custo. Perguntas sobre estes termos vão para o [suporte](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
