// The ECB's daily reference rates: the feed is read and its rates crossed through the
// euro (moved here from src/domain/money/currency.test.ts with ecb-rates.ts).
import { describe, expect, it } from 'vitest';
import { crossRate, parseEcbRates } from './ecb-rates.ts';

describe('ECB reference rates', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube><Cube time='2026-11-25'>
    <Cube currency='USD' rate='1.0500'/><Cube currency='JPY' rate='162.10'/><Cube currency='GBP' rate='0.8400'/>
    <Cube currency='CNY' rate='7.5000'/>
  </Cube></Cube></gesmes:Envelope>`;

  it('reads the day and the rates, and crosses them through the euro', () => {
    const rates = parseEcbRates(xml);
    expect(rates?.day).toBe('2026-11-25');
    expect(rates && crossRate(rates, 'USD', 'CNY')).toBe('0.14');
    expect(rates && crossRate(rates, 'EUR', 'CNY')).toBe('0.1333333333');
    expect(rates && crossRate(rates, 'JPY', 'CNY')).toBe('21.6133333333');
    expect(rates && crossRate(rates, 'CNY', 'CNY')).toBe('1');
    expect(rates && crossRate(rates, 'CHF', 'CNY')).toBeNull();
    expect(parseEcbRates('<html>not the feed</html>')).toBeNull();
  });
});
