import { describe, expect, it } from 'vitest';
import { requestPage } from './request-path.ts';

const page = (url: string) => requestPage(new Request(`http://shop.test${url}`));

describe('requestPage', () => {
  it('maps document and data requests to the page path and locale', () => {
    expect(page('/faq')).toEqual({ locale: 'zh-cn', path: '/faq' });
    expect(page('/en/faq.data?_routes=x')).toEqual({ locale: 'en', path: '/faq' });
    expect(page('/_.data')).toEqual({ locale: 'zh-cn', path: '/' });
    expect(page('/_root.data')).toEqual({ locale: 'zh-cn', path: '/' });
    expect(page('/en.data')).toEqual({ locale: 'en', path: '/' });
  });
});
