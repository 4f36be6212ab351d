// The option axes of a good (colour, size…): names in both languages, values with names
// in both languages and an optional swatch colour. Names are form fields
// (property.N.name…); adding or removing an axis or a value goes through `onChange`,
// which regenerates the SKU matrix. Keys are made once, from the English name.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, ColorPicker, Flex, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { type Axis, GOOD_LIMITS, newOptionKey } from '../../../domain/admin/goods.ts';
import { useT } from '../../i18n/index.tsx';

/** An optional swatch colour (#rrggbb) for a value, shown on the storefront's colour chips. */
function SwatchInput({
  value,
  onChange,
  label,
}: {
  value?: string;
  onChange?(v: string | undefined): void;
  label: string;
}) {
  return (
    <ColorPicker
      value={value}
      allowClear
      disabledAlpha
      onChange={(c) => onChange?.(c.cleared ? undefined : c.toHexString().slice(0, 7))}
    >
      <Button aria-label={value ? `${label}: ${value}` : label} title={label} style={{ width: 32, padding: 0 }}>
        <span
          style={{
            display: 'inline-block',
            width: 16,
            height: 16,
            borderRadius: 4,
            border: '1px solid #d9d9d9',
            background: value || 'repeating-linear-gradient(45deg, #fff 0 3px, #e5e5e5 3px 6px)',
          }}
        />
      </Button>
    </ColorPicker>
  );
}

interface NewName {
  zh: string;
  en: string;
}

/** Two inputs and a button that add a named item (an axis or a value). */
function AddRow({
  labelZh,
  labelEn,
  button,
  disabled,
  exists,
  onAdd,
}: {
  labelZh: string;
  labelEn: string;
  button: string;
  disabled?: boolean;
  exists(name: NewName): boolean;
  onAdd(name: NewName): void;
}) {
  const t = useT();
  const [name, setName] = useState<NewName>({ zh: '', en: '' });
  const [error, setError] = useState('');
  const add = () => {
    const next = { zh: name.zh.trim(), en: name.en.trim() };
    if (!next.zh) return setError(t('goods.nameZhRequired'));
    if (exists(next)) return setError(t('goods.valueExists'));
    onAdd(next);
    setName({ zh: '', en: '' });
    setError('');
  };
  const onEnter = (e: React.KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault(); // not the form's submit
    add();
  };
  return (
    <Flex vertical gap={4}>
      <Flex wrap gap={8} align="center">
        <Input
          aria-label={labelZh}
          placeholder={labelZh}
          value={name.zh}
          maxLength={GOOD_LIMITS.axisName}
          status={error ? 'error' : undefined}
          disabled={disabled}
          onChange={(e) => setName({ ...name, zh: e.target.value })}
          onKeyDown={onEnter}
          style={{ flex: '1 1 120px', minWidth: 0 }}
        />
        <Input
          aria-label={labelEn}
          placeholder={labelEn}
          value={name.en}
          maxLength={GOOD_LIMITS.axisName}
          disabled={disabled}
          onChange={(e) => setName({ ...name, en: e.target.value })}
          onKeyDown={onEnter}
          style={{ flex: '1 1 120px', minWidth: 0 }}
        />
        <Button icon={<PlusOutlined />} onClick={add} disabled={disabled}>
          {button}
        </Button>
      </Flex>
      {(error || disabled) && (
        <Typography.Text type={error ? 'danger' : 'secondary'} role={error ? 'alert' : undefined}>
          {error || t('goods.tooMany')}
        </Typography.Text>
      )}
    </Flex>
  );
}

export function AxesEditor({ axes, onChange }: { axes: Axis[]; onChange(next: Axis[]): void }) {
  const t = useT();
  const form = Form.useFormInstance();
  /** The axes with the names as typed so far (the form holds them). */
  const current = (): Axis[] => form.getFieldValue('property') ?? axes;

  function addAxis(name: NewName) {
    const now = current();
    const key = newOptionKey(
      { en: name.en },
      now.map((a) => a.key),
      'opt',
    );
    onChange([...now, { key, name: { 'zh-cn': name.zh, en: name.en }, values: [] }]);
  }
  function removeAxis(i: number) {
    onChange(current().filter((_, j) => j !== i));
  }
  function addValue(i: number, name: NewName) {
    onChange(
      current().map((a, j) => {
        if (j !== i) return a;
        const key = newOptionKey(
          { en: name.en },
          a.values.map((v) => v.key),
        );
        return { ...a, values: [...a.values, { key, name: { 'zh-cn': name.zh, en: name.en } }] };
      }),
    );
  }
  function removeValue(i: number, m: number) {
    onChange(current().map((a, j) => (j === i ? { ...a, values: a.values.filter((_, k) => k !== m) } : a)));
  }
  const sameName = (a: { name: { 'zh-cn': string } }, name: NewName) => a.name['zh-cn'].trim() === name.zh;

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('goods.optionsHelp')}
      </Typography.Paragraph>
      {axes.map((axis, i) => {
        const n = i + 1;
        return (
          <Card
            key={axis.key}
            size="small"
            title={t('goods.axisTitle', { n })}
            extra={
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('goods.removeAxis', { n })}
                onClick={() => removeAxis(i)}
              />
            }
          >
            <Row gutter={8}>
              <Col xs={24} md={12}>
                <Form.Item
                  name={['property', i, 'name', 'zh-cn']}
                  label={t('goods.axisNameZh', { n })}
                  rules={[{ required: true, whitespace: true, message: t('goods.nameZhRequired') }]}
                >
                  <Input maxLength={GOOD_LIMITS.axisName} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name={['property', i, 'name', 'en']} label={t('goods.axisNameEn', { n })}>
                  <Input maxLength={GOOD_LIMITS.axisName} />
                </Form.Item>
              </Col>
            </Row>
            <Flex vertical gap={8}>
              {axis.values.length === 0 && <Typography.Text type="secondary">{t('goods.noValues')}</Typography.Text>}
              {axis.values.map((value, m) => {
                const p = { n, m: m + 1 };
                return (
                  <Flex key={value.key} wrap gap={8} align="start">
                    <Form.Item
                      name={['property', i, 'values', m, 'name', 'zh-cn']}
                      rules={[{ required: true, whitespace: true, message: t('goods.nameZhRequired') }]}
                      style={{ flex: '1 1 100px', margin: 0, minWidth: 0 }}
                    >
                      <Input aria-label={t('goods.valueZh', p)} maxLength={GOOD_LIMITS.valueName} />
                    </Form.Item>
                    <Form.Item
                      name={['property', i, 'values', m, 'name', 'en']}
                      style={{ flex: '1 1 100px', margin: 0, minWidth: 0 }}
                    >
                      <Input aria-label={t('goods.valueEn', p)} maxLength={GOOD_LIMITS.valueName} />
                    </Form.Item>
                    <Form.Item name={['property', i, 'values', m, 'color']} style={{ margin: 0 }}>
                      <SwatchInput label={t('goods.valueColor', p)} />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('goods.removeValue', p)}
                      onClick={() => removeValue(i, m)}
                    />
                  </Flex>
                );
              })}
              <AddRow
                labelZh={t('goods.newValueZh', { n })}
                labelEn={t('goods.newValueEn', { n })}
                button={t('goods.addValue', { n })}
                disabled={axis.values.length >= GOOD_LIMITS.values}
                exists={(name) => (current()[i]?.values ?? []).some((v) => sameName(v, name))}
                onAdd={(name) => addValue(i, name)}
              />
            </Flex>
          </Card>
        );
      })}
      <AddRow
        labelZh={t('goods.newAxisZh')}
        labelEn={t('goods.newAxisEn')}
        button={t('goods.addAxis')}
        disabled={axes.length >= GOOD_LIMITS.axes}
        exists={(name) => current().some((a) => sameName(a, name))}
        onAdd={addAxis}
      />
    </Flex>
  );
}
