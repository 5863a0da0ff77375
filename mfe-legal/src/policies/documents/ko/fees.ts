import type { PolicyDocument } from '../../policy-document';

export default {
  version: '2026-11-01',
  lastUpdated: '2026-11-01',
  summary: '구매 시 가격 외에 드는 비용, 현재 환율로 최소 수수료를 계산하는 방법, GEM이 돌아오는 경우를 설명합니다.',
  sections: [
    {
      id: 'marketplace-fee',
      heading: '마켓플레이스 수수료',
      blocks: [
        '스토어나 마켓에서의 모든 구매와 수락된 모든 제안에는 가격의 {feePercent}에 해당하는 마켓플레이스 수수료가 붙습니다. 구매자가 가격에 더해 지불하며, 판매자는 가격 전액을 받습니다.',
        '수수료는 서명하기 전에 표시되며, 표시된 금액이 그대로 청구됩니다.',
      ],
    },
    {
      id: 'minimum-fee',
      heading: '최소 수수료',
      blocks: [
        '수수료는 현재 환율로 GEM으로 환산한 {minimumUsd}보다 적지 않습니다. 오늘 환율(1 GEM당 {rateUsd})로 최소 금액은 {floorGem}입니다.',
        '따라서 가격이 작으면 비율 대신 최소 금액이 적용됩니다. 환율은 하루 동안 바뀌며, 구매에는 확정하는 순간의 환율이 쓰입니다.',
      ],
    },
    {
      id: 'offers',
      heading: '제안',
      blocks: ['제안을 보내면 제안 금액과 수수료가 잔액에서 따로 묶입니다. 제안이 거절, 철회, 만료되면 전액이 잔액으로 돌아옵니다.'],
    },
    {
      id: 'refunds',
      heading: '환불',
      blocks: [
        [
          '완료되지 않은 구매(다른 사람에게 먼저 팔렸거나 서명이 실패한 경우)는 청구되지 않으며, 묶여 있던 GEM은 풀립니다.',
          '완료된 구매는 확정입니다. 컬렉터블은 즉시 전달되며 반품할 수 없습니다.',
          '받지 못한 아이템에 대해 청구되었다면 30일 이내에 [고객 지원](/support)에 연락하세요. 가격과 수수료를 환불해 드립니다.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: '수수료 변경',
      blocks: [
        '새 수수료는 적용 전에 미리 알립니다. 이미 서명한 구매에는 표시되었던 수수료가 그대로 적용됩니다. 수수료는 [서비스 약관](/legal/terms)의 일부입니다.',
      ],
    },
  ],
} satisfies PolicyDocument;
