import { APP_NAME, PRICE_LABEL, TRIAL_DAYS } from '@/lib/shared/constants';
import type { PaypalSimSubscriptionRow } from '@/models';
import { PLAN_NAME } from '../paypal/plan';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f5f5f4;color:#292524;min-height:100dvh;display:flex;flex-direction:column}
.banner{background:#fde68a;color:#78350f;text-align:center;font-weight:700;padding:.75rem 1rem;letter-spacing:.02em;border-bottom:2px dashed #b45309}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:2rem 1rem}
.card{width:100%;max-width:28rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.08);border:1px solid #e7e5e4;padding:1.5rem}
.brand{display:flex;align-items:center;gap:.5rem;font-weight:800;font-size:1.25rem;color:#003087}.brand span{color:#009cde}
h1{font-size:1.25rem;margin:1.25rem 0 .25rem}p{margin:.25rem 0;line-height:1.5}.muted{color:#57534e;font-size:.9rem}
dl{margin:1.25rem 0;border-top:1px solid #e7e5e4}dl div{display:flex;justify-content:space-between;gap:1rem;padding:.65rem 0;border-bottom:1px solid #e7e5e4}dt{color:#57534e}dd{margin:0;font-weight:600;text-align:right}
.price{font-size:1.75rem;font-weight:800;margin:.5rem 0 0}
.actions{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}
button{font:inherit;font-weight:700;min-height:3rem;border-radius:999px;border:0;cursor:pointer;padding:0 1.25rem}
button:focus-visible{outline:3px solid #0070e0;outline-offset:2px}
.approve{background:#ffc439;color:#111}.approve:hover{background:#f2ba36}.cancel{background:#fff;color:#292524;border:1px solid #a8a29e}.cancel:hover{background:#f5f5f4}
.note{margin-top:1.25rem;font-size:.8rem;color:#57534e;text-align:center}
@media (min-width:640px){main{padding-top:4rem}.card{padding:2rem}}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/icon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><div class="banner" role="note">TEST MODE — PayPal simulator. No real payment is taken.</div><main><div class="card">
<div class="brand" aria-hidden="true"><b>Pay<span>Pal</span></b><small class="muted">(simulated)</small></div>${body}</div></main></body></html>`;
}

/** The simulated PayPal approval screen: plan, price, trial, and Approve / Cancel posting to itself. */
export function checkoutPage(row: PaypalSimSubscriptionRow): string {
  if (row.status !== 'APPROVAL_PENDING') {
    return page(
      'Subscription already handled',
      `<h1>This subscription can no longer be approved</h1><p class="muted">Its status is ${escapeHtml(row.status)}.</p>`,
    );
  }
  return page(
    `Approve your subscription · ${APP_NAME}`,
    `<h1>Approve your subscription to ${escapeHtml(APP_NAME)}</h1>
<p class="muted">${row.subscriberEmail ? `Signed in as ${escapeHtml(row.subscriberEmail)}` : 'Simulated PayPal account'}</p>
<p class="price">${PRICE_LABEL}<span class="muted" style="font-size:1rem;font-weight:500"> / month</span></p>
<dl>
<div><dt>Plan</dt><dd>${escapeHtml(PLAN_NAME)}</dd></div>
<div><dt>Free trial</dt><dd>${TRIAL_DAYS} days</dd></div>
<div><dt>Then</dt><dd>${PRICE_LABEL} every month</dd></div>
<div><dt>Due today</dt><dd>£0.00</dd></div>
</dl>
<p class="muted">No commitment: cancel anytime from your membership page.</p>
<form method="post" class="actions">
<button type="submit" name="action" value="approve" class="approve">Approve and subscribe</button>
<button type="submit" name="action" value="cancel" class="cancel">Cancel and return to ${escapeHtml(APP_NAME)}</button>
</form>
<p class="note">Subscription ${escapeHtml(row.id)} · This page only exists while the app runs without PayPal credentials.</p>`,
  );
}

export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
