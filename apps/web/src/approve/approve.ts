import { APPROVE } from '@vendor-portal/contract/messages/approve';
import { formatCents } from '@vendor-portal/contract/money';
import {
  answerPublicExtraTime,
  fetchPublicExtraTime,
  type PublicExtraTime as Request,
} from '../lib/api/public-extra-time.ts';
import { setLanguage } from '@vendor-portal/contract/i18n';
import { approveLanguage, BUTTON } from './approve-shell.ts';

// docs/decisions/035: the customer's page for a request of more time, opened from a mail on any phone. Its own
// entry, without React, the router or the session: a few kilobytes over the HTML that already shows it
// (approve-shell.ts). It reads the request with the link's token and sends Approve or Decline once; a used,
// expired or unknown link reads the same (400 from the server), and nothing else about the job is shown.

const root = document.getElementById('approve')!;
const token = new URLSearchParams(window.location.search).get('token') ?? '';
// In the customer's language, as the HTML the server sent for this link (issue 46).
const language = approveLanguage(window.location.search);
setLanguage(language);
document.documentElement.lang = language;

/** A node with its classes and text: the page's few elements. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function say(text: string, tone: 'status' | 'alert' | 'done') {
  const tones = {
    status: 'text-gray-700',
    alert: 'rounded-lg border border-red-200 bg-red-50 p-3 text-red-800',
    done: 'rounded-lg border border-green-200 bg-green-50 p-3 text-green-800',
  };
  const p = el('p', tones[tone], text);
  p.setAttribute('role', tone === 'alert' ? 'alert' : 'status');
  root.replaceChildren(p);
}

function row(label: string, value: string) {
  const div = el('div', 'flex flex-col gap-0.5');
  div.append(el('dt', 'text-sm text-gray-600', label), el('dd', 'text-base', value));
  return div;
}

function show(request: Request) {
  const details = el('dl', 'flex flex-col gap-3');
  details.append(row(APPROVE.reasonLabel, request.reason), row(APPROVE.priceLabel, formatCents(request.priceCents)));
  const approve = el('button', BUTTON.approve, APPROVE.approve);
  const decline = el('button', BUTTON.decline, APPROVE.decline);
  const failed = el('p', 'hidden rounded-lg border border-red-200 bg-red-50 p-3 text-red-800', APPROVE.failed);
  failed.setAttribute('role', 'alert');
  const send = async (yes: boolean) => {
    const pressed = yes ? approve : decline;
    approve.disabled = decline.disabled = true;
    pressed.textContent = APPROVE.working;
    failed.classList.add('hidden');
    const answered = await answerPublicExtraTime(token, yes);
    if (answered.ok) return say(yes ? APPROVE.approved : APPROVE.declined, 'done');
    // Used, expired or unknown: refused. Else the network or the server failed: the link still works.
    if (answered.refused) return say(APPROVE.invalid, 'alert');
    pressed.textContent = yes ? APPROVE.approve : APPROVE.decline;
    approve.disabled = decline.disabled = false;
    failed.classList.remove('hidden');
  };
  for (const [button, yes] of [
    [approve, true],
    [decline, false],
  ] as const) {
    button.type = 'button';
    button.addEventListener('click', () => void send(yes));
  }
  const actions = el('div', 'flex gap-3');
  actions.append(approve, decline);
  root.replaceChildren(
    el('p', 'text-lg', APPROVE.asks(request.companyName, request.minutes, request.service)),
    details,
    actions,
    failed,
  );
}

async function load() {
  if (!token) return say(APPROVE.invalid, 'alert');
  const request = await fetchPublicExtraTime(token);
  if (request.ok) show(request.data);
  else say(request.refused ? APPROVE.invalid : APPROVE.failed, 'alert');
}

void load();
