// The form's Spanish, a few hundred bytes: in the page's entry, as its other texts (job-shell.ts).
import '@vendor-portal/contract/messages/es/job-rating';
import { JOB_RATING } from '@vendor-portal/contract/messages/job-rating';
import { localize } from '@vendor-portal/contract/i18n';
import { postPublicJobRating, type PublicJob } from '../lib/api/public-job.ts';
import { SEND_BUTTON } from './job-shell.ts';

// docs/architecture.md "Ratings and the right of reply": after completion the customer's /job page rates the job,
// once, within 30 days: 1 to 5 stars (a radio group), tags of the contract's list (check boxes shown as chips) and
// an optional comment; then it shows the rating, and the company's reply once the rating is published (the server
// answers `reply` only then). Part of the page's entry (job.ts says why it is not a chunk of its own). Every text the customer wrote is put in as text.

/** The contract's tags (packages/contract/src/ratings.ts RATING_TAGS), written here: that module carries zod. */
const TAGS = ['on-time', 'friendly', 'quality', 'tidy', 'late', 'rude', 'incomplete', 'damage'] as const;
const COMMENT_MAX = 1000;

type Rating = NonNullable<PublicJob['rating']>;

const tagText = (tag: string) =>
  (
    ({
      'on-time': JOB_RATING.tag_on_time,
      friendly: JOB_RATING.tag_friendly,
      quality: JOB_RATING.tag_quality,
      tidy: JOB_RATING.tag_tidy,
      late: JOB_RATING.tag_late,
      rude: JOB_RATING.tag_rude,
      incomplete: JOB_RATING.tag_incomplete,
      damage: JOB_RATING.tag_damage,
    }) as Record<string, string>
  )[tag] ?? tag;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const CHIP =
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-1 rounded-full border border-gray-300 px-3 text-sm text-gray-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-medium has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700';
const STAR =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-lg border border-gray-300 text-2xl text-gray-400 has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 has-[:checked]:text-amber-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700';

/** The customer's rating as it reads it: stars, tags, comment and, once published, the company's reply. */
function ratingView(rating: Rating) {
  const box = el('div', 'flex flex-col gap-2');
  const stars = el('p', 'text-2xl text-amber-600', '★'.repeat(rating.stars) + '☆'.repeat(5 - rating.stars));
  stars.setAttribute('aria-label', JOB_RATING.star(rating.stars));
  stars.setAttribute('role', 'img');
  box.append(el('h2', 'text-lg font-semibold', JOB_RATING.yours), stars);
  if (rating.tags.length) box.append(el('p', 'text-sm text-gray-700', rating.tags.map(tagText).join(' · ')));
  if (rating.comment) box.append(el('p', 'whitespace-pre-wrap break-words text-base', rating.comment));
  if (rating.reply) {
    const reply = el('div', 'flex flex-col gap-1 rounded-lg bg-gray-100 p-3');
    reply.append(
      el('p', 'text-sm font-medium text-gray-700', JOB_RATING.reply),
      el('p', 'whitespace-pre-wrap break-words text-base', rating.reply),
    );
    box.append(reply);
  } else box.append(el('p', 'text-sm text-gray-700', JOB_RATING.held));
  return box;
}

/** A field's message beside it (aria-describedby while it has one). */
function fieldMessage(id: string, field: HTMLElement) {
  const message = el('p', 'hidden text-sm text-red-700');
  message.id = id;
  return (text: string | null) => {
    message.textContent = text ?? '';
    message.classList.toggle('hidden', text === null);
    if (text === null) {
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
    } else {
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-describedby', id);
    }
    return message;
  };
}

/** The form: stars, tags, comment; `onRated` with the rating once the server took it. */
function ratingForm(token: string, onRated: (rating: Rating) => void, onEnded: () => void) {
  const form = el('form', 'flex flex-col gap-4');
  form.noValidate = true;
  form.setAttribute('aria-labelledby', 'job-rating-title');

  const stars = el('fieldset', 'flex flex-col gap-2');
  stars.setAttribute('role', 'radiogroup');
  stars.setAttribute('aria-required', 'true');
  const starsRow = el('div', 'flex gap-2');
  for (let n = 1; n <= 5; n++) {
    const label = el('label', STAR);
    const input = el('input', 'sr-only');
    input.type = 'radio';
    input.name = 'stars';
    input.value = String(n);
    input.setAttribute('aria-label', JOB_RATING.star(n));
    const shown = el('span', '', '★');
    shown.setAttribute('aria-hidden', 'true');
    label.append(input, shown);
    starsRow.append(label);
  }
  const starsSays = fieldMessage('job-rating-stars-error', stars);
  stars.append(
    el('legend', 'mb-1 text-sm font-medium text-gray-800', JOB_RATING.starsLegend),
    starsRow,
    starsSays(null),
  );
  // The stars up to the one chosen look filled.
  starsRow.addEventListener('change', () => {
    const chosen = Number((form.elements.namedItem('stars') as RadioNodeList).value);
    starsRow.querySelectorAll('label').forEach((label, i) => {
      label.classList.toggle('text-amber-600', i < chosen);
      label.classList.toggle('text-gray-400', i >= chosen);
    });
    starsSays(null);
  });

  const tags = el('fieldset', 'flex flex-col gap-2');
  const chips = el('div', 'flex flex-wrap gap-2');
  for (const tag of TAGS) {
    const label = el('label', CHIP);
    const input = el('input', 'sr-only');
    input.type = 'checkbox';
    input.name = 'tags';
    input.value = tag;
    label.append(input, el('span', '', tagText(tag)));
    chips.append(label);
  }
  tags.append(el('legend', 'mb-1 text-sm font-medium text-gray-800', JOB_RATING.tagsLegend), chips);

  const comment = el('textarea', 'min-h-24 w-full rounded-lg border border-gray-300 p-3 text-base');
  comment.id = 'job-rating-comment';
  comment.name = 'comment';
  comment.maxLength = COMMENT_MAX;
  const commentLabel = el('label', 'text-sm font-medium text-gray-800', JOB_RATING.commentLabel);
  commentLabel.htmlFor = comment.id;
  const commentSays = fieldMessage('job-rating-comment-error', comment);
  const commentBox = el('div', 'flex flex-col gap-2');
  commentBox.append(commentLabel, comment, commentSays(null));

  const send = el('button', SEND_BUTTON, JOB_RATING.send);
  send.type = 'submit';
  const formError = el('p', 'hidden rounded-lg border border-red-200 bg-red-50 p-3 text-red-800');
  formError.setAttribute('role', 'alert');
  const formSays = (text: string | null) => {
    formError.textContent = text ?? '';
    formError.classList.toggle('hidden', text === null);
  };

  form.append(stars, tags, commentBox, send, formError);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });

  async function submit() {
    starsSays(null);
    commentSays(null);
    formSays(null);
    const chosen = Number((form.elements.namedItem('stars') as RadioNodeList).value);
    const text = comment.value.trim();
    if (!chosen) {
      starsSays(JOB_RATING.starsMissing);
      return stars.querySelector('input')?.focus();
    }
    if (text.length > COMMENT_MAX) return commentSays(JOB_RATING.commentTooLong);
    const picked = [...form.querySelectorAll<HTMLInputElement>('input[name="tags"]:checked')].map((i) => i.value);
    send.disabled = true;
    send.textContent = JOB_RATING.sending;
    const sent = await postPublicJobRating(token, { stars: chosen, tags: picked, comment: text || null });
    send.disabled = false;
    send.textContent = JOB_RATING.send;
    if (sent.ok)
      return onRated({ stars: sent.data.stars, tags: sent.data.tags, comment: sent.data.comment, reply: null });
    if (sent.code === 'invalid-job-token') return onEnded();
    if (sent.code === 'already-rated') return formSays(JOB_RATING.alreadyRated);
    if (sent.code === 'rating-closed') return formSays(JOB_RATING.ratingClosed);
    if (sent.code === 'not-completed') return formSays(JOB_RATING.notCompleted);
    if (sent.code === 'validation-error') {
      // The server's reason beside the field it names (its English read back in the page's language).
      const [, field, reason] = /^(?:(\w+): )?(.*)$/s.exec(sent.message ?? '') ?? [];
      const message = localize(reason || JOB_RATING.starsMissing);
      return field === 'comment' ? commentSays(message) : starsSays(message);
    }
    formSays(JOB_RATING.sendFailed);
  }
  return form;
}

/**
 * Fills `section` with the rating part of a completed job: the form while the customer may rate, else its rating.
 * Empty when there is neither (not completed, or the 30 days passed without a rating).
 */
export function showRating(section: HTMLElement, job: PublicJob, token: string, onEnded: () => void) {
  if (job.rating) return section.replaceChildren(ratingView(job.rating));
  if (!job.canRate) return section.replaceChildren();
  const title = el('h2', 'text-lg font-semibold', JOB_RATING.title);
  title.id = 'job-rating-title';
  section.replaceChildren(
    title,
    el('p', 'text-sm text-gray-700', JOB_RATING.once),
    ratingForm(token, (rating) => section.replaceChildren(ratingView(rating)), onEnded),
  );
}
