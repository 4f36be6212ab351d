// Images of a good, a SKU or the logo: upload (POST /v1/upload/image, re-encoded to webp
// by the server), reorder with buttons (keyboard friendly), remove. The value is the list
// of URLs in order; `max` 1 makes it a single image that a new upload replaces.
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Spin, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { notify, uploadImage } from '../api.ts';
import { useT } from '../i18n/index.tsx';

export interface ImageListInputProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
  max?: number;
  size?: number;
  id?: string;
}

export function ImageListInput({ value = [], onChange, max = 9, size = 96, id }: ImageListInputProps) {
  const t = useT();
  const [busy, setBusy] = useState(0);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    onChange?.(next);
  };
  let pending = value;
  async function add(file: File) {
    setBusy((n) => n + 1);
    try {
      const url = await uploadImage(file);
      pending = max === 1 ? [url] : [...pending, url].slice(0, max);
      onChange?.(pending);
    } catch (e) {
      notify.error(e instanceof Error ? e.message : t('common.uploadFailed'));
    } finally {
      setBusy((n) => n - 1);
    }
  }
  const full = max > 1 && value.length + busy >= max;
  return (
    <Flex wrap gap={8} id={id}>
      {value.map((url, i) => (
        <Flex key={url} vertical gap={4} align="center" style={{ width: size }}>
          <Image
            src={url}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: 6 }}
            alt={`${i + 1}`}
          />
          <Flex gap={2}>
            {max > 1 && (
              <>
                <Tooltip title={t('common.moveLeft')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowLeftOutlined />}
                    aria-label={`${t('common.moveLeft')} ${i + 1}`}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  />
                </Tooltip>
                <Tooltip title={t('common.moveRight')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowRightOutlined />}
                    aria-label={`${t('common.moveRight')} ${i + 1}`}
                    disabled={i === value.length - 1}
                    onClick={() => move(i, i + 1)}
                  />
                </Tooltip>
              </>
            )}
            <Tooltip title={t('common.remove')}>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('common.remove')} ${i + 1}`}
                onClick={() => onChange?.(value.filter((_, j) => j !== i))}
              />
            </Tooltip>
          </Flex>
        </Flex>
      ))}
      {!full && (
        <Upload
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple={max > 1}
          showUploadList={false}
          customRequest={({ file }) => void add(file as File)}
        >
          <Button
            style={{ width: size, height: size, flexDirection: 'column' }}
            icon={busy ? <Spin size="small" /> : <PlusOutlined />}
          >
            {t('common.upload')}
          </Button>
        </Upload>
      )}
    </Flex>
  );
}
