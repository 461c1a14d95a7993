/** The contract between the page the compiler writes and the feedback form of the runtime. */
/** Id of the `<script type="application/json">` carrying the page's `FeedbackConfig`. */
export const FEEDBACK_CONFIG_ID = 'docs-feedback-config';

/** Longest comment accepted, in UTF-16 code units (what `maxlength` counts). */
export const FEEDBACK_COMMENT_MAX = 2000;

/** The body POSTed to the feedback endpoint. */
export interface FeedbackPayload {
  /** The page's route, e.g. `/x/react-data-grid/editing/`. */
  page: string;
  /** 1 for "Yes", 0 for "No". */
  rating: 0 | 1;
  comment?: string;
  lang: string;
}

/** UI strings of the feedback form, from the site's translations (`feedback.*`). */
export interface FeedbackStrings {
  commentLabel: string;
  submit: string;
  thanks: string;
  error: string;
}

export interface FeedbackConfig {
  endpoint: string;
  page: string;
  lang: string;
  strings: FeedbackStrings;
}
