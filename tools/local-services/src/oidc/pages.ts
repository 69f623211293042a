/**
 * The identity stand-in's own pages: sign-in and sign-out confirmation. Plain, accessible HTML
 * (labelled fields, the error announced, visible focus); no script, no external resources.
 */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}
main{max-width:24rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.5rem;margin:0 0 1rem}label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #6b6b6b;border-radius:4px;font:inherit}
button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:4px;background:#0b4f8a;color:#fff;font:inherit;font-weight:600;cursor:pointer}
:focus-visible{outline:3px solid #e37b00;outline-offset:2px}.error{color:#a10000;font-weight:600}a{color:#0b4f8a}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Kestrel account</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function loginPage(input: { uid: string; email?: string; error?: string; expired?: boolean }): string {
  const error = input.error ? `<p class="error" role="alert" id="form-error">${escapeHtml(input.error)}</p>` : '';
  if (input.expired) return page('Sign in', `<h1>Sign in</h1>${error}`);
  const described = input.error ? ' aria-describedby="form-error"' : '';
  return page(
    'Sign in',
    `<h1>Sign in to your Kestrel account</h1>${error}
<form method="post" action="/oidc/interaction/${escapeHtml(input.uid)}/login" novalidate>
<label for="email">E-mail address</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${described}${input.email ? '' : ' autofocus'}>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${described}${input.email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<p><a href="/oidc/interaction/${escapeHtml(input.uid)}/abort">Cancel and go back</a></p>`,
  );
}

/** `form` is oidc-provider's logout form (its own hidden fields); null once signed out. */
export function logoutPage(form: string | null): string {
  if (form === null) return page('Signed out', '<h1>You are signed out</h1>');
  // The provider's form posts the logout; the visitor asked the site to sign out, so confirm it.
  return page(
    'Sign out',
    `<h1>Sign out</h1><p>Sign out of your Kestrel account?</p>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>`,
  );
}
