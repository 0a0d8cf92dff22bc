import { JOB_PAGE } from '@vendor-portal/contract/messages/job-page';
import { formatInstant, jobWhen, timeOfDay } from '@vendor-portal/contract/dates';
import { localize, setLanguage } from '@vendor-portal/contract/i18n';
import {
  fetchPublicJob,
  fetchPublicJobMessages,
  postPublicJobMessage,
  type PublicJob,
  type PublicJobMessage,
} from '../lib/api/public-job.ts';
import { jobLanguage, SEND_BUTTON } from './job-shell.ts';
import { LANGUAGE_NAMES } from '../lib/i18n/language-names.ts';
import { startJobStream } from '../lib/api/public-job-events.ts';
import { showRating } from './rating-form.ts';

// Issue 56: the customer's own page of a booking, opened from the link in every customer mail. Its own entry,
// without React, the router or the session, as /approve (docs/decisions/035): a few kilobytes over the HTML that
// already shows its frame (job-shell.ts). It shows the booking's stage as a timeline, follows it live (the `job`
// events of GET /api/public/job/events, each the whole answer) and carries the thread with the company. Every text
// the server or the customer wrote is put in as text (textContent), never as HTML; links stay plain text.

const MESSAGE_MAX = 2000;
const params = new URLSearchParams(window.location.search);
const token = params.get('token') ?? '';
const language = jobLanguage(window.location.search, navigator.languages ?? [navigator.language]);
setLanguage(language);
document.documentElement.lang = language;

const root = document.getElementById('job')!;
// The HTML the server sent is English when the link names no language: a Spanish browser's frame is written again.
const title = document.getElementById('job-title');
if (title && title.textContent !== JOB_PAGE.title) {
  title.textContent = JOB_PAGE.title;
  root.replaceChildren(el('p', 'text-gray-700', JOB_PAGE.loading));
}

const switcher = document.getElementById('job-language') as HTMLAnchorElement | null;
if (switcher) {
  const other = new URLSearchParams(params);
  other.set('lang', language === 'es' ? 'en' : 'es');
  switcher.href = `?${other.toString()}`;
  switcher.textContent = LANGUAGE_NAMES[language === 'es' ? 'en' : 'es'];
  switcher.lang = language === 'es' ? 'en' : 'es';
}

/** A node with its classes and text. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function say(text: string) {
  const p = el('p', 'rounded-lg border border-red-200 bg-red-50 p-3 text-red-800', text);
  p.setAttribute('role', 'alert');
  root.replaceChildren(p);
}

let ended = false;
function endLink() {
  ended = true;
  stop?.();
  say(JOB_PAGE.invalidLink);
}

function row(label: string, value: string) {
  const div = el('div', 'flex flex-col gap-0.5');
  div.append(el('dt', 'text-sm text-gray-600', label), el('dd', 'text-base', value));
  return div;
}

type Stage = PublicJob['status'];
const ORDER: Stage[] = ['booked', 'claimed', 'on-my-way', 'arrived', 'completed'];

function stageText(stage: Stage, job: PublicJob): string {
  switch (stage) {
    case 'booked':
      return JOB_PAGE.booked;
    case 'claimed':
      return JOB_PAGE.claimed;
    case 'on-my-way':
      return job.technician ? JOB_PAGE.onMyWayNamed(job.technician.firstName) : JOB_PAGE.onMyWay;
    case 'arrived':
      return JOB_PAGE.arrived;
    case 'completed':
      return JOB_PAGE.completed;
    case 'no-show':
      return JOB_PAGE.noShow;
    case 'cancelled':
      return JOB_PAGE.cancelled;
  }
}

/** The stages as a list: those passed, the current one (aria-current), those to come. */
function timeline(job: PublicJob) {
  const ended = job.status === 'no-show' || job.status === 'cancelled';
  const stages: Stage[] = ended ? ['booked', job.status] : ORDER;
  const at = stages.indexOf(job.status);
  const list = el('ol', 'flex flex-col gap-3');
  list.setAttribute('aria-label', JOB_PAGE.stagesLabel);
  stages.forEach((stage, i) => {
    const state = i < at ? 'done' : i === at ? 'current' : 'next';
    const li = el('li', 'flex items-start gap-3');
    const dot = el(
      'span',
      `mt-1 size-3 shrink-0 rounded-full ${state === 'next' ? 'border-2 border-gray-300 bg-white' : ended && state === 'current' ? 'bg-red-600' : 'bg-brand-700'}`,
    );
    dot.setAttribute('aria-hidden', 'true');
    const text = el('div', 'flex flex-col');
    text.append(
      el(
        'span',
        state === 'current' ? 'font-semibold text-gray-900' : state === 'done' ? 'text-gray-700' : 'text-gray-500',
        stageText(stage, job),
      ),
    );
    if (stage === 'on-my-way' && state === 'current' && job.etaAt)
      text.append(el('span', 'text-sm text-gray-700', JOB_PAGE.arrivingAbout(timeOfDay(job.etaAt, job.timeZone))));
    if (state === 'current') li.setAttribute('aria-current', 'step');
    li.append(dot, text);
    list.append(li);
  });
  return list;
}

const details = el('section', 'flex flex-col gap-4');
const thread = el('section', 'flex flex-col gap-3');
// The rating of a completed job (rating-form.ts): drawn again only when its part of the answer changes. In the entry,
// not a chunk of its own: a dynamic import here makes the build split its preload helper out of the portal's entry
// into a chunk both share, which costs /login more than the form costs /job.
const rating = el('section', 'flex flex-col gap-3');
let ratingShown = '';
function showRatingOf(next: PublicJob) {
  const key = next.status === 'completed' ? JSON.stringify([next.canRate, next.rating]) : '';
  if (key === ratingShown) return;
  ratingShown = key;
  if (!key) return rating.replaceChildren();
  showRating(rating, next, token, endLink);
}
let job: PublicJob | null = null;
let messages: PublicJobMessage[] = [];

function showJob(next: PublicJob) {
  job = next;
  const facts = el('dl', 'flex flex-col gap-3');
  facts.append(row(JOB_PAGE.serviceLabel, next.service));
  if (next.when) facts.append(row(JOB_PAGE.whenLabel, jobWhen(next.when, next.timeZone, next.schedulingKind)));
  facts.append(
    row(JOB_PAGE.companyLabel, next.company?.name ?? JOB_PAGE.notYet),
    row(JOB_PAGE.technicianLabel, next.technician?.firstName ?? JOB_PAGE.notYet),
  );
  details.replaceChildren(facts, timeline(next));
  showMessages();
  showRatingOf(next);
  if (!root.contains(details)) root.replaceChildren(details, rating, thread);
}

const list = el('ol', 'flex flex-col gap-2');
const form = el('form', 'flex flex-col gap-2');
const field = el('textarea', 'min-h-24 w-full rounded-lg border border-gray-300 p-3 text-base');
const fieldError = el('p', 'hidden text-sm text-red-700');
const formError = el('p', 'hidden rounded-lg border border-red-200 bg-red-50 p-3 text-red-800');
const send = el('button', SEND_BUTTON, JOB_PAGE.send);
{
  field.id = 'job-message';
  field.name = 'body';
  field.maxLength = MESSAGE_MAX;
  fieldError.id = 'job-message-error';
  formError.setAttribute('role', 'alert');
  send.type = 'submit';
  const label = el('label', 'text-sm font-medium text-gray-800', JOB_PAGE.messageLabel);
  label.htmlFor = field.id;
  form.noValidate = true;
  form.append(label, field, fieldError, send, formError);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void write();
  });
}

function showMessages() {
  const items = messages.map((m) => {
    const li = el(
      'li',
      `flex max-w-[85%] flex-col gap-1 rounded-lg p-3 ${m.from === 'customer' ? 'self-end bg-brand-50' : 'self-start bg-gray-100'}`,
    );
    const head = el(
      'p',
      'text-xs text-gray-600',
      `${m.from === 'customer' ? JOB_PAGE.you : m.author} · ${formatInstant(m.createdAt, job?.timeZone)}`,
    );
    // The body as text: HTML in it is shown as written, and a link is not made clickable.
    li.append(head, el('p', 'whitespace-pre-wrap break-words text-base', m.body));
    return li;
  });
  list.replaceChildren(...(items.length ? items : [el('li', 'text-gray-600', JOB_PAGE.noMessages)]));
  list.className = 'flex flex-col gap-2';
  thread.replaceChildren(el('h2', 'text-lg font-semibold', JOB_PAGE.messagesTitle), list, form);
  thread.querySelector('h2')!.id = 'job-messages';
  list.setAttribute('aria-labelledby', 'job-messages');
}

function fieldSays(text: string | null) {
  fieldError.textContent = text ?? '';
  fieldError.classList.toggle('hidden', text === null);
  if (text === null) field.removeAttribute('aria-invalid');
  else field.setAttribute('aria-invalid', 'true');
  if (text === null) field.removeAttribute('aria-describedby');
  else field.setAttribute('aria-describedby', fieldError.id);
}

function formSays(text: string | null) {
  formError.textContent = text ?? '';
  formError.classList.toggle('hidden', text === null);
}

async function write() {
  const body = field.value.trim();
  fieldSays(null);
  formSays(null);
  if (!body) return fieldSays(JOB_PAGE.messageEmpty);
  if (body.length > MESSAGE_MAX) return fieldSays(JOB_PAGE.messageTooLong);
  send.disabled = true;
  send.textContent = JOB_PAGE.sending;
  const sent = await postPublicJobMessage(token, body);
  send.disabled = false;
  send.textContent = JOB_PAGE.send;
  if (sent.ok) {
    field.value = '';
    if (!messages.some((m) => m.id === sent.data.id)) messages = [...messages, sent.data];
    return showMessages();
  }
  if (sent.code === 'invalid-job-token') return endLink();
  if (sent.code === 'thread-closed') return formSays(JOB_PAGE.threadClosed);
  if (sent.code === 'too-many-requests') return formSays(JOB_PAGE.tooMany);
  // The server's reason beside the field (its English read back in the page's language where it is a text of ours).
  if (sent.code === 'validation-error') return fieldSays(localize(sent.message ?? JOB_PAGE.messageEmpty));
  formSays(JOB_PAGE.sendFailed);
}

/** The thread again: at the start and with each change of the booking (a message changes nothing in its answer). */
async function readThread() {
  const read = await fetchPublicJobMessages(token);
  if (ended) return;
  if (read.ok) {
    messages = read.data;
    showMessages();
  } else if (read.code === 'invalid-job-token') endLink();
}

let stop: (() => void) | undefined;

async function load() {
  if (!token) return say(JOB_PAGE.invalidLink);
  const [read] = await Promise.all([fetchPublicJob(token), readThread()]);
  if (ended) return;
  if (!read.ok) return read.code === 'invalid-job-token' ? endLink() : say(JOB_PAGE.failed);
  showJob(read.data);
  stop = startJobStream({
    token,
    onJob: (next) => {
      if (ended) return;
      showJob(next);
      void readThread();
    },
    onEnded: endLink,
  });
}

// The customer comes back to the page (another app, a locked phone): the thread may have grown meanwhile.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && job && !ended) void readThread();
});

// Leaving the page ends its stream (a page kept in the back-forward cache reads it anew when shown again).
window.addEventListener('pagehide', () => stop?.());
window.addEventListener('pageshow', (event) => {
  if (event.persisted) window.location.reload();
});

void load();
