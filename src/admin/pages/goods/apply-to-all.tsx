// "Apply to all" for price and stock above a table of SKUs (the good's form and the bulk
// editor): a value box and a button each; the button hands the value to the screen.
import { Button, Flex, InputNumber, Space } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { GOOD_LIMITS } from '../../../domain/admin/goods.ts';
import { MoneyInput } from '../../components/money-input.tsx';

export interface ApplyToAllLabels {
  price: string;
  applyPrice: string;
  stock: string;
  applyStock: string;
}

export function ApplyToAll({
  currency,
  labels,
  stockWidth,
  onPrice,
  onStock,
  style,
  children,
}: {
  currency?: string;
  labels: ApplyToAllLabels;
  stockWidth: number;
  onPrice(price: number): void;
  onStock(stock: number): void;
  style?: CSSProperties;
  /** More buttons on the same row. */
  children?: ReactNode;
}) {
  const [price, setPrice] = useState<number | null>(null);
  const [stock, setStock] = useState<number | null>(null);
  return (
    <Flex wrap gap={8} style={style}>
      <Space.Compact>
        <MoneyInput
          currency={currency}
          value={price}
          onChange={setPrice}
          aria-label={labels.price}
          style={{ width: 140 }}
        />
        <Button disabled={price == null} onClick={() => price != null && onPrice(price)}>
          {labels.applyPrice}
        </Button>
      </Space.Compact>
      <Space.Compact>
        <InputNumber<number>
          min={0}
          max={GOOD_LIMITS.stock}
          precision={0}
          value={stock}
          onChange={setStock}
          aria-label={labels.stock}
          style={{ width: stockWidth }}
        />
        <Button disabled={stock == null} onClick={() => stock != null && onStock(stock)}>
          {labels.applyStock}
        </Button>
      </Space.Compact>
      {children}
    </Flex>
  );
}
