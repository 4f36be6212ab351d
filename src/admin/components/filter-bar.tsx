// The filter row above an admin list: an inline form that wraps on narrow screens, a
// search box that submits it, and a reset button shown while a filter is set.
import { Button, Form, type FormProps, Input } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../i18n/index.tsx';

export function FilterBar<V>(props: Omit<FormProps<V>, 'children'> & { children: ReactNode }) {
  return <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} {...props} />;
}

/** A growing search box (form field `name`) with a search button that submits the filter form. */
export function SearchFilter({
  name,
  label,
  placeholder,
  minWidth,
}: {
  name: string;
  label: string;
  placeholder: string;
  minWidth: number;
}) {
  const t = useT();
  const form = Form.useFormInstance();
  return (
    <Form.Item name={name} label={label} style={{ minWidth, flex: `1 1 ${minWidth}px` }}>
      <Input.Search
        allowClear
        placeholder={placeholder}
        maxLength={100}
        enterButton={t('common.search')}
        onSearch={() => form.submit()}
      />
    </Form.Item>
  );
}

export function ResetFilters({ shown, onReset }: { shown: boolean; onReset(): void }) {
  const t = useT();
  if (!shown) return null;
  return (
    <Form.Item>
      <Button onClick={onReset}>{t('common.reset')}</Button>
    </Form.Item>
  );
}
