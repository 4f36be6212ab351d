// One bilingual field as two form items, Chinese (the default language) and English:
// the value is {'zh-cn': string, en: string} under `name`.
import { Col, Form, Input, Row } from 'antd';
import { LANGUAGE_NAME } from '../../domain/i18n/locale.ts';
import { useT } from '../i18n/index.tsx';

export function I18nTextFields({
  name,
  label,
  required,
  max = 200,
  multiline,
}: {
  name: string | (string | number)[];
  label: string;
  required?: boolean;
  max?: number;
  multiline?: boolean;
}) {
  const t = useT();
  const path = Array.isArray(name) ? name : [name];
  const Control = multiline ? Input.TextArea : Input;
  return (
    <Row gutter={12}>
      {(['zh-cn', 'en'] as const).map((lang) => (
        <Col xs={24} md={12} key={lang}>
          <Form.Item
            name={[...path, lang]}
            label={`${label} (${LANGUAGE_NAME[lang]})`}
            rules={[
              ...(required && lang === 'zh-cn'
                ? [{ required: true, whitespace: true, message: t('common.required') }]
                : []),
              { max },
            ]}
          >
            <Control maxLength={max} {...(multiline ? { autoSize: { minRows: 3, maxRows: 12 } } : {})} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
