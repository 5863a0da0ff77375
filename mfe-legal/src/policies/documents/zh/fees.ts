import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: '一笔购买在价格之外要花多少钱、最低手续费如何按当前汇率计算，以及 GEM 何时退回。',
  sections: [
    {
      id: 'marketplace-fee',
      heading: '市场手续费',
      blocks: [
        '在商店或市场中的每笔购买，以及每个被接受的报价，都会收取价格 {feePercent} 的市场手续费。手续费由买家在价格之外支付；卖家收到全部价格。',
        '手续费会在你签名前显示，显示的金额就是实际收取的金额。',
      ],
    },
    {
      id: 'minimum-fee',
      heading: '最低手续费',
      blocks: [
        '手续费绝不低于按当前汇率换算成 GEM 的 {minimumUsd}。按今天每 GEM {rateUsd} 的汇率，最低手续费为 {floorGem}。',
        '因此价格较低时，适用最低金额而不是百分比。汇率在一天中会变化；购买使用你确认那一刻的汇率。',
      ],
    },
    {
      id: 'offers',
      heading: '报价',
      blocks: ['你发出报价时，报价金额及其手续费会从你的余额中预留。如果报价被拒绝、撤回或过期，这些金额会全额退回你的余额。'],
    },
    {
      id: 'refunds',
      heading: '退款',
      blocks: [
        [
          '未完成的购买（物品先卖给了别人，或签名失败）不会扣款，预留的 GEM 会被释放。',
          '已完成的购买为最终交易：收藏品会立即交付，不能退货。',
          '如果你为未收到的物品被扣款，请在 30 天内联系[客服](/support)，我们会退还价格和手续费。',
        ],
      ],
    },
    {
      id: 'changes',
      heading: '手续费变更',
      blocks: ['新的手续费会在生效前公布；你已签名的购买仍按当时显示的手续费计算。手续费是[服务条款](/legal/terms)的一部分。'],
    },
  ],
} satisfies PolicyDocument;
