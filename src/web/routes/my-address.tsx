// /my/address (SPEC 2, customers only: the root loader sends visitors home with the
// login dialog): the customer's addresses as cards, the default first; add, edit,
// delete (after a confirm prompt) and set the default. Without JavaScript the same
// through forms: `?edit=new|ID` shows a plain form (`&back=` returns to the confirm
// page with the new address chosen), and the cards' buttons post to the action.
import { lazy, Suspense, useEffect, useState } from 'react';
import { redirect } from 'react-router';
import { ADDRESS_LIMIT, type Address, defaultPhoneCountry } from '../../domain/addresses/addresses.ts';
import { routePath } from '../../domain/api/paths.ts';
import { safeReturnPath } from '../../domain/site/return-path.ts';
import { intField, pagePath, refusalOf, textField } from '../api/actions.ts';
import { browserApi } from '../api/browser.ts';
import { customerRouteError, serverApi } from '../api/server.ts';
import { AddressCard } from '../components/address/address-card.tsx';
import { PlainAddressForm, type PlainAddressValues, valuesOf } from '../components/address/plain-address-form.tsx';
import { FormRefusal } from '../components/form-refusal.tsx';
import { House, Plus } from '../components/icons.ts';
import { Link } from '../components/link.tsx';
import { ShopForm } from '../components/shop-form.tsx';
import { toast } from '../components/toast.tsx';
import { translate, useLocalePath, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { confirmDialog } from '../lib/dialog-requests.ts';
import { pageMeta } from '../lib/meta.ts';
import { requestPage } from '../lib/request-path.ts';
import type { Route } from './+types/my-address';

await loadSection('address');

// The form brings Zod and the phone numbering plan: the cards render without them, and
// the form's code arrives once the page is idle.
const loadForm = () => import('../components/address/address-form.tsx');
const AddressForm = lazy(() => loadForm().then((m) => ({ default: m.AddressForm })));
const PRELOAD_FORM_MS = 1500;

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const edit = q.get('edit');
  try {
    const api = serverApi(context, request);
    const addresses = await api.get('/useraddress/list');
    // The plain form's countries, only when it shows (the dialog's form loads its own).
    const countries = edit ? (await api.get('/config')).country_list : [];
    // A new address starts from the shopper's context: the page's language, then the
    // browser's region (an English page never starts on China), if the shop ships there.
    const languages = (request.headers.get('accept-language') ?? '').split(',').map((l) => l.split(';')[0].trim());
    const wanted = defaultPhoneCountry(requestPage(request).locale, languages);
    const country = countries.some((c) => c.id === wanted) ? wanted : (countries[0]?.id ?? wanted);
    return { addresses, edit, countries, country, back: safeReturnPath(q.get('back') ?? '') };
  } catch (error) {
    return customerRouteError(error);
  }
}

/**
 * The forms without JavaScript: save (add, or edit with `id`), set the default, and
 * delete (the first post asks, as the prompt does). Saved from the confirm page, the
 * shopper goes back there with the address chosen.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(context, request);
  const id = intField(form, 'id');
  const intent = form.get('intent');
  if (intent === 'delete' && form.get('confirmed') !== '1') return { ask: id };
  let saved = 0;
  const refusal = await refusalOf(async () => {
    if (intent === 'delete') return api.del(routePath('/useraddress/:id', { id: id ?? 0 }));
    if (intent === 'default') {
      const address = (await api.get('/useraddress/list')).find((a) => a.id === id);
      return address && api.put('/useraddress', { ...bodyOf(address), is_default: true });
    }
    const fields = ['country', 'province', 'city', 'address', 'contact', 'phone', 'postal_code'] as const;
    const body = {
      ...Object.fromEntries(fields.map((f) => [f, textField(form, f)])),
      is_default: form.get('is_default') === 'on',
    };
    saved = (id ? await api.put('/useraddress', { ...body, id }) : await api.post('/useraddress', body)).id;
  });
  if (refusal) {
    if (intent !== 'save') return { error: refusal.error };
    const values = Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')) as PlainAddressValues;
    return { error: refusal.error, values };
  }
  const back = safeReturnPath(textField(form, 'back'));
  if (back && saved) {
    const url = new URL(back, 'http://shop');
    url.searchParams.set('address_id', String(saved));
    throw redirect(url.pathname + url.search);
  }
  throw redirect(pagePath(request, '/my/address'));
}

export { SessionEndedBoundary as ErrorBoundary } from '../components/auth/session-ended.tsx';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const t = translate(root?.locale ?? 'zh-cn');
  return [
    ...pageMeta({ root, path: '/my/address', title: t('address.title'), description: t('address.description') }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The whole address as the API takes it back (setting the default sends it unchanged). */
function bodyOf(a: Address) {
  const { id, country, area, province, city, address, contact, phone, postal_code } = a;
  return { id, country, area, province, city, address, contact, phone, postal_code };
}

export default function MyAddress({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const [addresses, setAddresses] = useState(loaderData.addresses);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const full = addresses.length >= ADDRESS_LIMIT;

  useEffect(() => setAddresses(loaderData.addresses), [loaderData.addresses]);
  useEffect(() => {
    const timer = window.setTimeout(() => void loadForm().catch(() => undefined), PRELOAD_FORM_MS);
    return () => window.clearTimeout(timer);
  }, []);

  /** The list again from the server: it decides the order and the default. */
  async function refresh() {
    setAddresses(await (await browserApi()).get('/useraddress/list'));
  }

  async function makeDefault(address: Address) {
    try {
      await (await browserApi()).put('/useraddress', { ...bodyOf(address), is_default: true });
      toast.success(t('address.defaultSet'));
      await refresh();
    } catch {
      // The client showed the message.
    }
  }

  async function remove(address: Address) {
    const confirmed = await confirmDialog({
      title: t('address.deleteTitle'),
      message: t('address.deleteConfirm'),
      confirmText: t('address.delete'),
      cancelText: t('address.keep'),
      onConfirm: async () => {
        try {
          await (await browserApi()).del(routePath('/useraddress/:id', { id: address.id }));
        } catch {
          return false; // the client showed the message; the prompt stays for another try
        }
      },
    });
    if (!confirmed) return;
    toast.success(t('address.deleted'));
    await refresh().catch(() => undefined);
  }

  const addButton = full ? (
    <button type="button" className="btn btn-primary" disabled data-testid="address-add">
      <Plus aria-hidden className="size-4" />
      {t('address.add')}
    </button>
  ) : (
    // Without JavaScript: the plain form on this page.
    <Link
      to={`${to('/my/address')}?edit=new`}
      className="btn btn-primary"
      onClick={(e) => {
        e.preventDefault();
        setEditing('new');
      }}
      data-testid="address-add"
    >
      <Plus aria-hidden className="size-4" />
      {t('address.add')}
    </Link>
  );
  const plainEdit = loaderData.edit === 'new' ? null : addresses.find((a) => String(a.id) === loaderData.edit);
  const plainValues =
    (actionData && 'values' in actionData && actionData.values) || (plainEdit ? valuesOf(plainEdit) : {});
  const asked = actionData && 'ask' in actionData ? addresses.find((a) => a.id === actionData.ask) : undefined;

  return (
    <main id="main" className="container-page py-6 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{t('address.title')}</h1>
          {addresses.length > 0 && (
            <p className="mt-1 text-sm text-slate-600">
              {t('address.count', { count: addresses.length, max: ADDRESS_LIMIT })}
            </p>
          )}
        </div>
        {addresses.length > 0 && <div className="max-sm:w-full max-sm:[&>button]:w-full">{addButton}</div>}
      </div>
      {full && (
        <p className="mt-4 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900" role="status">
          {t('address.limitReached', { max: ADDRESS_LIMIT })}
        </p>
      )}
      {actionData && 'error' in actionData && !('values' in actionData) && (
        <FormRefusal className="mt-4">{actionData.error}</FormRefusal>
      )}
      {asked && (
        <ShopForm
          method="post"
          className="mt-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
          data-testid="address-ask"
        >
          <p role="alert" className="text-sm text-amber-900">
            {t('address.deleteConfirm')} {t('address.of', { contact: asked.contact })}
          </p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={asked.id} />
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="submit" name="confirmed" value="1" className="btn btn-primary" data-testid="address-ask-yes">
              {t('address.delete')}
            </button>
            <Link to={to('/my/address')} className="btn btn-secondary">
              {t('address.keep')}
            </Link>
          </div>
        </ShopForm>
      )}
      {(loaderData.edit === 'new' || plainEdit) && (
        <PlainAddressForm
          countries={loaderData.countries}
          values={{ country: loaderData.country, ...plainValues }}
          back={loaderData.back}
          error={actionData && 'values' in actionData ? actionData.error : undefined}
        />
      )}

      {addresses.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-3 rounded-3xl bg-slate-50 px-6 py-14 text-center">
          <House aria-hidden className="size-10 text-primary-600" />
          <h2 className="text-lg font-semibold text-slate-900">{t('address.empty')}</h2>
          <p className="max-w-sm text-sm text-slate-600">{t('address.emptyHint')}</p>
          <div className="mt-2">{addButton}</div>
        </div>
      ) : (
        <ul aria-label={t('address.list')} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                actions={
                  <ShopForm method="post" scripted className="contents">
                    <input type="hidden" name="id" value={address.id} />
                    <ActionButton
                      kind="edit"
                      href={`${to('/my/address')}?edit=${address.id}`}
                      onClick={() => setEditing(address)}
                      label={t('address.edit')}
                      of={address.contact}
                    />
                    <ActionButton
                      kind="delete"
                      onClick={() => remove(address)}
                      label={t('address.delete')}
                      of={address.contact}
                      danger
                    />
                    {!address.is_default && (
                      <ActionButton
                        kind="default"
                        onClick={() => makeDefault(address)}
                        label={t('address.setDefault')}
                        of={address.contact}
                        className="ml-auto"
                      />
                    )}
                  </ShopForm>
                }
              />
            </li>
          ))}
        </ul>
      )}

      {editing && (
        <Suspense fallback={null}>
          <AddressForm
            initial={editing === 'new' ? undefined : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void refresh().catch(() => undefined);
            }}
          />
        </Suspense>
      )}
    </main>
  );
}

/**
 * A card action; screen readers also hear whose address it acts on. Without
 * JavaScript, edit is a link to the plain form and the others post the card's form.
 */
function ActionButton(props: {
  kind: 'edit' | 'delete' | 'default';
  label: string;
  of: string;
  onClick(): void;
  href?: string;
  danger?: boolean;
  className?: string;
}) {
  const t = useT();
  const className = `rounded-full px-3 py-1.5 text-sm font-medium hover:bg-slate-100 ${
    props.danger ? 'text-red-700' : 'text-slate-800'
  } ${props.className ?? ''}`;
  const content = (
    <>
      {props.label}
      <span className="sr-only"> – {t('address.of', { contact: props.of })}</span>
    </>
  );
  if (props.href) {
    return (
      <Link
        to={props.href}
        onClick={(e) => {
          e.preventDefault();
          props.onClick();
        }}
        className={className}
        data-testid={`address-${props.kind}`}
      >
        {content}
      </Link>
    );
  }
  return (
    <button
      type="submit"
      name="intent"
      value={props.kind}
      onClick={props.onClick}
      className={className}
      data-testid={`address-${props.kind}`}
    >
      {content}
    </button>
  );
}
