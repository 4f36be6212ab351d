// Create or edit a category or a home collection in a drawer: both languages of the
// name and description, one image, the parent (categories), shown or hidden.
import { Button, Drawer, Flex, Form, Grid, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { type AdminGroupView, MAX_CATEGORY_DEPTH } from '../../../domain/admin/groups.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { GROUP_TYPE } from '../../../domain/catalog/catalog.ts';
import type { I18nText } from '../../../domain/i18n/locale.ts';
import { pickText } from '../../../domain/i18n/locale.ts';
import { api, notify } from '../../api.ts';
import { I18nTextFields } from '../../components/i18n-text-fields.tsx';
import { ImageListInput } from '../../components/image-list-input.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';

/** What the drawer edits: an existing group, or a new one of a type (under a parent). */
export type GroupFormTarget =
  | { mode: 'edit'; group: AdminGroupView }
  | { mode: 'create'; type: number; parentId: number | null };

interface Values {
  name: I18nText;
  description: I18nText;
  image: string[];
  parent_id: number | 'top';
  visible: boolean;
}

const TOP = 'top' as const;

interface TreeOption {
  value: number | typeof TOP;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

/** Parents a category may move under: not itself nor its branch, not so deep that the branch passes the limit. */
function parentOptions(
  tree: AdminGroupView[],
  self: AdminGroupView | undefined,
  locale: 'zh-cn' | 'en',
  top: string,
): TreeOption[] {
  const heightOf = (g: AdminGroupView): number => 1 + Math.max(0, ...(g.children ?? []).map(heightOf));
  const height = self ? heightOf(self) : 1;
  const walk = (nodes: AdminGroupView[]): TreeOption[] =>
    nodes
      .filter((g) => g.id !== self?.id)
      .map((g) => ({
        value: g.id,
        title: pickText(g.name, locale),
        disabled: g.depth + height > MAX_CATEGORY_DEPTH,
        children: walk(g.children ?? []),
      }));
  return [{ value: TOP, title: top }, ...walk(tree)];
}

export function GroupForm({
  target,
  categories,
  onClose,
  onSaved,
}: {
  target: GroupFormTarget | null;
  categories: AdminGroupView[];
  onClose(): void;
  onSaved(): void;
}) {
  const t = useT();
  const { locale } = useAdminLocale();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const type = target?.mode === 'edit' ? target.group.type : target?.type;
  const isCategory = type === GROUP_TYPE.category;
  const editing = target?.mode === 'edit' ? target.group : undefined;

  useEffect(() => {
    if (!target) return;
    const g = target.mode === 'edit' ? target.group : undefined;
    form.resetFields();
    form.setFieldsValue({
      name: g?.name ?? { 'zh-cn': '', en: '' },
      description: g?.description ?? { 'zh-cn': '', en: '' },
      image: g?.image ? [g.image] : [],
      parent_id: (g ? g.parent_id : target.mode === 'create' ? target.parentId : null) ?? TOP,
      visible: g?.visible ?? true,
    });
  }, [target, form]);

  const options = useMemo(
    () => parentOptions(categories, editing, locale, t('groups.topLevel')),
    [categories, editing, locale, t],
  );

  async function save(values: Values) {
    if (!target) return;
    const body = {
      name: values.name,
      description: values.description,
      image: values.image[0] ?? '',
      visible: values.visible,
      ...(isCategory ? { parent_id: values.parent_id === TOP ? null : values.parent_id } : {}),
    };
    setSaving(true);
    try {
      if (target.mode === 'edit') await api.put(routePath('/admin/groups/:id', { id: target.group.id }), body);
      else await api.post('/admin/groups', { type: target.type, ...body });
      notify.success(t('common.saved'));
      onSaved();
    } catch {
      // The API client already showed the server's message.
    } finally {
      setSaving(false);
    }
  }

  const title = editing
    ? t(isCategory ? 'groups.editCategory' : 'groups.editCollection')
    : t(isCategory ? 'groups.newCategory' : 'groups.newCollection');

  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      title={title}
      size={screens.md ? 640 : '100%'}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} requiredMark>
        <I18nTextFields name="name" label={t('groups.name')} required max={60} />
        <I18nTextFields name="description" label={t('groups.description')} max={500} multiline />
        {isCategory && (
          <Form.Item name="parent_id" label={t('groups.parent')}>
            <TreeSelect
              treeData={options}
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'title' }}
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}
        <Form.Item name="image" label={t('groups.image')}>
          <ImageListInput max={1} />
        </Form.Item>
        <Form.Item name="visible" label={t('groups.visible')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
