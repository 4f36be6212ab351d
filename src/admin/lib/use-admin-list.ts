// A paged, filtered admin list whose filters live in the URL (a reload or a shared link
// shows the same page). Answers what an Ant Design Table needs.
import type { TablePaginationConfig } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE, type AdminPage } from '../../domain/admin/admin.ts';
import type { AnswerOf, AnswerPath } from '../../domain/api/answers.ts';
import { api } from '../api.ts';
import { useT } from '../i18n/index.tsx';

export type Filters = Record<string, string | undefined>;

/** The admin operations that answer a page of rows. */
export type AdminListPath = {
  [P in AnswerPath<'GET'>]: AnswerOf<'GET', P> extends AdminPage<unknown> ? P : never;
}[AnswerPath<'GET'>];
/** The row type of such an operation, from its answer schema. */
export type AdminListRow<P extends AdminListPath> = AnswerOf<'GET', P> extends AdminPage<infer R> ? R : never;

export type AdminList<T> = ReturnType<typeof useAdminListOf<T>>;

/** The list of a page-answering operation, its rows typed from the operation's schema. */
export function useAdminList<P extends AdminListPath>(path: P): AdminList<AdminListRow<P>> {
  // Sound by AdminListPath's definition; TypeScript cannot see it through the generic.
  return useAdminListOf<AdminListRow<P>>(path, (q) => api.get(path, q) as Promise<AdminPage<AdminListRow<P>>>);
}

function useAdminListOf<T>(path: string, fetchPage: (q: Record<string, string>) => Promise<AdminPage<T>>) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [data, setData] = useState<AdminPage<T> | undefined>();
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const query = params.toString();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes when reload() asks for the same page again
  useEffect(() => {
    let live = true;
    setLoading(true);
    const q = Object.fromEntries(new URLSearchParams(query));
    fetchPage(q)
      .then((page) => live && setData(page))
      .catch(() => live && setData(undefined))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [path, query, version]);

  const filters = useMemo(() => Object.fromEntries(params) as Filters, [params]);

  /** Replaces the filters (empty values dropped) and goes back to page 1. */
  const setFilters = useCallback(
    (next: Filters) => {
      const out = new URLSearchParams();
      for (const [k, v] of Object.entries(next)) if (v !== undefined && v !== '' && k !== 'page') out.set(k, v);
      const size = params.get('page_size');
      if (size && !('page_size' in next)) out.set('page_size', size);
      setParams(out);
    },
    [params, setParams],
  );

  const pagination: TablePaginationConfig = {
    current: data?.page ?? Number(params.get('page') ?? 1),
    pageSize: data?.page_size ?? Number(params.get('page_size') ?? ADMIN_PAGE_SIZE),
    total: data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (count) => t('common.total', { count }),
    onChange(page, pageSize) {
      const out = new URLSearchParams(params);
      out.set('page', String(page));
      out.set('page_size', String(pageSize));
      setParams(out);
    },
  };

  return {
    rows: data?.list ?? [],
    data,
    loading,
    filters,
    setFilters,
    pagination,
    reload: () => setVersion((v) => v + 1),
  };
}
