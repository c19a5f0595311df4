import {
  bugListDescriptionLength,
  bugScreenshotUrl,
  type Bug,
  type BugComment,
  type BugDetail,
  type BugListRow,
} from '@bo/contract';
import type { BugCommentRow, BugRow } from './bugs.repository.js';

/** The description as one line, cut to the list's length with an ellipsis when longer. */
function listDescription(description: string): string {
  const line = description.replace(/\s+/g, ' ').trim();
  return line.length > bugListDescriptionLength
    ? `${line.slice(0, bugListDescriptionLength)}…`
    : line;
}

export function presentBugListRow(row: BugRow): BugListRow {
  return {
    id: row.id,
    created: row.createdAt.toISOString(),
    reporterLogin: row.reporterLogin,
    page: row.page,
    description: listDescription(row.description),
    status: row.status,
  };
}

export function presentBug(row: BugRow): Bug {
  return {
    id: row.id,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    reporterLogin: row.reporterLogin,
    page: row.page,
    userAgent: row.userAgent,
    description: row.description,
    status: row.status,
    screenshot: row.screenshot ? bugScreenshotUrl(row.id) : null,
  };
}

function presentBugComment(row: BugCommentRow): BugComment {
  return {
    id: row.id,
    authorLogin: row.authorLogin,
    body: row.body,
    status: row.status,
    created: row.createdAt.toISOString(),
  };
}

export function presentBugDetail(detail: { bug: BugRow; comments: BugCommentRow[] }): BugDetail {
  return { ...presentBug(detail.bug), comments: detail.comments.map(presentBugComment) };
}
