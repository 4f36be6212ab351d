// A local stand-in for the ECB's daily reference rates (eurofxref-daily.xml): the
// same XML shape (gesmes envelope, a dated Cube of currency/rate Cubes, units per euro),
// rates the test sets, and a switch to answer 500 like an outage.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeEcb {
  url: string;
  /** Units per euro by code (EUR itself is implied), and the reference day. */
  set(rates: Record<string, string>, day?: string): void;
  fail(on: boolean): void;
  requests(): number;
  close(): Promise<void>;
}

export function ecbXml(rates: Record<string, string>, day: string): string {
  const cubes = Object.entries(rates)
    .map(([code, rate]) => `\t\t\t<Cube currency='${code}' rate='${rate}'/>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${day}'>
${cubes}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;
}

export async function startFakeEcb(): Promise<FakeEcb> {
  let rates: Record<string, string> = { USD: '1.0500', JPY: '162.10', GBP: '0.8400', CNY: '7.5000' };
  let day = '2026-11-25';
  let failing = false;
  let count = 0;
  const server = createServer((req, res) => {
    count++;
    if (failing) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('unavailable');
      return;
    }
    if (req.url !== '/stats/eurofxref/eurofxref-daily.xml') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/xml' }).end(ecbXml(rates, day));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-daily.xml`,
    set(next, nextDay = day) {
      rates = next;
      day = nextDay;
    },
    fail(on) {
      failing = on;
    },
    requests: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
