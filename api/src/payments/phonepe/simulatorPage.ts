import { formatRupees, paiseToRupees } from '@kirana/shared/domain';
import { Type } from '@sinclair/typebox';
import { fileAnswer } from '../../lib/fileAnswer';

/**
 * A simulator route in the API reference (development and test only): what it stands in for, and its
 * answer: PhonePe's JSON as PhonePe documents it (kept whole), the pay page, or the redirect back to the store.
 */
export const simulatorDoc = (summary: string, answer: 'json' | 'page' | 'redirect') => ({
  summary: `PhonePe simulator: ${summary}`,
  tags: ['Development'],
  response:
    answer === 'json'
      ? {
          200: Type.Object(
            {},
            { additionalProperties: true, description: 'PhonePe’s answer, as PhonePe documents it' },
          ),
        }
      : answer === 'page'
        ? { 200: fileAnswer('text/html', 'The simulator’s pay page') }
        : { 303: { type: 'null', description: 'Back to the store’s redirect URL' } },
});

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  body { margin: 0; font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f3eefc; color: #1f1f1f; }
  main { max-width: 420px; margin: 0 auto; padding: 1.25rem 1rem 2rem; }
  .badge { display: inline-block; background: #fff3cd; color: #6b4e00; border-radius: 999px; padding: .2rem .7rem; font-size: .8rem; font-weight: 700; }
  .card { background: #fff; border-radius: 16px; padding: 1.25rem; box-shadow: 0 2px 12px rgba(0,0,0,.08); margin-top: 1rem; }
  h1 { font-size: 1.3rem; margin: .75rem 0 0; color: #5f259f; }
  .amount { font-size: 2rem; font-weight: 800; margin: .25rem 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem .75rem; margin: 0 0 1.25rem; font-size: .9rem; color: #555; }
  dd { margin: 0; word-break: break-all; color: #1f1f1f; }
  button { display: block; width: 100%; min-height: 48px; border-radius: 12px; border: 0; font: inherit; font-weight: 700; cursor: pointer; margin-top: .75rem; }
  button:focus-visible { outline: 3px solid #5f259f; outline-offset: 2px; }
  .pay { background: #5f259f; color: #fff; }
  .fail { background: #fff; color: #b42318; border: 1px solid #b42318; }
  p.note { font-size: .85rem; color: #666; margin-top: 1rem; }
`;

/** What the pay page shows of one payment, whichever protocol the simulator speaks. */
export interface PayPageTransaction {
  id: string;
  amountPaise: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';
}

/** The customer's choices on the page: Pay and Fail always; the v2 simulator adds a few for testing. */
export interface PayPageChoice {
  outcome: string;
  label: string;
  kind: 'pay' | 'fail';
}

const PAY_AND_FAIL: PayPageChoice[] = [
  { outcome: 'success', label: 'Pay', kind: 'pay' },
  { outcome: 'failure', label: 'Fail', kind: 'fail' },
];

/** The simulator's pay page: what PhonePe's pay page would be, reduced to Pay and Fail. */
export function payPageHtml(
  view:
    | { missing: true }
    | {
        transaction: PayPageTransaction;
        merchantId: string;
        action: string;
        choices?: PayPageChoice[];
        note?: string;
        missing?: false;
      },
): string {
  const body = view.missing
    ? '<div class="card"><h1>Payment not found</h1><p>This payment link is unknown or has expired. Go back to the store and try again.</p></div>'
    : (() => {
        const t = view.transaction;
        const settled = t.state !== 'PENDING';
        return `<div class="card">
  <h1>Pay Kirana Now</h1>
  <p class="amount">${formatRupees(paiseToRupees(t.amountPaise))}</p>
  <dl><dt>Merchant</dt><dd>${escapeHtml(view.merchantId)}</dd><dt>Transaction</dt><dd>${escapeHtml(t.id)}</dd></dl>
  ${
    settled
      ? `<p>This payment is already ${t.state === 'COMPLETED' ? 'complete' : 'closed'}.</p><form method="post" action="${escapeHtml(view.action)}"><button class="pay" type="submit">Back to the store</button></form>`
      : (view.choices ?? PAY_AND_FAIL)
          .map(
            (choice) =>
              `<form method="post" action="${escapeHtml(view.action)}"><input type="hidden" name="outcome" value="${escapeHtml(choice.outcome)}"><button class="${choice.kind}" type="submit">${escapeHtml(choice.label)}</button></form>`,
          )
          .join('\n  ')
  }
  <p class="note">${escapeHtml(view.note ?? "No money moves here. Pay completes the payment, Fail declines it; either way PhonePe's callback reaches the store and you return to it.")}</p>
</div>`;
      })();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PhonePe (simulator)</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><main><span class="badge">PhonePe simulator · development only</span>${body}</main></body></html>`;
}
