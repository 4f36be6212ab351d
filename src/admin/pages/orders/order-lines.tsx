// The lines of an order (or of an after-sale request) as a list: picture, name, chosen
// options, and whatever the screen puts on the right (price × quantity, total…).
import { Flex, Image, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { OrderLineView } from '../../../domain/orders/orders.ts';

type Line = Pick<OrderLineView, 'sku_id' | 'name' | 'image' | 'options'>;

export function OrderLines<L extends Line>({
  lines,
  name = (l) => <Typography.Text>{l.name}</Typography.Text>,
  detail,
  aside,
}: {
  lines: L[];
  /** The name as shown (a link to the good, or plain text). */
  name?: (line: L) => ReactNode;
  /** Added after the options (e.g. the SKU code). */
  detail?: (line: L) => ReactNode;
  aside: (line: L) => ReactNode;
}) {
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
      {lines.map((l) => (
        <li key={l.sku_id}>
          <Flex gap={12} align="center">
            {l.image ? (
              <Image
                src={l.image}
                alt={l.name}
                width={56}
                height={56}
                style={{ objectFit: 'cover', borderRadius: 4 }}
              />
            ) : null}
            <Flex vertical style={{ minWidth: 0, flex: 1 }}>
              {name(l)}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {l.options.map((x) => `${x.axis}: ${x.value}`).join(' / ')}
                {detail?.(l)}
              </Typography.Text>
            </Flex>
            {aside(l)}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
