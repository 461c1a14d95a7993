import { FEEDBACK_COMMENT_MAX, type FeedbackConfig, type FeedbackPayload, type FeedbackStrings } from '../templates/shared/feedback';

const FEEDBACK_CSS = `
.docs-feedback{flex-wrap:wrap}
.docs-feedback button[aria-pressed="true"]{border-color:var(--mui-palette-primary-main,#0072e5);color:var(--mui-palette-primary-main,#0072e5)}
.docs-feedback-form{display:grid;gap:8px;flex-basis:100%;max-width:480px}
.docs-feedback-form label{display:grid;gap:4px}
.docs-feedback-form p{margin:0}
.docs-feedback-form textarea{box-sizing:border-box;width:100%;padding:8px;border:1px solid var(--mui-palette-divider,#e5eaf2);border-radius:8px;background:none;color:var(--mui-palette-text-primary,#1c2025);font:inherit;resize:vertical}
.docs-feedback-form button{justify-self:start}
`;

async function send(endpoint: string, payload: FeedbackPayload): Promise<boolean> {
  try {
    const response = await fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
    return response.ok;
  } catch {
    return false;
  }
}

function buildForm(strings: FeedbackStrings): { form: HTMLFormElement; comment: HTMLTextAreaElement; submit: HTMLButtonElement; status: HTMLElement } {
  const form = document.createElement('form');
  form.className = 'docs-feedback-form';
  const label = document.createElement('label');
  const comment = document.createElement('textarea');
  comment.name = 'comment';
  comment.rows = 3;
  comment.maxLength = FEEDBACK_COMMENT_MAX;
  label.append(strings.commentLabel, comment);
  const submit = document.createElement('button');
  submit.type = 'submit';
  submit.textContent = strings.submit;
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  form.append(label, submit, status);
  return { form, comment, submit, status };
}

/**
 * Makes the footer's "Was this page helpful?" group work: a Yes/No choice opens an optional comment
 * and a submit button; the answer is POSTed as JSON. Success replaces the group with the thanks
 * message; a failure says so and keeps the form for another try. Everything happens inside the
 * footer, the last thing on the page, so nothing above it moves.
 */
export function initFeedback(config: FeedbackConfig): void {
  const group = document.querySelector<HTMLElement>('[data-feedback]');
  if (!group) return;
  const style = document.createElement('style');
  style.textContent = FEEDBACK_CSS;
  document.head.append(style);
  const buttons = [...group.querySelectorAll<HTMLButtonElement>('[data-feedback-rating]')];
  let rating: 0 | 1 = 1;
  let form: ReturnType<typeof buildForm> | undefined;
  const openForm = () => {
    const parts = buildForm(config.strings);
    const { comment, submit, status } = parts;
    parts.form.addEventListener('submit', (event) => {
      event.preventDefault();
      submit.disabled = true;
      status.textContent = '';
      const text = comment.value.trim();
      void send(config.endpoint, { page: config.page, rating, ...(text ? { comment: text } : {}), lang: config.lang }).then((ok) => {
        submit.disabled = false;
        if (!ok) {
          status.textContent = config.strings.error;
          return;
        }
        const thanks = document.createElement('span');
        thanks.setAttribute('role', 'status');
        thanks.textContent = config.strings.thanks;
        group.replaceChildren(thanks);
      });
    });
    group.append(parts.form);
    return parts;
  };
  for (const button of buttons) {
    button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', () => {
      rating = button.dataset.feedbackRating === '1' ? 1 : 0;
      buttons.forEach((other) => other.setAttribute('aria-pressed', String(other === button)));
      (form ??= openForm()).comment.focus();
    });
  }
  group.hidden = false;
}
