/**
 * The store's own pages where the site hands a buyer over (issue 15): the cart's checkout URL
 * `{store}/cart/c/{token}?key={key}` and Multipass sign-in `{store}/account/login/multipass/{token}`.
 * The stand-in's "checkout" is one plain, accessible page (no script, no external resources) that
 * shows the cart it received (lines, quantities, prices, discount codes, totals) and who is signed
 * in; nothing is ordered. Multipass signs the buyer in with a store cookie (HMAC-signed e-mail),
 * then follows the token's `return_to` when it is on the store's own origin, else lands on /account.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Reply, Route } from '../http/types.ts';
import type { CartStore, PricedCart } from './cart.ts';
import { priceCart } from './cart.ts';
import { verifyMultipassToken } from './multipass.ts';
import type { ShopData } from './shop-catalog.ts';

/** The store's session cookie: who Multipass signed in (a day). */
export const STORE_SESSION_COOKIE = 'storefront_customer';
const SESSION_SECONDS = 24 * 60 * 60;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}
main{max-width:52rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.6rem;margin:0 0 1rem}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
table{width:100%;border-collapse:collapse}caption{text-align:left;font-weight:600;padding:.5rem 0}
th,td{padding:.5rem;border-bottom:1px solid #d0d0d0;text-align:left;vertical-align:top}td.n,th.n{text-align:right}
dl{display:grid;grid-template-columns:auto auto;justify-content:end;gap:.25rem 2rem}dt{font-weight:600}dd{margin:0;text-align:right}
.who{padding:.75rem 1rem;background:#eef4fa;border-left:4px solid #0b4f8a}.note{color:#4a4a4a;font-size:.9rem}
.scroll{overflow-x:auto;position:relative}td.n{white-space:nowrap}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (max-width:40rem){main{margin:0;padding:1rem;border-radius:0}th,td{padding:.4rem .3rem}}
:focus-visible{outline:3px solid #e37b00;outline-offset:2px}a{color:#0b4f8a}`;

function page(status: number, title: string, body: string, headers: Record<string, string> = {}): Reply {
  return {
    status,
    text: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Kestrel shop</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
      ...headers,
    },
  };
}

/** The origin the client used to reach the store (checkout URLs and `return_to` are judged against it). */
export function requestOrigin(req: IncomingMessage): string {
  const host = req.headers.host;
  return host && /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/.test(host) ? `http://${host}` : 'http://127.0.0.1';
}

const formatMoney = (cents: number, currency: string) => `${currency} ${(cents / 100).toFixed(2)}`;

function sessionValue(email: string, secret: string): string {
  const encoded = Buffer.from(email, 'utf8').toString('base64url');
  return `${encoded}.${createHmac('sha256', `store-session:${secret}`).update(encoded).digest('base64url')}`;
}

function sessionEmail(req: IncomingMessage, secret: string): string | null {
  const cookie = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${STORE_SESSION_COOKIE}=`));
  if (!cookie) return null;
  const [encoded = '', signature = ''] = cookie.slice(STORE_SESSION_COOKIE.length + 1).split('.');
  const expected = createHmac('sha256', `store-session:${secret}`).update(encoded).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(encoded, 'base64url').toString('utf8');
}

function whoBlock(email: string | null): string {
  return `<p class="who">${email ? `Signed in as ${escapeHtml(email)}` : 'Guest checkout'}</p>`;
}

export function checkoutPage(priced: PricedCart, email: string | null): Reply {
  const { currency } = priced;
  const rows = priced.lines
    .map((line) => {
      const discount = line.subtotalCents - line.totalCents;
      return `<tr><td>${escapeHtml(line.item.title)}${line.item.condition ? ` (${escapeHtml(line.item.condition)})` : ''}</td><td>${escapeHtml(line.item.sku)}</td><td class="n">${line.line.quantity}</td><td class="n">${formatMoney(line.unitCents, currency)}</td><td class="n">${discount > 0 ? `<s><span class="sr">Before discount: </span>${formatMoney(line.subtotalCents, currency)}</s><br>` : ''}${formatMoney(line.totalCents, currency)}</td></tr>`;
    })
    .join('');
  const table =
    priced.lines.length === 0
      ? '<p>Your cart is empty.</p>'
      : `<div class="scroll" role="region" aria-label="Your cart" tabindex="0"><table><caption>Your cart</caption><thead><tr><th scope="col">Product</th><th scope="col">Article number</th><th scope="col" class="n">Quantity</th><th scope="col" class="n">Unit price</th><th scope="col" class="n">Line total</th></tr></thead><tbody>${rows}</tbody></table></div>`;
  const codes =
    priced.discountCodes.length === 0
      ? '<p>No discount codes.</p>'
      : `<ul>${priced.discountCodes.map((code) => `<li>${escapeHtml(code.code)}: ${code.applicable ? 'applied' : 'not applicable'}</li>`).join('')}</ul>`;
  const discount = priced.subtotalCents - priced.totalCents;
  const totals = `<dl><dt>Subtotal</dt><dd>${formatMoney(priced.subtotalCents, currency)}</dd>${discount > 0 ? `<dt>Discounts</dt><dd>−${formatMoney(discount, currency)}</dd>` : ''}<dt>Total</dt><dd>${formatMoney(priced.totalCents, currency)}</dd><dt>Including tax</dt><dd>${formatMoney(priced.taxCents, currency)}</dd></dl>`;
  return page(
    200,
    'Checkout',
    `<h1>Checkout</h1>${whoBlock(email)}${table}<h2>Discount codes</h2>${codes}<h2>Totals</h2>${totals}<p class="note">This is the local stand-in of the shop's checkout: nothing is ordered or paid.</p>`,
  );
}

/** The store pages' routes, behind the `storefront` fault switch like the API. */
export function storePageRoutes(options: {
  service: string;
  shop: ShopData;
  carts: CartStore;
  multipassSecret: string;
  now: () => Date;
}): Route[] {
  const { service, shop, carts, multipassSecret, now } = options;
  return [
    {
      method: 'GET',
      path: '/cart/c/:token',
      service,
      handler: ({ req, url, params }) => {
        const cart = carts.find(`gid://shopify/Cart/${params['token'] ?? ''}?key=${url.searchParams.get('key') ?? ''}`);
        if (!cart) return page(404, 'Cart not found', '<h1>Cart not found</h1><p>This cart does not exist or has expired.</p>');
        return checkoutPage(priceCart(cart, shop, cart.country), sessionEmail(req, multipassSecret));
      },
    },
    {
      method: 'GET',
      path: '/account/login/multipass/:token',
      service,
      handler: ({ req, params }) => {
        const origin = requestOrigin(req);
        const result = verifyMultipassToken(params['token'] ?? '', multipassSecret, { now: now(), checkReturnTo: false });
        if (!result.ok)
          return page(
            401,
            'Sign-in failed',
            '<h1>Sign-in failed</h1><p>This sign-in link is invalid or has expired. Go back to the shop and try again.</p>',
          );
        const returnTo = result.payload.return_to;
        let target = '/account';
        if (typeof returnTo === 'string') {
          try {
            const resolved = new URL(returnTo, origin);
            if (resolved.origin === origin && !returnTo.startsWith('//')) target = `${resolved.pathname}${resolved.search}`;
          } catch {
            target = '/account';
          }
        }
        return {
          status: 302,
          text: '',
          headers: {
            location: target,
            'set-cookie': `${STORE_SESSION_COOKIE}=${sessionValue(result.payload.email, multipassSecret)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_SECONDS}`,
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/account',
      service,
      handler: ({ req }) => {
        const email = sessionEmail(req, multipassSecret);
        return page(
          200,
          'Your account',
          `<h1>Your account</h1>${email ? `<p class="who">Signed in as ${escapeHtml(email)}</p>` : '<p class="who">You are not signed in.</p>'}`,
        );
      },
    },
  ];
}
