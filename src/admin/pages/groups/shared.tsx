// Pieces both tabs of the groups screen use: loading a type's groups, ordering a level
// with buttons (keyboard friendly: each is a real button with a label), the name cell.
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { AdminGroupView } from '../../../domain/admin-groups.ts';
import type { I18nText } from '../../../domain/locale.ts';
import { pickText } from '../../../domain/locale.ts';
import { api, notify } from '../../api.ts';
import { useAdminLocale, useT } from '../../i18n/index.tsx';

export function useGroups(type: number) {
  const [groups, setGroups] = useState<AdminGroupView[]>([]);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setGroups(await api.get<AdminGroupView[]>('/admin/groups', { type }));
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
      <Tooltip title={t('groups.moveUp')}>
        <Button
          size="small"
          type="text"
          icon={<ArrowUpOutlined />}
          aria-label={`${t('groups.moveUp')}: ${label}`}
          disabled={first}
          onClick={() => onMove(-1)}
        />
      </Tooltip>
      <Tooltip title={t('groups.moveDown')}>
        <Button
          size="small"
          type="text"
          icon={<ArrowDownOutlined />}
          aria-label={`${t('groups.moveDown')}: ${label}`}
          disabled={last}
          onClick={() => onMove(1)}
        />
      </Tooltip>
    </>
  );
}

/** A picture (or the first letter) and the name in the staff's language, the other language below. */
export function NameCell({ name, image, extra }: { name: I18nText; image: string; extra?: React.ReactNode }) {
  const { locale } = useAdminLocale();
  const main = pickText(name, locale);
  const other = name[locale === 'en' ? 'zh-cn' : 'en'];
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
