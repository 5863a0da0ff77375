import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: '在本市场上什么可以做、什么不可以做，让交易对每个人都保持公平和安全。',
  sections: [
    {
      id: 'purpose',
      heading: '为什么有这些规则',
      blocks: ['只有买家和卖家能够信任价格、物品和彼此，市场才能运作。这些规则是[服务条款](/legal/terms)的一部分。'],
    },
    {
      id: 'not-allowed',
      heading: '禁止的行为',
      blocks: [
        [
          '欺诈、使用被盗的账户或物品，以及你无权进行的付款。',
          '冒充他人、商家或我们的工作人员。',
          '冒犯性、仇恨性或误导性的用户名、签名或消息。',
          '利用市场洗钱或规避制裁。',
        ],
      ],
    },
    {
      id: 'fair-trading',
      heading: '公平交易',
      blocks: ['不要与自己或朋友交易来制造虚假需求，不要串通定价，也不要用你不打算兑现的报价刷屏市场。'],
    },
    {
      id: 'security',
      heading: '安全',
      blocks: ['不要试图访问不属于你的账户、钱包或数据，不要让服务超载或绕过其限制。如果你发现漏洞，请告知[客服](/support)，并给我们时间修复。'],
    },
    {
      id: 'enforcement',
      heading: '我们的处理方式',
      blocks: ['对于违反这些规则的行为，我们可能删除挂单和报价、取消尚未最终完成的交易，并暂停账户。在可能的情况下，我们会告诉你原因以及如何申诉。'],
    },
  ],
} satisfies PolicyDocument;
