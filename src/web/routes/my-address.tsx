// /my/address (SPEC 2, customers only: the root loader sends visitors home with the
// login dialog): the customer's addresses as cards, the default first; add, edit,
// delete (after a confirm prompt) and set the default.
import { lazy, Suspense, useEffect, useState } from 'react';
import { ADDRESS_LIMIT, type Address } from '../../domain/addresses/addresses.ts';
import { ApiCode } from '../../domain/api/codes.ts';
import { routePath } from '../../domain/api/paths.ts';
import { browserApi } from '../api/browser.ts';
import { ApiError } from '../api/client.ts';
import { customerRouteError, serverApi } from '../api/server.ts';
import { AddressCard } from '../components/address/address-card.tsx';
import { House, Plus } from '../components/icons.ts';
import { toast } from '../components/toast.tsx';
import { translate, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { confirmDialog } from '../lib/dialog-requests.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/my-address';

await loadSection('address');

// The form brings Zod and the phone numbering plan: the cards render without them, and
// the form's code arrives once the page is idle.
const loadForm = () => import('../components/address/address-form.tsx');
const AddressForm = lazy(() => loadForm().then((m) => ({ default: m.AddressForm })));
const PRELOAD_FORM_MS = 1500;

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return { addresses: await serverApi(context, request).get('/useraddress/list') };
  } catch (error) {
    return customerRouteError(error);
  }
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

export default function MyAddress({ loaderData }: Route.ComponentProps) {
  const t = useT();
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

  const addButton = (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => setEditing('new')}
      disabled={full}
      data-testid="address-add"
    >
      <Plus aria-hidden className="size-4" />
      {t('address.add')}
    </button>
  );

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
                  <>
                    <ActionButton
                      kind="edit"
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
                  </>
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

/** A card action; screen readers also hear whose address it acts on. */
function ActionButton(props: {
  kind: 'edit' | 'delete' | 'default';
  label: string;
  of: string;
  onClick(): void;
  danger?: boolean;
  className?: string;
}) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={props.onClick}
      className={`rounded-full px-3 py-1.5 text-sm font-medium hover:bg-slate-100 ${
        props.danger ? 'text-red-700' : 'text-slate-800'
      } ${props.className ?? ''}`}
      data-testid={`address-${props.kind}`}
    >
      {props.label}
      <span className="sr-only"> – {t('address.of', { contact: props.of })}</span>
    </button>
  );
}
