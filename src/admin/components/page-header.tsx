// The title row of an admin screen: an optional way back, the title, and actions.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/index.tsx';

export function PageHeader({ title, back, extra }: { title: ReactNode; back?: string; extra?: ReactNode }) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Flex align="center" justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8}>
        {back && (
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('common.back')}
            onClick={() => navigate(back)}
          />
        )}
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      {extra && (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
