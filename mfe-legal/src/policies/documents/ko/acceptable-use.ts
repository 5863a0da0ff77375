import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: '마켓플레이스에서 허용되는 것과 허용되지 않는 것을 정해, 모두에게 공정하고 안전한 거래를 지킵니다.',
  sections: [
    {
      id: 'purpose',
      heading: '이 규칙이 있는 이유',
      blocks: ['마켓플레이스는 구매자와 판매자가 가격, 아이템, 그리고 서로를 믿을 수 있어야 작동합니다. 이 규칙은 [서비스 약관](/legal/terms)의 일부입니다.'],
    },
    {
      id: 'not-allowed',
      heading: '금지 사항',
      blocks: [
        [
          '사기, 도용된 계정이나 아이템, 권한 없는 결제.',
          '다른 사람, 스토어, 저희 직원을 사칭하는 행위.',
          '불쾌하거나 혐오를 조장하거나 오해를 부르는 사용자 이름, 소개 문구, 메시지.',
          '자금 세탁이나 제재 회피를 위한 이용.',
        ],
      ],
    },
    {
      id: 'fair-trading',
      heading: '공정한 거래',
      blocks: ['수요를 꾸미기 위해 자기 자신이나 지인과 거래하지 말고, 가격을 담합하지 말고, 지킬 생각이 없는 제안으로 마켓을 채우지 마세요.'],
    },
    {
      id: 'security',
      heading: '보안',
      blocks: [
        '회원님의 것이 아닌 계정, 지갑, 데이터에 접근하거나, 서비스에 과부하를 주거나, 제한을 우회하려 하지 마세요. 취약점을 발견하면 [고객 지원](/support)에 알리고 고칠 시간을 주세요.',
      ],
    },
    {
      id: 'enforcement',
      heading: '위반 시 조치',
      blocks: [
        '규칙을 어기면 판매 등록과 제안을 삭제하고, 아직 확정되지 않은 거래를 취소하고, 계정을 정지할 수 있습니다. 가능하면 이유와 이의 제기 방법을 알려 드립니다.',
      ],
    },
  ],
} satisfies PolicyDocument;
