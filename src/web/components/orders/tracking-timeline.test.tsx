import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { ExpressView } from '../../../domain/tracking/carriers.ts';
import { allCatalogs } from '../../i18n/all-catalogs.ts';
import { LocaleProvider } from '../../i18n/index.tsx';
import { registerCatalog } from '../../i18n/messages.ts';
import { TrackingTimeline } from './tracking-timeline.tsx';

const parcel: ExpressView = {
  carrier: 'yuantong',
  carrier_name: 'YTO Express',
  tracking_no: 'YT0123456789',
  shipped_at: '2024-05-01T00:30:00.000Z',
  provider: 'manual',
  state: 'out_for_delivery',
  events: [
    {
      time: '2024-05-03T10:00:00.000Z',
      description: 'With the courier',
      location: 'Beijing',
      status: 'out_for_delivery',
    },
    { time: '2024-05-01T01:00:00.000Z', description: 'Picked up', location: '', status: null },
  ],
  notice: null,
};

const html = (express: ExpressView, locale: Locale = 'en') =>
  renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <TrackingTimeline express={express} />
    </LocaleProvider>,
  );

describe('TrackingTimeline', () => {
  beforeAll(() => {
    registerCatalog('en', allCatalogs.en);
    registerCatalog('zh-cn', allCatalogs['zh-cn']);
  });

  it('lists the events newest first in an ordered list, the newest marked as current', () => {
    const out = html(parcel);
    const list = /<ol aria-label="Tracking history"[^>]*>(.*)<\/ol>/.exec(out)?.[1] ?? '';
    const items = list.split('</li>').filter(Boolean);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('aria-current="step"');
    expect(items[0]).toContain('<span class="sr-only">Latest: </span>');
    expect(items[0]).toContain('Out for delivery ·</span>With the courier');
    // Rendered on the server: UTC, and said so (the browser switches to the shopper's zone).
    expect(items[0]).toContain('<time dateTime="2024-05-03T10:00:00.000Z">3 May 2024, 10:00 UTC</time>');
    expect(items[0]).toContain(' · Beijing');
    expect(items[1]).not.toContain('aria-current');
    expect(items[1]).toContain('Picked up');
  });

  it('shows carrier, number with a copy button and the state', () => {
    const out = html(parcel);
    expect(out).toContain('YTO Express');
    expect(out).toContain('YT0123456789');
    expect(out).toContain('aria-label="Copy tracking number"');
    expect(out).toMatch(/data-testid="tracking-state">Out for delivery</);
  });

  it('writes dates and labels in the shop language', () => {
    const out = html({ ...parcel, carrier_name: '圆通速递' }, 'zh-cn');
    expect(out).toContain('物流轨迹');
    expect(out).toContain('派送中 ·</span>With the courier');
    expect(out).toContain('2024年5月3日 10:00 UTC');
  });

  it('has an empty state and shows a notice', () => {
    const out = html({ ...parcel, state: null, events: [], notice: 'Live tracking is temporarily unavailable' });
    expect(out).not.toContain('<ol');
    expect(out).not.toContain('tracking-state');
    expect(out).toContain('No tracking updates yet.');
    expect(out).toContain('Live tracking is temporarily unavailable');
  });
});
