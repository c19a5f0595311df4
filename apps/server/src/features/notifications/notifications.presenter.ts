import { notificationStatusName, type Notification } from '@bo/contract';
import type { NotificationListRow } from './notifications.repository.js';

export function presentNotification(row: NotificationListRow): Notification {
  return {
    id: row.id,
    comId: row.comId,
    custNo: row.custNo,
    custName: row.custName,
    type: row.type,
    typeName: row.typeName ?? String(row.type),
    status: row.status,
    statusName: notificationStatusName(row.status),
    created: row.created.toISOString(),
    delayDate: row.delayDate,
    delayCount: row.delayCount,
    message: row.message,
    userComment: row.userComment,
  };
}
