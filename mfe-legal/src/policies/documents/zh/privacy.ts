import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: '本市场保存哪些关于你的信息、原因、保存多久，以及你如何查看、下载或删除这些信息。',
  sections: [
    {
      id: 'what-we-keep',
      heading: '我们保存的信息',
      blocks: [
        [
          '你的账户：电子邮件地址、用户名、显示名称、头像和设置。',
          '你的活动：购买、出售、报价、挂单、收藏品和通知。',
          '你的设备：登录你账户的浏览器及其最近使用时间。',
          '客服：你提交的请求和我们的答复。',
        ],
      ],
    },
    {
      id: 'vault',
      heading: '我们永远看不到的信息',
      blocks: ['你的钱包密钥在到达我们的保管库之前，已在你的浏览器中加密。我们只保存这份加密副本，无法打开它。我们也从不以可读形式保存你的密码。'],
    },
    {
      id: 'why',
      heading: '我们为什么使用这些信息',
      blocks: [
        '用于运营你的账户和交易、防止市场欺诈、答复客服请求，并且仅在你同意时通过电子邮件向你发送消息。访问统计只有在你于 Cookie 横幅中同意后才会运行。',
      ],
    },
    {
      id: 'sharing',
      heading: '还有谁能看到',
      blocks: ['其他人只能看到你的公开资料和挂单。商家会知道你购买了他们的哪些物品。身份与验证服务商只会获得其核验所需的信息。我们不会出售你的数据。'],
    },
    {
      id: 'retention',
      heading: '保存多久',
      blocks: ['账户存在期间我们会保存账户数据。交易记录在此之后按法律要求的期限保存；其余信息会在你注销账户时删除。'],
    },
    {
      id: 'your-rights',
      heading: '你的选择与权利',
      blocks: [
        '在[导出页面](/export)下载我们保存的关于你的全部信息。在[通讯设置页面](/communications)选择你要接收的邮件。如需更正或删除数据，请联系[客服](/support)。',
        'Cookie 的使用方式请见[Cookie 政策](/legal/cookies)。',
      ],
    },
  ],
} satisfies PolicyDocument;
