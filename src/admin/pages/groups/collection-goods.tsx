// The goods of one home collection in order: add goods found by name (several at once),
// move one up or down, take one out. Each change is saved at once.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Empty, Flex, Select, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { AdminGroupView, CollectionItemView } from '../../../domain/admin/groups.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { type Locale, pickText } from '../../../domain/i18n/locale.ts';
import { api, notify } from '../../api.ts';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { money } from '../../lib/format.ts';
import { MoveButtons, RowAction } from './shared.tsx';

interface Found {
  id: number;
  name: string;
  image: string;
}

/** Goods by name: the admin goods list (all goods, on shelf or not), else the storefront's search. */
async function searchGoods(keyword: string, locale: Locale): Promise<Found[]> {
  const q = { page: 1, page_size: 20, ...(keyword ? { keyword } : {}) };
  try {
    const page = await api.get('/admin/goods', q, { silent: true });
    return page.list.map((g) => ({
      id: g.id,
      name: pickText(g.name, locale),
      image: g.image,
    }));
  } catch {
    const page = await api.get('/good/list', q, { silent: true });
    return page.list.map((g) => ({ id: g.id, name: g.name, image: g.image }));
  }
}

export function CollectionGoods({ group, onChanged }: { group: AdminGroupView; onChanged(): void }) {
  const t = useT();
  const { locale } = useAdminLocale();
  const { modal } = App.useApp();
  const selectId = useId();
  const [items, setItems] = useState<CollectionItemView[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [options, setOptions] = useState<Found[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  const path = routePath('/admin/groups/:id/goods', { id: group.id });

  useEffect(() => {
    api
      .get(path)
      .then(setItems)
      .catch(() => setItems([]));
  }, [path]);

  const search = useCallback(
    (keyword: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const call = ++latest.current;
        setSearching(true);
        searchGoods(keyword.trim(), locale)
          .then((found) => call === latest.current && setOptions(found))
          .catch(() => call === latest.current && setOptions([]))
          .finally(() => call === latest.current && setSearching(false));
      }, 300);
    },
    [locale],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  async function change(work: () => Promise<CollectionItemView[]>, done: string) {
    setBusy(true);
    try {
      setItems(await work());
      notify.success(done);
      onChanged();
    } catch {
      // Shown by the API client; read the list again in case it changed meanwhile.
      setItems(await api.get(path).catch(() => items));
    } finally {
      setBusy(false);
    }
  }

  const add = () =>
    change(async () => {
      const next = await api.post(path, { good_ids: picked });
      setPicked([]);
      return next;
    }, t('common.saved'));

  const move = (index: number, by: -1 | 1) => {
    if (!items) return;
    const ids = items.map((i) => i.good_id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    void change(
      () => api.put(routePath('/admin/groups/:id/goods/reorder', { id: group.id }), { good_ids: ids }),
      t('common.saved'),
    );
  };

  const remove = (item: CollectionItemView) =>
    modal.confirm({
      title: t('groups.removeGoodConfirm', { name: pickText(item.name, locale) }),
      okText: t('common.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        change(
          () => api.del(routePath('/admin/groups/:id/goods/:good_id', { id: group.id, good_id: item.good_id })),
          t('common.saved'),
        ),
    });

  const inCollection = new Set(items?.map((i) => i.good_id));

  return (
    <Flex vertical gap={12} style={{ padding: '4px 0' }}>
      <Typography.Text strong>{t('groups.goodsOf', { name: pickText(group.name, locale) })}</Typography.Text>
      <Flex gap={8} wrap>
        <Select<number[]>
          id={selectId}
          mode="multiple"
          aria-label={t('groups.addGoods')}
          placeholder={t('groups.addGoodsPlaceholder')}
          value={picked}
          onChange={setPicked}
          onFocus={() => options.length === 0 && search('')}
          showSearch={{ filterOption: false, onSearch: search }}
          notFoundContent={searching ? <Spin size="small" /> : t('groups.noMatch')}
          options={options.map((g) => ({
            value: g.id,
            label: g.name,
            disabled: inCollection.has(g.id),
          }))}
          optionRender={(o) => {
            const g = options.find((x) => x.id === o.value);
            return (
              <Flex align="center" gap={8}>
                <Avatar shape="square" size={24} src={g?.image || undefined} alt="" />
                <span>{o.label}</span>
              </Flex>
            );
          }}
          style={{ flex: '1 1 260px', minWidth: 0 }}
        />
        <Button icon={<PlusOutlined />} disabled={picked.length === 0} loading={busy} onClick={() => void add()}>
          {t('groups.add')}
        </Button>
      </Flex>
      {items === null ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('groups.noGoods')} />
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, border: '1px solid #f0f0f0', borderRadius: 6 }}>
          {items.map((item, index) => {
            const name = pickText(item.name, locale);
            return (
              <li
                key={item.good_id}
                style={{ padding: '8px 12px', borderTop: index ? '1px solid #f0f0f0' : undefined }}
              >
                <Flex align="center" justify="space-between" gap={8}>
                  <Flex align="center" gap={10} style={{ minWidth: 0 }}>
                    <Typography.Text type="secondary" style={{ width: 20, textAlign: 'right', flex: 'none' }}>
                      {index + 1}
                    </Typography.Text>
                    <Avatar shape="square" size={36} src={item.image || undefined} alt="" style={{ flex: 'none' }} />
                    <Flex vertical style={{ minWidth: 0 }}>
                      <Typography.Text ellipsis>
                        {name} {!item.on_shelf && <Tag>{t('groups.offShelf')}</Tag>}
                      </Typography.Text>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {money(item.price_min, item.currency)}
                        {item.price_max > item.price_min ? ` – ${money(item.price_max, item.currency)}` : ''}
                      </Typography.Text>
                    </Flex>
                  </Flex>
                  <Flex gap={2} style={{ flex: 'none' }}>
                    <MoveButtons
                      label={name}
                      first={busy || index === 0}
                      last={busy || index === items.length - 1}
                      onMove={(by) => move(index, by)}
                    />
                    <RowAction
                      title={t('groups.removeGood')}
                      label={name}
                      danger
                      icon={<DeleteOutlined />}
                      disabled={busy}
                      onClick={() => remove(item)}
                    />
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ol>
      )}
    </Flex>
  );
}
