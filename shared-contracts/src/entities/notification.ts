export interface NotificationRecord {
  id: string;
  read: boolean;
  translationId: string;
}

export interface NotificationList {
  records: NotificationRecord[];
  total: number;
  unread: number;
}
