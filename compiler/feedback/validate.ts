import { FEEDBACK_COMMENT_MAX, type FeedbackPayload } from '../../templates/shared/feedback';

const MAX_PAGE_LENGTH = 1024;
/** A BCP 47-like tag (`en`, `zh`, `pt-BR`); anything else is not a language the site could have sent. */
const LANG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,3}$/;

/**
 * The accepted payload, rebuilt from its known fields only (extra fields are dropped, never stored),
 * or the reason it is refused.
 */
export function validateFeedback(value: unknown): { payload: FeedbackPayload } | { error: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'The body must be a JSON object.' };
  const { page, rating, comment, lang } = value as Record<string, unknown>;
  if (typeof page !== 'string' || !page.startsWith('/') || page.length > MAX_PAGE_LENGTH) return { error: '`page` must be a path starting with /.' };
  if (rating !== 0 && rating !== 1) return { error: '`rating` must be 0 or 1.' };
  if (comment !== undefined && (typeof comment !== 'string' || comment.length > FEEDBACK_COMMENT_MAX)) {
    return { error: `\`comment\` must be a string of at most ${FEEDBACK_COMMENT_MAX} characters.` };
  }
  if (typeof lang !== 'string' || !LANG.test(lang)) return { error: '`lang` must be a language tag.' };
  return { payload: { page, rating, ...(comment ? { comment } : {}), lang } };
}
