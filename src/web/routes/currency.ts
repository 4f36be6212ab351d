// POST /currency: the header's currency switch without JavaScript (issue #19 item 5).
// Sets the `currency` cookie, as the switch's script does (and a signed-in customer's
// account, PUT /user/currency), and goes back to the page the form was on. Nothing else
// answers here: a GET goes home.
import { redirect } from 'react-router';
import { safeReturnPath } from '../../domain/site/return-path.ts';
import { textField } from '../api/actions.ts';
import { hasSession, serverApi } from '../api/server.ts';
import { currencyCookie } from '../lib/currency-cookie.ts';
import type { Route } from './+types/currency';

export function loader() {
  throw redirect('/');
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const code = textField(form, 'currency');
  const back = textField(form, 'back');
  const to = safeReturnPath(back) ?? '/';
  if (!/^[A-Z]{3}$/.test(code)) throw redirect(to);
  if (hasSession(request)) {
    // The account keeps it too; a refusal (a currency no longer offered) still sets the cookie, which the API then ignores.
    await serverApi(context, request)
      .put('/user/currency', { currency: code }, { silent: true })
      .catch(() => undefined);
  }
  const secure = new URL(request.url).protocol === 'https:';
  throw redirect(to, { headers: { 'set-cookie': currencyCookie(code, secure) } });
}
