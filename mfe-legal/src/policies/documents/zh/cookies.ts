import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-12-02',
  lastUpdated: '2026-12-02',
  summary: '本市场使用的 Cookie 和浏览器存储、各自的保存期限，以及你如何选择。',
  sections: [
    {
      id: 'what-cookies-are',
      heading: '什么是 Cookie',
      blocks: ['Cookie 是浏览器为某个网站保存的小段文本。我们使用少量市场运行所必需的 Cookie，只有在你同意时才使用访问统计。'],
    },
    {
      id: 'necessary',
      heading: '必要的 Cookie',
      blocks: [
        [
          '会话：刷新页面后保持登录；页面脚本无法读取。',
          '设备：在你的设备中识别此浏览器，保存 90 天。',
          '登录设备密钥：区分来自你用过的浏览器的登录与来自新设备的登录，以便通过邮件提醒你；仅在登录时发送，页面脚本无法读取，最长保存 400 天。',
          '语言：记住你选择的语言，保存 365 天。',
          '钱包密钥：以混淆形式让已解锁的钱包在一小时内可用。',
          '商家与推荐：记住你最近访问的商家，并在 7 天内记住邀请你的人。',
        ],
      ],
    },
    {
      id: 'analytics',
      heading: '访问统计',
      blocks: ['如果你同意访问统计，我们会统计页面浏览量，以了解哪些页面对大家有帮助。在你同意之前，不会为统计加载或发送任何内容，你的选择会保存 365 天。'],
    },
    {
      id: 'browser-storage',
      heading: '其他浏览器存储',
      blocks: ['为了让页面加载更快，网站还会保存翻译和最近浏览过的资料的副本。[刷新缓存页面](/refresh-cache)可以在不退出登录的情况下清除它们。'],
    },
    {
      id: 'your-choices',
      heading: '你的选择',
      blocks: [
        '你可以随时在本页的 Cookie 设置中更改对访问统计的选择。在浏览器中屏蔽必要的 Cookie 会让你退出登录，钱包也将无法使用。关于你的数据的更多信息，请见[隐私政策](/legal/privacy)。',
      ],
    },
  ],
} satisfies PolicyDocument;
