import { STAFF_PASSWORD } from './staff';

/** Server-rendered pages of the development provider: no scripts or assets from elsewhere. */

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;
    padding:48px 16px;background:#eef1f5;color:#1c2430;
    font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
  main{width:100%;max-width:460px;background:#fff;border-radius:10px;padding:28px 32px;
    box-shadow:0 1px 3px rgba(16,24,40,.12),0 8px 24px rgba(16,24,40,.08)}
  .badge{display:inline-block;margin:0 0 14px;padding:3px 10px;border-radius:999px;
    background:#fff3cd;color:#7a5200;border:1px solid #f0d68a;font-size:12px;font-weight:600;
    letter-spacing:.02em}
  h1{margin:0 0 6px;font-size:22px}
  p{margin:0 0 16px;color:#4a5563}
  label{display:block;margin:14px 0 6px;font-weight:600;font-size:14px}
  input{width:100%;height:40px;padding:0 12px;border:1px solid #c5ccd6;border-radius:6px;font:inherit}
  input:focus{outline:2px solid #2b6cb0;outline-offset:1px;border-color:#2b6cb0}
  button{height:40px;padding:0 18px;border:0;border-radius:6px;font:inherit;font-weight:600;
    cursor:pointer;background:#2b6cb0;color:#fff}
  button:hover{background:#245a93}
  button.secondary{background:#e6eaf0;color:#1c2430}
  .actions{display:flex;gap:10px;margin-top:20px}
  .actions button{flex:1}
  .error{margin:14px 0 0;padding:10px 12px;border-radius:6px;background:#fdecec;color:#a61b1b;
    border:1px solid #f5c2c2;font-weight:600}
  section{margin-top:26px;padding-top:18px;border-top:1px solid #e3e7ed}
  h2{margin:0 0 4px;font-size:14px}
  table{width:100%;border-collapse:collapse;font-size:13px}
  th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #eef0f3;vertical-align:top}
  th{color:#5b6573;font-weight:600}
  code{font:12.5px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
  .none{color:#5b6573;font-style:italic}
`;

function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
${head}
</head>
<body>
<main>
<div class="badge">Development sign-in (sandbox)</div>
${body}
</main>
</body>
</html>`;
}

export interface SignInHint {
  username: string;
  name: string;
  roles: string[];
}

export interface LoginPageOptions {
  action: string;
  username?: string;
  error?: string;
  users: SignInHint[];
}

function userRows(users: SignInHint[]): string {
  return users
    .map(({ username, name, roles }) => {
      const roleText = roles.length
        ? roles.map((role) => `<code>${escapeHtml(role)}</code>`).join(', ')
        : '<span class="none">no roles</span>';
      return `<tr><td><code>${escapeHtml(username)}</code></td><td>${escapeHtml(name)}</td><td>${roleText}</td></tr>`;
    })
    .join('\n');
}

export function loginPage({ action, username = '', error, users }: LoginPageOptions): string {
  const errorBox = error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : '';
  return page(
    'esports-admin sign-in',
    `<h1>Sign in to esports-admin</h1>
<p>The sandbox's own identity provider. It knows only the seeded staff users below.</p>
<form method="post" action="${escapeHtml(action)}">
  <label for="username">Username</label>
  <input id="username" name="username" autocomplete="username" value="${escapeHtml(username)}" required ${username ? '' : 'autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required ${username ? 'autofocus' : ''}>
  ${errorBox}
  <div class="actions"><button type="submit">Sign in</button></div>
</form>
<section>
  <h2>Seeded users</h2>
  <p>All of them sign in with the password <code>${escapeHtml(STAFF_PASSWORD)}</code>.</p>
  <table>
    <thead><tr><th>Username</th><th>Name</th><th>Roles</th></tr></thead>
    <tbody>
${userRows(users)}
    </tbody>
  </table>
</section>`,
  );
}

/** `form` is oidc-provider's logout form (hidden xsrf field); the buttons submit it. */
export function logoutConfirmPage(form: string): string {
  return page(
    'esports-admin sign-out',
    `<h1>Sign out of esports-admin?</h1>
<p>This ends your session with the sandbox's identity provider.</p>
${form}
<div class="actions">
  <button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
  <button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>
</div>`,
  );
}

/** The client proved who asked (id_token_hint): sign out without asking, script or not. */
export function automaticLogoutPage(form: string): string {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">Continue signing out</button></noscript></form>',
  );
  return page(
    'esports-admin sign-out',
    `<h1>Signing out…</h1>
${confirmed}`,
    `<script>document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit(); });</script>`,
  );
}

export function signedOutPage(): string {
  return page(
    'esports-admin sign-out',
    '<h1>You are signed out</h1><p>You may close this page.</p>',
  );
}

export function errorPage(title: string, details: Record<string, string>): string {
  const rows = Object.entries(details)
    .map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  return page(
    'esports-admin sign-in problem',
    `<h1>${escapeHtml(title)}</h1>
<p>Go back to the app and start signing in again.</p>
<table>${rows}</table>`,
  );
}
