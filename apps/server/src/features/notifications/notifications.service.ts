import type { z } from 'zod';
import {
  messages,
  notificationOrderBy,
  notificationPreviewOrderBy,
  type NotificationTerm,
  type notificationsPageQuerySchema,
  type PageQuery,
  type PageRequest,
} from '@bo/contract';
import type { SignedInUser } from '../../platform/auth/account-store.js';
import { auditChange } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { badRequest } from '../../platform/http/errors.js';
import { pagedList, searchText, sortColumnOf } from '../../platform/http/paging.js';
import { parseNotificationPreview, parseNotificationRequest } from './notification-request.js';
import { recipientsOf } from './notification-recipients.repository.js';
import { presentNotification } from './notifications.presenter.js';
import * as repo from './notifications.repository.js';

type NotificationsPageQuery = z.infer<typeof notificationsPageQuerySchema>;

/** The terms as the audit row keeps them: the fields set, without the screen's local ids. */
function auditedTerms(terms: NotificationTerm[]) {
  return terms.map(({ id: _id, comId: _comId, ...fields }) =>
    Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== null && value !== ''),
    ),
  );
}

/** Debt notifications (A§2): preview and create by terms, and the list. NotificationManager. */
export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly allRowsCap: number,
  ) {}

  types() {
    return repo.allTypes(this.db);
  }

  private async template(type: number): Promise<string> {
    const row = await repo.findType(this.db, type);
    if (!row) {
      throw badRequest('notificationTypeUnknown', undefined, {
        type: [messages.notificationTypeUnknown],
      });
    }
    return row.template;
  }

  /** The customers the terms select, a page at a time, with the message each would get. */
  async preview(actor: SignedInUser, body: unknown, query: PageQuery) {
    const request = parseNotificationPreview(body);
    const template = await this.template(request.type);
    const recipients = recipientsOf(actor.comId, request.contentTerms);
    const filter = searchText(query.filter);
    const orderBy = sortColumnOf(notificationPreviewOrderBy, query.orderBy, 'custNo');
    return pagedList(request, this.allRowsCap, {
      rows: (window) =>
        repo.previewRows(this.db, {
          recipients,
          template,
          filter,
          orderBy,
          desc: request.desc,
          ...window,
        }),
      total: () => repo.countRecipients(this.db, recipients, filter),
    });
  }

  /**
   * One notification per selected customer and balance date, in one
   * transaction with its audit row; a customer that already has this type for
   * the same balance date is skipped, so creating twice adds nothing.
   */
  async create(actor: SignedInUser, body: unknown) {
    const request = parseNotificationRequest(body);
    const template = await this.template(request.type);
    return this.db.transaction(async (tx) => {
      const { matched, created } = await repo.insertNotifications(tx, {
        comId: actor.comId,
        type: request.type,
        template,
        recipients: recipientsOf(actor.comId, request.contentTerms),
        createdBy: actor.login,
      });
      const skipped = matched - created;
      if (created > 0) {
        await auditChange(tx, actor, 'notification', {
          entityId: `type ${request.type}`,
          action: 'create',
          after: {
            type: request.type,
            terms: auditedTerms(request.contentTerms),
            created,
            skipped,
          },
        });
      }
      return { created, skipped };
    });
  }

  async page(actor: SignedInUser, request: PageRequest, query: NotificationsPageQuery) {
    const asked = notificationOrderBy.some(
      (column) => column.toLowerCase() === query.orderBy?.toLowerCase(),
    );
    const filter = {
      comId: actor.comId,
      filter: searchText(query.filter),
      type: query.type,
      status: query.status,
    };
    return pagedList(
      request,
      this.allRowsCap,
      {
        rows: (window) =>
          repo.listNotifications(this.db, {
            ...filter,
            orderBy: sortColumnOf(notificationOrderBy, query.orderBy, 'created'),
            // Without an order asked for, the newest come first.
            desc: asked ? request.desc : true,
            ...window,
          }),
        total: () => repo.countNotifications(this.db, filter),
      },
      presentNotification,
    );
  }
}
