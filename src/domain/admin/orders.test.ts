import { describe, expect, it } from 'vitest';
import {
  adminOrderActions,
  CSV_BOM,
  canShipReplacement,
  csvAmount,
  csvCell,
  csvLine,
  orderCsvFileName,
  orderCsvHeader,
  orderCsvRow,
  parseStatusList,
} from './orders.ts';

describe('status list', () => {
  it('reads one or several known statuses, comma separated or repeated, without duplicates', () => {
    expect(parseStatusList('10')).toEqual([10]);
    expect(parseStatusList('1, 10,10')).toEqual([1, 10]);
    expect(parseStatusList(['20', '30,41'])).toEqual([20, 30, 41]);
    expect(parseStatusList('')).toEqual([]);
  });
  it('refuses unknown codes and words', () => {
    expect(parseStatusList('99')).toBeNull();
    expect(parseStatusList('10,abc')).toBeNull();
    expect(parseStatusList('-1')).toBeNull();
    expect(parseStatusList('1e1')).toBeNull();
  });
});

describe('order actions for staff', () => {
  it('follow the life-cycle table', () => {
    expect(adminOrderActions({ status: 1, shipped: false, has_shipment: false })).toEqual(['cancel']);
    expect(adminOrderActions({ status: 10, shipped: false, has_shipment: false })).toEqual(['ship']);
    expect(adminOrderActions({ status: 20, shipped: true, has_shipment: true })).toEqual(['add_tracking_event']);
    // A rejected refund of an unshipped order goes on to shipping.
    expect(adminOrderActions({ status: 42, shipped: false, has_shipment: false })).toEqual(['ship']);
    expect(adminOrderActions({ status: 42, shipped: true, has_shipment: true })).toEqual(['add_tracking_event']);
    expect(adminOrderActions({ status: 60, shipped: false, has_shipment: false })).toEqual([]);
  });
});

describe('replacement of an exchange', () => {
  const ready = { type: 30, status: 3, result: 'approved', has_refund: false, return_received: true } as const;
  it('ships once, after the return arrived, while the order is exchange approved', () => {
    expect(canShipReplacement(ready, 51, false)).toBe(true);
    expect(canShipReplacement(ready, 51, true)).toBe(false);
    expect(canShipReplacement({ ...ready, return_received: false }, 51, false)).toBe(false);
    expect(canShipReplacement(ready, 71, false)).toBe(false);
    expect(canShipReplacement({ ...ready, type: 20 }, 51, false)).toBe(false);
    expect(canShipReplacement({ ...ready, status: 1, result: null }, 51, false)).toBe(false);
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('中文，全角')).toBe('中文，全角');
  });
  it('keeps every digit of long identifiers (written as ="…"), short ones stay plain', () => {
    expect(csvCell({ digits: '202611220236364497' })).toBe('"=""202611220236364497"""');
    expect(csvCell({ digits: 'EE123456789CN' })).toBe('EE123456789CN');
    expect(csvCell({ digits: '12345' })).toBe('12345');
    expect(csvCell({ digits: '' })).toBe('');
  });
  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+123')).toBe("'+123");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    // Numbers are ours, not text from users.
    expect(csvCell(-5)).toBe('-5');
  });
  it('writes amounts as plain decimals of the currency', () => {
    expect(csvAmount(12850, 'CNY')).toBe('128.50');
    expect(csvAmount(5, 'USD')).toBe('0.05');
    expect(csvAmount(500, 'JPY')).toBe('500');
    expect(csvAmount(0, 'EUR')).toBe('0.00');
  });
  it('has a header per language, CRLF lines and a dated file name', () => {
    expect(CSV_BOM).toBe('\uFEFF');
    expect(orderCsvHeader('en').startsWith('Order number,Created,Status')).toBe(true);
    expect(orderCsvHeader('zh-cn').startsWith('订单号,下单时间,状态')).toBe(true);
    expect(orderCsvHeader('en').split(',').length).toBe(orderCsvHeader('zh-cn').split(',').length);
    expect(csvLine(['a', 1])).toBe('a,1\r\n');
    const row = orderCsvRow({
      order_no: '202603010000000001',
      created_at: '2026-03-01T00:00:00.000Z',
      status_name: 'paid',
      customer_email: 'a@b.c',
      contact: '=cmd',
      phone: '+8613800000000',
      country: 'China',
      address: 'Shanghai, Road 1',
      line_count: 1,
      item_count: 2,
      currency: 'CNY',
      product_price: 40000,
      shipping_fee: 1000,
      discount: 3000,
      total_paid: 38000,
      coupon_code: '',
      paid_at: null,
      shipped_at: null,
      carrier_name: '',
      tracking_no: '',
      rate: '1',
      shop_currency: 'CNY',
      shop_total: 38000,
      duty_terms: 'ddp',
      taxes: 0,
      duties: 0,
      shop_taxes: 0,
      shop_duties: 0,
    });
    expect(row).toBe(
      '"=""202603010000000001""",2026-03-01T00:00:00.000Z,paid,a@b.c,\'=cmd,\'+8613800000000,China,"Shanghai, Road 1",1,2,CNY,400.00,10.00,30.00,380.00,,,,,,1,CNY,380.00,DDP,0.00,0.00,0.00,0.00\r\n',
    );
    expect(row.split(',').length).toBe(orderCsvHeader('en').split(',').length + 1);
    expect(orderCsvFileName(new Date('2026-03-01T15:30:12Z'))).toBe('orders-20260301-1530.csv');
  });
});
