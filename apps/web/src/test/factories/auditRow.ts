import type { AuditRow } from '@bo/contract';

/** An audit row of a banner's update: a title and a link changed, a nested value reordered. */
export const bannerUpdate: AuditRow = {
  id: 41,
  at: '2026-03-02T10:15:00.000Z',
  login: 'admin',
  comId: 1,
  entity: 'banner',
  entityId: '7',
  action: 'update',
  before: { title: 'Spring sale', sort: 10, active: true, place: { x: 1, y: [1, 2] }, ref: '/a' },
  after: { title: 'Summer sale', sort: 10, active: true, place: { y: [1, 2], x: 1 }, ref: '/b' },
};
