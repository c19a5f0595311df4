import type { z } from 'zod';
import {
  ApiError,
  inEnglish,
  maxTerms,
  notificationPreviewBodySchema,
  text,
  textOfEnglish,
  type Text,
  notificationRequestSchema,
} from '@bo/contract';
import { badRequest } from '../../platform/http/errors.js';

/**
 * The message of a refused issue: the spec's texts for the type and the terms
 * (A§5), the field path with zod's text for anything else.
 */
function issueText(issue: z.core.$ZodIssue): { text: Text; words: string } {
  const named = (named: Text) => ({ text: named, words: inEnglish(named) });
  const [first, index, field] = issue.path;
  if (first === undefined || first === 'type') return named(text('chooseNotificationType'));
  if (first === 'contentTerms') {
    if (index === undefined)
      return named(
        issue.code === 'too_big' ? text('tooManyTerms', { max: maxTerms }) : text('addTerms'),
      );
    // The term's own rule (a field must be set) speaks for itself; other faults name their place.
    if (field === undefined && issue.code === 'custom')
      return {
        text: textOfEnglish(issue.message) ?? text('requestNotAccepted'),
        words: issue.message,
      };
  }
  return { text: text('requestNotAccepted'), words: `${issue.path.join('.')}: ${issue.message}` };
}

/** The type first, then the terms, then the rest: the order the screen checks them in. */
function rank(issue: z.core.$ZodIssue): number {
  const [first] = issue.path;
  if (first === undefined || first === 'type') return 0;
  return first === 'contentTerms' ? 1 : 2;
}

function parsed<T>(result: z.ZodSafeParseResult<T>): T {
  if (result.success) return result.data;
  const issues = [...result.error.issues].sort((a, b) => rank(a) - rank(b));
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    (errors[issue.path.join('.') || 'type'] ??= []).push(issueText(issue).words);
  }
  const [first] = issues;
  if (!first) throw badRequest('invalidValue', undefined, errors);
  const refused = issueText(first);
  throw new ApiError(400, 'bad_request', refused.text, errors, refused.words);
}

/**
 * Preview and create validate their body here rather than in the route, so
 * that the 400's message is the spec's text ('Choose notification type',
 * 'Add terms') instead of the generic one of the route schemas.
 */
export const parseNotificationRequest = (body: unknown) =>
  parsed(notificationRequestSchema.safeParse(body));
export const parseNotificationPreview = (body: unknown) =>
  parsed(notificationPreviewBodySchema.safeParse(body));
