// Search (issue #39): the owner's synonym groups (words in either language that find
// each other's goods, both ways or one way) and the searches that found nothing over the
// last 30 days, each with "Add as synonym of…": a small form prefilled with the missed
// word where the staff member types or picks the word it should mean, saved as a one-way
// group from the missed word. The storefront search uses a change at once.
import { PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Flex,
  Form,
  Modal,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SEARCH_LIMITS, type SearchMiss, type SearchSynonym } from '../../../domain/admin/search.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { api, notify } from '../../api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useAdminLocale, useT } from '../../i18n/index.tsx';
import { dateTime } from '../../lib/format.ts';

interface SynonymForm {
  terms: string[];
  one_way: boolean;
}

const SECTION_TITLE = { fontSize: 18, marginTop: 8 } as const;

/** "a → b, c" for a one-way group, "a · b · c" both ways. */
function TermsView({ group }: { group: SearchSynonym }) {
  const [first, ...rest] = group.terms;
  return (
    <Flex wrap gap={4} align="center">
      {group.one_way ? (
        <>
          <Tag color="blue">{first}</Tag>
          <span aria-hidden>→</span>
          {rest.map((term) => (
            <Tag key={term}>{term}</Tag>
          ))}
        </>
      ) : (
        group.terms.map((term) => <Tag key={term}>{term}</Tag>)
      )}
    </Flex>
  );
}

export default function SearchPage() {
  const t = useT();
  const { locale } = useAdminLocale();
  const { modal } = App.useApp();
  const [synonyms, setSynonyms] = useState<SearchSynonym[]>([]);
  const [misses, setMisses] = useState<SearchMiss[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<SearchSynonym | null>(null);
  const [open, setOpen] = useState(false);
  const [missing, setMissing] = useState<SearchMiss | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<SynonymForm>();
  const [meaningForm] = Form.useForm<{ meaning: string }>();
  const [words, setWords] = useState<{ value: string }[]>([]);
  const lookup = useRef(0);

  const load = useCallback(() => {
    setLoading(true);
    Promise.all([
      api.get('/admin/search/synonyms').then(setSynonyms),
      api.get('/admin/search/misses', { days: SEARCH_LIMITS.missDays, limit: 50 }).then(setMisses),
    ])
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);

  /** Every term some group already has: a miss among them has been answered. */
  const answered = useMemo(() => new Set(synonyms.flatMap((s) => s.terms)), [synonyms]);

  function edit(group: SearchSynonym | null) {
    setEditing(group);
    form.resetFields();
    form.setFieldsValue(group ? { terms: group.terms, one_way: group.one_way } : { terms: [], one_way: false });
    setOpen(true);
  }

  async function save(v: SynonymForm) {
    setSaving(true);
    try {
      const body = { terms: v.terms, one_way: v.one_way };
      if (editing) await api.put(routePath('/admin/search/synonyms/:id', { id: editing.id }), body);
      else await api.post('/admin/search/synonyms', body);
      notify.success(t('common.saved'));
      setOpen(false);
      load();
    } catch {
      // The client showed the API's message.
    } finally {
      setSaving(false);
    }
  }

  function remove(group: SearchSynonym) {
    modal.confirm({
      title: t('search.deleteConfirm', { terms: group.terms.join(', ') }),
      content: t('search.deleteBody'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      async onOk() {
        await api.del(routePath('/admin/search/synonyms/:id', { id: group.id }));
        notify.success(t('common.deleted'));
        load();
      },
    });
  }

  function addAsSynonym(miss: SearchMiss) {
    setMissing(miss);
    setWords([]);
    meaningForm.resetFields();
  }

  /** Words of the goods whose names hold what is typed, in the missed search's language. */
  async function suggestWords(text: string) {
    const typed = text.trim().toLowerCase();
    const mine = ++lookup.current;
    if (typed.length < 2 || !missing) return setWords([]);
    try {
      const page = await api.get('/admin/goods', { keyword: typed, page_size: 10 });
      if (mine !== lookup.current) return;
      const lang = missing.lang === 'en' ? 'en' : 'zh-cn';
      const found = new Set<string>();
      for (const good of page.list) {
        const name = (good.name[lang] || good.name['zh-cn']).toLowerCase();
        for (const word of name.split(/[\s,，、/()（）]+/u)) if (word.includes(typed)) found.add(word);
        if (name.length <= SEARCH_LIMITS.term) found.add(name);
      }
      setWords([...found].slice(0, 10).map((value) => ({ value })));
    } catch {
      setWords([]);
    }
  }

  async function saveMeaning({ meaning }: { meaning: string }) {
    if (!missing) return;
    setSaving(true);
    try {
      await api.post('/admin/search/synonyms', { terms: [missing.keyword, meaning], one_way: true });
      notify.success(t('common.saved'));
      setMissing(null);
      load();
    } catch {
      // The client showed the API's message.
    } finally {
      setSaving(false);
    }
  }

  const synonymColumns: TableColumnsType<SearchSynonym> = [
    { title: t('search.terms'), key: 'terms', render: (_, g) => <TermsView group={g} /> },
    {
      title: t('search.direction'),
      dataIndex: 'one_way',
      // A phone shows the direction in the words themselves (→ for one way): room for the actions.
      responsive: ['sm'],
      render: (oneWay: boolean) => (oneWay ? t('search.oneWay') : t('search.bothWays')),
    },
    {
      title: t('common.updatedAt'),
      dataIndex: 'updated_at',
      responsive: ['md'],
      render: (v: string) => dateTime(v, locale),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, g) => {
        const name = g.terms.join(', ');
        return (
          <Flex gap={4} wrap>
            <Button size="small" type="link" aria-label={`${t('common.edit')} ${name}`} onClick={() => edit(g)}>
              {t('common.edit')}
            </Button>
            <Button
              size="small"
              type="link"
              danger
              aria-label={`${t('common.delete')} ${name}`}
              onClick={() => remove(g)}
            >
              {t('common.delete')}
            </Button>
          </Flex>
        );
      },
    },
  ];

  const missColumns: TableColumnsType<SearchMiss> = [
    {
      title: t('search.keyword'),
      dataIndex: 'keyword',
      render: (keyword: string) => (
        <Space wrap>
          <Typography.Text strong>{keyword}</Typography.Text>
          {answered.has(keyword) && <Tag color="green">{t('search.answered')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('search.language'),
      dataIndex: 'lang',
      responsive: ['sm'],
      render: (lang: string) => (lang === 'en' ? t('common.en') : t('common.zh')),
    },
    { title: t('search.count'), dataIndex: 'count', align: 'right' },
    {
      title: t('search.lastAt'),
      dataIndex: 'last_at',
      responsive: ['md'],
      render: (v: string) => dateTime(v, locale),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, m) => (
        <Button
          size="small"
          aria-label={t('search.addAsSynonymOf', { keyword: m.keyword })}
          onClick={() => addAsSynonym(m)}
          data-testid="add-as-synonym"
        >
          {t('search.addAsSynonym')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('search.title')} />

      <section aria-labelledby="search-misses">
        <Typography.Title level={2} id="search-misses" style={SECTION_TITLE}>
          {t('search.misses')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('search.missesHint')}</Typography.Paragraph>
        <Table<SearchMiss>
          rowKey={(m) => `${m.lang}:${m.keyword}`}
          size="middle"
          columns={missColumns}
          dataSource={misses}
          loading={loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('search.noMisses') }}
          data-testid="search-misses"
        />
      </section>

      <section aria-labelledby="search-synonyms" style={{ marginTop: 32 }}>
        <Flex align="center" justify="space-between" wrap gap={12}>
          <Typography.Title level={2} id="search-synonyms" style={SECTION_TITLE}>
            {t('search.synonyms')}
          </Typography.Title>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(null)}>
            {t('search.newSynonym')}
          </Button>
        </Flex>
        <Alert type="info" showIcon style={{ margin: '12px 0 16px' }} title={t('search.synonymsHint')} />
        <Table<SearchSynonym>
          rowKey="id"
          size="middle"
          columns={synonymColumns}
          dataSource={synonyms}
          loading={loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('search.noSynonyms') }}
          data-testid="search-synonyms"
        />
      </section>

      <Modal
        open={open}
        title={editing ? t('search.editSynonym') : t('search.newSynonym')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        forceRender
      >
        <Form<SynonymForm> form={form} layout="vertical" onFinish={save}>
          <Form.Item
            name="terms"
            label={t('search.terms')}
            extra={t('search.termsHelp', { max: SEARCH_LIMITS.term })}
            rules={[
              {
                validator: (_, v: string[] | undefined) =>
                  new Set((v ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean)).size >= SEARCH_LIMITS.termsMin
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('search.termsHelp', { max: SEARCH_LIMITS.term }))),
              },
            ]}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', '，', '、']}
              placeholder={t('search.termsPlaceholder')}
              maxCount={SEARCH_LIMITS.termsMax}
              aria-label={t('search.terms')}
            />
          </Form.Item>
          <Form.Item
            name="one_way"
            label={t('search.oneWayLabel')}
            valuePropName="checked"
            extra={t('search.oneWayHelp')}
          >
            <Switch aria-label={t('search.oneWayLabel')} />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={missing !== null}
        title={missing ? t('search.addAsSynonymOf', { keyword: missing.keyword }) : ''}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        onOk={() => meaningForm.submit()}
        onCancel={() => setMissing(null)}
        forceRender
        data-testid="meaning-dialog"
      >
        <Form<{ meaning: string }> form={meaningForm} layout="vertical" onFinish={saveMeaning}>
          <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
            <Tag color="blue">{missing?.keyword}</Tag>
            <span aria-hidden>→</span>
            <Typography.Text type="secondary">{t('search.meaning')}</Typography.Text>
          </Flex>
          <Form.Item
            name="meaning"
            label={t('search.meaning')}
            extra={t('search.meaningHelp', { keyword: missing?.keyword ?? '' })}
            rules={[{ required: true, whitespace: true, message: t('common.required') }, { max: SEARCH_LIMITS.term }]}
          >
            <AutoComplete
              options={words}
              onSearch={suggestWords}
              placeholder={t('search.meaningPlaceholder')}
              autoFocus
              data-testid="meaning-input"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
