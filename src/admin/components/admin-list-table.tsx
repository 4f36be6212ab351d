// The Table of a paged admin list (see lib/use-admin-list.ts): its rows, loading state and
// URL-synced pagination, keyed by id and scrolling sideways when the columns do not fit.
// Any Table prop given (size, columns, scroll…) wins over these.
import { Table, type TableProps } from 'antd';
import type { AdminList } from '../lib/use-admin-list.ts';

type Props<T> = Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> & {
  list: Pick<AdminList<T>, 'rows' | 'loading' | 'pagination'>;
};

export function AdminListTable<T extends object>({ list, ...table }: Props<T>) {
  return (
    <Table<T>
      rowKey="id"
      dataSource={list.rows}
      loading={list.loading}
      pagination={list.pagination}
      scroll={{ x: 'max-content' }}
      {...table}
    />
  );
}
