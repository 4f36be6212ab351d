// Pieces both tabs of the groups screen use: loading a type's groups, ordering a level
// with buttons (keyboard friendly: each is a real button with a label), the name cell,
// the shown / hidden tag, the phone card of a group and deleting a group.
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { App, Avatar, Button, type ButtonProps, Flex, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { AdminGroupView } from '../../../domain/admin/groups.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { type I18nText, OTHER_LOCALE, pickText } from '../../../domain/i18n/locale.ts';
import { api, notify } from '../../api.ts';
import { useAdminLocale, useT } from '../../i18n/index.tsx';

export function useGroups(type: number) {
  const [groups, setGroups] = useState<AdminGroupView[]>([]);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setGroups(await api.get('/admin/groups', { type }));
    } catch {
      // The API client showed the message.
    } finally {
      setLoading(false);
    }
  }, [type]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { groups, loading, reload };
}

/** Swaps an item of a level with its neighbour and saves the level's new order. */
export async function moveInLevel(
  type: number,
  parentId: number | null,
  siblings: { id: number }[],
  index: number,
  by: -1 | 1,
  done: string,
) {
  const ids = siblings.map((s) => s.id);
  const target = index + by;
  if (target < 0 || target >= ids.length) return;
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  await api.put('/admin/groups/reorder', { type, parent_id: parentId, ids });
  notify.success(done);
}

/** A small icon button of a row; its tooltip is `title`, its accessible name "title: label". */
export function RowAction({ title, label, ...button }: { title: string; label: string } & ButtonProps) {
  return (
    <Tooltip title={title}>
      <Button size="small" type="text" aria-label={`${title}: ${label}`} {...button} />
    </Tooltip>
  );
}

export function MoveButtons({
  label,
  first,
  last,
  onMove,
}: {
  label: string;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
}) {
  const t = useT();
  return (
    <>
      <RowAction
        title={t('groups.moveUp')}
        label={label}
        icon={<ArrowUpOutlined />}
        disabled={first}
        onClick={() => onMove(-1)}
      />
      <RowAction
        title={t('groups.moveDown')}
        label={label}
        icon={<ArrowDownOutlined />}
        disabled={last}
        onClick={() => onMove(1)}
      />
    </>
  );
}

/** A picture (or the first letter) and the name in the staff's language, the other language below. */
export function NameCell({ name, image, extra }: { name: I18nText; image: string; extra?: React.ReactNode }) {
  const { locale } = useAdminLocale();
  const main = pickText(name, locale);
  const other = name[OTHER_LOCALE[locale]];
  return (
    <Flex align="center" gap={10} style={{ minWidth: 0 }}>
      <Avatar shape="square" size={36} src={image || undefined} alt="">
        {main.slice(0, 1)}
      </Avatar>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong>
          {main} {extra}
        </Typography.Text>
        {other && other !== main && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {other}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

export function VisibleTag({ visible }: { visible: boolean }) {
  const t = useT();
  return visible ? <Tag color="green">{t('groups.shown')}</Tag> : <Tag>{t('groups.hidden')}</Tag>;
}

/** Phones: one column, the state and the buttons under the name (no sideways scrolling). */
export function GroupPhoneCell({ group, actions }: { group: AdminGroupView; actions: ReactNode }) {
  const t = useT();
  return (
    <Flex vertical gap={6}>
      <NameCell name={group.name} image={group.image} />
      <Flex align="center" gap={8} wrap>
        <VisibleTag visible={group.visible} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('groups.goodsCount')} {group.goods_count}
        </Typography.Text>
      </Flex>
      {actions}
    </Flex>
  );
}

/** Asks, then deletes a group and reloads; the API client shows a refusal (e.g. the 409 naming what still uses it). */
export function useDeleteGroup(reload: () => Promise<void>) {
  const t = useT();
  const { modal } = App.useApp();
  return (group: AdminGroupView, title: string) =>
    modal.confirm({
      title,
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await api.del(routePath('/admin/groups/:id', { id: group.id }));
          notify.success(t('common.deleted'));
          await reload();
        } catch {
          // Shown by the API client.
        }
      },
    });
}
