import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary:
    'Quanto uma compra custa além do preço, como a taxa mínima é calculada pela cotação do GEM ao vivo, o que é gratuito e quando o GEM volta para você. Os valores desta página são os cobrados nas compras hoje.',
  sections: [
    {
      id: 'marketplace-fee',
      heading: 'A taxa do marketplace',
      blocks: [
        'Toda compra tem uma taxa do marketplace de {feePercent} do preço. Ela vale para uma cunhagem comprada na loja de um comerciante, para um item comprado de outro colecionador no mercado e para uma oferta aceita por um vendedor.',
        'O comprador paga a taxa além do preço; o vendedor recebe o preço integral que anunciou ou aceitou. A taxa paga o funcionamento do marketplace: os servidores, o cofre que protege as chaves das carteiras, o suporte e as verificações que mantêm o comércio justo.',
        'Antes de você assinar uma compra, a confirmação mostra o preço, a taxa e o total em GEM, com o valor em USD. O valor mostrado é o valor cobrado: o servidor calcula a taxa com a mesma função da página e recusa a compra em vez de cobrar um valor diferente.',
      ],
    },
    {
      id: 'minimum-fee',
      heading: 'A taxa mínima',
      blocks: [
        'A taxa nunca é menor que {minimumUsd}, convertidos em GEM pela cotação ao vivo. Com a cotação de hoje, {rateUsd} por GEM, esse mínimo é {floorGem}.',
        'Num preço pequeno vale o mínimo em vez da porcentagem; num preço maior, vale a porcentagem. O mínimo existe porque cada compra tem um custo para nós, por menor que seja o preço.',
        'A cotação muda ao longo do dia. Uma compra usa a cotação do momento em que você a confirma, então o mínimo em GEM pode diferir um pouco do valor desta página ou do item que você viu antes.',
      ],
    },
    {
      id: 'gem-and-usd',
      heading: 'O GEM e o seu valor em USD',
      blocks: [
        'Os preços no marketplace são definidos e pagos em GEM, o token que a sua carteira guarda. Os valores em USD ao lado são uma referência, calculada pela cotação atual do GEM, para você comparar preços; não são uma oferta de compra ou venda de GEM por dólares, e não trocamos GEM por dinheiro.',
        'O seu saldo e cada movimentação dele (compras, taxas, valores reservados e devolvidos de ofertas, depósitos e transferências) aparecem na sua atividade no portal do usuário, com a taxa numa linha própria.',
      ],
    },
    {
      id: 'what-is-free',
      heading: 'O que é gratuito',
      blocks: [
        [
          'Criar uma conta e uma carteira, navegar e adicionar colecionáveis aos favoritos.',
          'Anunciar um item no mercado, mudar o preço e retirá-lo: a taxa é paga pelo comprador, e só quando o item é vendido.',
          'Fazer uma oferta: nada é cobrado a menos que ela seja aceita.',
          'Criar: a receita consome os colecionáveis que indica como ingredientes, mas nenhum GEM e nenhuma taxa.',
          'Receber GEM e exportar os seus dados ou a sua chave.',
        ],
        'Enviar GEM da sua carteira para outro endereço tem uma taxa de rede, que não é uma taxa do marketplace: ela aparece antes de você confirmar e só é cobrada quando a transferência é feita. Quando alguém que você convidou faz a primeira compra na loja, a sua recompensa de indicação sai da nossa taxa; ela nunca custa nada ao comprador nem a um vendedor.',
      ],
    },
    {
      id: 'offers',
      heading: 'Ofertas e valores reservados',
      blocks: [
        'Quando você faz uma oferta, o valor oferecido e a sua taxa são reservados do seu saldo, para que o vendedor que aceitar tenha o pagamento garantido. O valor reservado não pode ser gasto em outra coisa enquanto a oferta estiver de pé.',
        'Se a oferta for recusada, se você a retirar ou se o item for vendido antes a outra pessoa, o valor inteiro e a sua taxa voltam ao seu saldo na hora. Se ela for aceita, o preço e a taxa, calculada no momento da aceitação como em qualquer compra, são cobrados, e o que foi reservado a mais volta ao seu saldo.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Compras que falham e reembolsos',
      blocks: [
        [
          'Uma compra que não se conclui (o item foi vendido antes a outra pessoa, a sua assinatura falhou ou o seu saldo não cobria o total) não é cobrada, e todo GEM reservado para ela é liberado.',
          'Uma compra concluída é definitiva: o colecionável vai para a sua coleção na hora e não pode ser devolvido em troca do preço nem da taxa.',
          'Se você foi cobrado por um item que não recebeu, ou por um valor diferente do que confirmou, escreva ao [suporte](/support) em até 30 dias com a data da compra. Verificamos o livro-razão e, se o erro foi nosso, reembolsamos o preço e a taxa.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Mudanças nas taxas',
      blocks: [
        'Anunciamos qualquer mudança na porcentagem ou no mínimo com pelo menos 30 dias de antecedência, nesta página e por e-mail aos titulares de contas. Uma compra ou oferta que você já assinou mantém a taxa com que foi mostrada.',
        'As taxas fazem parte dos [termos de serviço](/legal/terms). Dúvidas sobre uma cobrança vão para o [suporte](/support).',
      ],
    },
  ],
} satisfies PolicyDocument;
