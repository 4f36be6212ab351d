// The area tree (levels, the whole tree, the shop's country list, bad parameters) and
// customers' addresses: CRUD, default rules, ownership, every SPEC 5 message in both
// languages, contact numbers per country, the limit, login and anti-forgery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, AreaItem } from '../../src/domain/addresses/addresses.ts';
import { SETTINGS_DEFAULTS } from '../../src/domain/site/settings.ts';
import { findAddress } from '../../src/server/modules/addresses/queries.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('addresses API', () => {
  let t: TestApp;
  let n = 0;
  const origin = 'http://shop.test';
  const csrf = 'a'.repeat(43);

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  function area(query: string, lang = 'zh-cn') {
    return t.app.inject({ url: `/v1/area/all${query}`, headers: { lang } });
  }
  const items = async (query: string, lang = 'zh-cn') => (await area(query, lang)).json().data as AreaItem[];

  /** A new customer with a session, and a caller sending its cookies and the anti-forgery pair. */
  async function customer() {
    const userId = await t.app.deps.accounts.findOrCreateByEmail(`buyer${++n}@example.com`);
    const issued = await t.app.deps.sessions.issue(userId, { client: 4, ip: '127.0.0.1', userAgent: 'vitest' });
    const cookies = { access_token: issued.token, access_sign: issued.sign, csrf_token: csrf };
    const call = (method: Method, url: string, payload?: Record<string, unknown>, lang = 'en') =>
      t.app.inject({ method, url: `/v1${url}`, cookies, headers: { origin, 'x-csrf-token': csrf, lang }, payload });
    const create = async (patch: Record<string, unknown> = {}) => {
      const res = await call('POST', '/useraddress', { ...valid, ...patch });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Address;
    };
    const list = async () => (await call('GET', '/useraddress/list')).json().data as Address[];
    return { userId, cookies, call, create, list };
  }

  const valid = {
    country: 'CN',
    area: ['CN', 'CN-GD', 'CN-GD-440100'],
    province: '广东省',
    city: '广州市',
    address: '天河区天河路 385 号 5 楼',
    contact: '李雷',
    phone: '13800138000',
    postal_code: '510000',
  };

  describe('area tree', () => {
    it('lists the shop countries at level 0, named in the caller language', async () => {
      const zh = await items('?level=0');
      const en = await items('?level=0', 'en');
      expect(zh.map((c) => c.id)).toEqual([
        'CN',
        'HK',
        'MO',
        'TW',
        'SG',
        'MY',
        'JP',
        'KR',
        'US',
        'CA',
        'GB',
        'DE',
        'FR',
        'AU',
        'NZ',
      ]);
      expect(zh[0]).toEqual({ id: 'CN', name: '中国', leaf: false });
      expect(en.find((c) => c.id === 'US')).toEqual({ id: 'US', name: 'United States', leaf: false });
      // Hong Kong has no subdivisions in the data sets: a leaf, typed by hand below it.
      expect(zh.find((c) => c.id === 'HK')).toMatchObject({ leaf: true });
      // Level 0 is the default; the spec's root call sends pid 0.
      expect(await items('?pid=0')).toEqual(zh);
    });

    it('gives provinces at level 1 and cities at level 2', async () => {
      const provinces = await items('?level=1&pid=CN');
      expect(provinces).toHaveLength(31);
      expect(provinces.slice(0, 2).map((p) => p.name)).toEqual(['北京市', '天津市']);
      expect(provinces).toContainEqual({ id: 'CN-GD', name: '广东省', leaf: false });
      expect(await items('?level=1&pid=CN', 'en')).toContainEqual({ id: 'CN-GD', name: 'Guangdong', leaf: false });
      const cities = await items('?level=2&pid=CN-GD');
      expect(cities).toContainEqual({ id: 'CN-GD-440300', name: '深圳市', leaf: true });
      expect(cities.every((c) => c.leaf)).toBe(true);
      // County-level cities under the province are listed themselves, not as "省直辖县".
      const hubei = (await items('?level=2&pid=CN-HB')).map((c) => c.name);
      expect(hubei).toContain('仙桃市');
      expect(hubei).not.toContain('省直辖县');
      // States have no city level: leaves; without a Chinese name the English one shows.
      expect(await items('?level=1&pid=US')).toContainEqual({ id: 'US-CA', name: 'California', leaf: true });
      expect(await items('?level=1&pid=JP', 'en')).toContainEqual({ id: 'JP-13', name: 'Tokyo', leaf: true });
    });

    it('answers an empty list for unknown parents and levels that do not match them', async () => {
      expect(await items('?level=1&pid=ZZ')).toEqual([]);
      expect(await items('?level=2&pid=CN-ZZ')).toEqual([]);
      expect(await items('?level=2&pid=CN')).toEqual([]);
      expect(await items('?level=1&pid=CN-GD')).toEqual([]);
      expect(await items('?level=2&pid=US-CA')).toEqual([]);
      expect(await items('?level=1&pid=HK')).toEqual([]);
    });

    it('gives the whole tree from the root with all=1', async () => {
      const tree = await items('?all=1', 'en');
      expect(tree).toHaveLength(15);
      const cn = tree.find((c) => c.id === 'CN');
      const gd = cn?.children?.find((p) => p.id === 'CN-GD');
      expect(gd).toMatchObject({ name: 'Guangdong', leaf: false });
      expect(gd?.children).toContainEqual({ id: 'CN-GD-440100', name: '广州市', leaf: true });
      expect(tree.find((c) => c.id === 'HK')).toEqual({ id: 'HK', name: 'Hong Kong', leaf: true });
      expect(tree.find((c) => c.id === 'US')?.children).toContainEqual({ id: 'US-NY', name: 'New York', leaf: true });
    });

    it('follows the configured country list', async () => {
      await t.app.deps.settings.update({ country_list: ['US', 'CN'] });
      try {
        expect((await items('?level=0')).map((c) => c.id)).toEqual(['US', 'CN']);
        expect(await items('?level=1&pid=JP')).toEqual([]);
        expect(await items('?level=2&pid=JP-13')).toEqual([]);
        expect((await items('?all=1')).map((c) => c.id)).toEqual(['US', 'CN']);
      } finally {
        await t.app.deps.settings.update({ country_list: SETTINGS_DEFAULTS.country_list });
      }
    });

    it('refuses bad parameters with a clear 400', async () => {
      const cases: [string, string][] = [
        ['?level=3&pid=CN-GD-440100', 'level must be 0, 1 or 2'],
        ['?level=-1', 'level must be 0, 1 or 2'],
        ['?level=one', 'level must be 0, 1 or 2'],
        ['?level=1', 'Invalid pid: level 1 and 2 need the id of the parent area'],
        ['?level=2&pid=0', 'Invalid pid: level 1 and 2 need the id of the parent area'],
        ['?level=1&pid=cn;drop', 'Invalid pid: level 1 and 2 need the id of the parent area'],
      ];
      for (const [query, message] of cases) {
        const res = await area(query, 'en');
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ code: 400, message });
      }
      expect((await area('?level=9', 'zh-cn')).json().message).toBe('参数 level 只能是 0、1 或 2');
    });

    it('lets browsers keep the tree for an hour, per language, without an anti-forgery token', async () => {
      const res = await area('?level=1&pid=CN');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.headers.vary).toContain('lang');
      expect(res.headers['x-csrf-token']).toBeUndefined();
    });
  });

  describe('addresses', () => {
    it('needs a signed-in customer (301) for every call', async () => {
      for (const [method, url] of [
        ['GET', '/v1/useraddress/list'],
        ['GET', '/v1/useraddress'],
        ['POST', '/v1/useraddress'],
        ['PUT', '/v1/useraddress'],
        ['DELETE', '/v1/useraddress/1'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { lang: 'en' },
          payload: method === 'POST' ? {} : undefined,
        });
        expect(res.json(), `${method} ${url}`).toMatchObject({ code: 301, message: 'Please log in first' });
      }
    });

    it('needs the anti-forgery token for cookie-authenticated writes', async () => {
      const c = await customer();
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/useraddress',
        cookies: { access_token: c.cookies.access_token, access_sign: c.cookies.access_sign },
        headers: { origin },
        payload: valid,
      });
      expect(res.statusCode).toBe(403);
      expect(await c.list()).toEqual([]);
    });

    it('creates, reads, updates and deletes, storing names and numbers in one form', async () => {
      const c = await customer();
      expect((await c.call('GET', '/useraddress')).json().data).toBeNull();

      const created = await c.create();
      expect(created).toMatchObject({
        country: 'CN',
        country_name: 'China',
        province: 'Guangdong',
        city: '广州市',
        area: ['CN', 'CN-GD', 'CN-GD-440100'],
        address: valid.address,
        contact: '李雷',
        phone: '+8613800138000',
        phone_masked: '138****8000',
        postal_code: '510000',
        is_default: true,
      });
      // Stored in the language the carriers read, whatever language the shopper used.
      const row = await findAddress(t.app.deps.db, c.userId, created.id);
      expect(row).toMatchObject({ province: '广东省', city: '广州市', phone: '+8613800138000' });
      expect(await findAddress(t.app.deps.db, c.userId + 1000, created.id)).toBeUndefined();

      const zh = await c.call('GET', `/useraddress?id=${created.id}`, undefined, 'zh-cn');
      expect(zh.json().data).toMatchObject({ country_name: '中国', province: '广东省' });

      const updated = await c.call('PUT', '/useraddress', {
        ...valid,
        id: created.id,
        country: 'US',
        area: ['US', 'US-CA'],
        province: '',
        city: 'San Francisco',
        address: '1 Market St, Apt 5',
        contact: 'Ann Lee',
        phone: '(415) 555-0132',
        postal_code: '94105-1420',
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({
        message: 'Address saved',
        data: {
          id: created.id,
          country: 'US',
          province: 'CA', // the state by its postal abbreviation (issue #37)
          city: 'San Francisco',
          phone: '+14155550132',
          phone_masked: '+1 415***0132',
          postal_code: '94105-1420',
          is_default: true,
        },
      });
      expect(await c.list()).toHaveLength(1);

      const removed = await c.call('DELETE', `/useraddress/${created.id}`);
      expect(removed.json()).toMatchObject({ code: 200, message: 'Address deleted', data: null });
      expect(await c.list()).toEqual([]);
      expect((await c.call('DELETE', `/useraddress/${created.id}`)).statusCode).toBe(404);
    });

    it('keeps typed-in names where the tree has no entries', async () => {
      const c = await customer();
      const hk = await c.create({
        country: 'HK',
        area: ['HK'],
        province: 'Kowloon',
        city: 'Mong Kok',
        phone: '+852 5123 4567',
        postal_code: '',
      });
      expect(hk).toMatchObject({
        country_name: 'Hong Kong',
        province: 'Kowloon',
        city: 'Mong Kok',
        phone: '+85251234567',
      });
      // Apps may type a province by hand too (no area path).
      const typed = await c.create({ area: [], province: '广东省', city: '深圳市' });
      expect(typed).toMatchObject({ province: '广东省', city: '深圳市', area: [] });
    });

    it('applies the default rules: first is default, one at a time, deleting promotes the newest', async () => {
      const c = await customer();
      const first = await c.create();
      const second = await c.create({ contact: 'Second' });
      const third = await c.create({ contact: 'Third' });
      expect([first.is_default, second.is_default, third.is_default]).toEqual([true, false, false]);
      expect((await c.list()).map((a) => a.id)).toEqual([first.id, third.id, second.id]);

      const fourth = await c.create({ contact: 'Fourth', is_default: true });
      expect(fourth.is_default).toBe(true);
      expect((await c.list()).filter((a) => a.is_default).map((a) => a.id)).toEqual([fourth.id]);

      const switched = await c.call('PUT', '/useraddress', {
        ...valid,
        contact: 'Second',
        id: second.id,
        is_default: true,
      });
      expect(switched.json().data.is_default).toBe(true);
      expect((await c.call('GET', '/useraddress')).json().data.id).toBe(second.id);
      expect((await c.list()).map((a) => [a.id, a.is_default])).toEqual([
        [second.id, true],
        [fourth.id, false],
        [third.id, false],
        [first.id, false],
      ]);

      // Unticking "default" on the default address keeps it: a customer always has one.
      const kept = await c.call('PUT', '/useraddress', { ...valid, id: second.id, is_default: false });
      expect(kept.json().data.is_default).toBe(true);

      await c.call('DELETE', `/useraddress/${second.id}`);
      expect((await c.call('GET', '/useraddress')).json().data.id).toBe(fourth.id);
      await c.call('DELETE', `/useraddress/${third.id}`);
      expect((await c.call('GET', '/useraddress')).json().data.id).toBe(fourth.id);
    });

    it('keeps a single default when addresses are added at the same time', async () => {
      const c = await customer();
      await Promise.all(
        Array.from({ length: 6 }, (_, i) => c.create({ contact: `Racer ${i}`, is_default: i % 2 === 0 })),
      );
      const all = await c.list();
      expect(all).toHaveLength(6);
      expect(all.filter((a) => a.is_default)).toHaveLength(1);
    });

    it("answers 404 for another customer's address, exactly as for an unknown one", async () => {
      const owner = await customer();
      const other = await customer();
      const mine = await owner.create();
      const unknown = 2_000_000_000;
      for (const id of [mine.id, unknown]) {
        const get = await other.call('GET', `/useraddress?id=${id}`);
        const put = await other.call('PUT', '/useraddress', { ...valid, id, contact: 'Thief' });
        const del = await other.call('DELETE', `/useraddress/${id}`);
        for (const res of [get, put, del]) {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ code: 404, message: 'Not found', data: null });
        }
      }
      expect((await owner.list())[0]).toMatchObject({ id: mine.id, contact: '李雷', is_default: true });
      expect(await other.list()).toEqual([]);
    });

    it('names every problem with the spec messages, in both languages', async () => {
      const c = await customer();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ country: '' }, 'Please select a country/region', '请选择国家/地区'],
        [{ country: undefined }, 'Please select a country/region', '请选择国家/地区'],
        [{ area: [], province: '' }, 'Please enter the province', '请输入省份'],
        [
          { area: ['US', 'US-CA'], country: 'US', phone: '+12015550123', postal_code: '', city: ' ' },
          'Please enter the city',
          '请输入城市',
        ],
        [{ address: '   ' }, 'Please enter the detailed address', '请输入详细地址'],
        [
          { area: ['CN', 'CN-GD'] },
          'Please fill in the complete shipping address information',
          '请填写完整的收货地址信息',
        ],
        [{ area: ['CN'] }, 'Please fill in the complete shipping address information', '请填写完整的收货地址信息'],
        [{ contact: '' }, 'Please enter the contact person name', '请输入联系人姓名'],
        [{ phone: '' }, 'Please enter a valid contact number', '请输入有效的联系电话'],
        [{ phone: '12345678901' }, 'Please enter a valid contact number', '请输入有效的联系电话'],
        [
          { country: 'BR', area: [], province: 'SP', phone: '+5511987654321' },
          'We do not ship to this country/region yet',
          '暂不支持配送到该国家/地区',
        ],
        [
          { area: ['CN', 'CN-GD', 'CN-HB-420100'] },
          'The selected region does not exist, please select it again',
          '所选地区不存在，请重新选择',
        ],
        [
          { area: ['US', 'US-CA'] },
          'The selected region does not exist, please select it again',
          '所选地区不存在，请重新选择',
        ],
        [{ postal_code: '5100' }, 'Please enter a valid postal code, e.g. 266033', '请输入有效的邮政编码，例如 266033'],
        [
          { contact: 'x'.repeat(65) },
          'The contact person name can have at most 64 characters',
          '联系人姓名最多 64 个字符',
        ],
        [
          { address: 'x'.repeat(201) },
          'The detailed address can have at most 200 characters',
          '详细地址最多 200 个字符',
        ],
        [{ area: [], province: 'x'.repeat(65) }, 'The province can have at most 64 characters', '省份最多 64 个字符'],
        [{ area: [], city: 'x'.repeat(65) }, 'The city can have at most 64 characters', '城市最多 64 个字符'],
      ];
      for (const [patch, en, zh] of cases) {
        const body = { ...valid, ...patch };
        const resEn = await c.call('POST', '/useraddress', body, 'en');
        expect(resEn.statusCode, JSON.stringify(patch)).toBe(400);
        expect(resEn.json().message, JSON.stringify(patch)).toBe(en);
        expect((await c.call('POST', '/useraddress', body, 'zh-cn')).json().message).toBe(zh);
      }
      expect(await c.list()).toEqual([]);
    });

    it('checks contact numbers per country and stores them in E.164', async () => {
      const c = await customer();
      const us = { country: 'US', area: ['US', 'US-NY'], city: 'New York', postal_code: '10001' };
      const accepted: [Record<string, unknown>, string][] = [
        [{ ...us, phone: '(212) 555-0199' }, '+12125550199'],
        [{ ...us, phone: '+1 212 555 0199' }, '+12125550199'],
        [{ phone: '138 0013 8000' }, '+8613800138000'],
        [{ phone: '+86 139-1234-5678' }, '+8613912345678'],
        [{ phone: '010-6552 9988' }, '+861065529988'],
        // An overseas number is welcome for a Chinese address when given in E.164.
        [{ phone: '+44 20 7946 0958' }, '+442079460958'],
      ];
      for (const [patch, e164] of accepted) {
        const created = await c.create(patch);
        expect(created.phone, JSON.stringify(patch)).toBe(e164);
      }
      const refused: Record<string, unknown>[] = [
        { ...us, phone: '555-0199' },
        { ...us, phone: '(111) 555-0199' },
        { ...us, phone: '13800138000' },
        { phone: '12012345678' },
        { phone: '1380013800' },
        { phone: '+1 202 555 0' },
        { phone: 'call me' },
        { phone: `+86${'1'.repeat(40)}` },
      ];
      for (const patch of refused) {
        const res = await c.call('POST', '/useraddress', { ...valid, ...patch });
        expect(res.json().message, JSON.stringify(patch)).toBe('Please enter a valid contact number');
      }
    });

    it("follows the destination's address metadata: required fields, postal code patterns, names", async () => {
      const c = await customer();
      const us = {
        country: 'US',
        area: ['US', 'US-NY'],
        province: '',
        city: 'New York',
        address: '350 Fifth Avenue',
        contact: 'Ann Lee',
        phone: '(212) 736-3100',
        postal_code: '10118',
      };
      const refused: [Record<string, unknown>, string, string][] = [
        [{ ...us, postal_code: '' }, 'Please enter the ZIP code', '请输入邮政编码（ZIP code）'],
        [
          { ...us, postal_code: '1011' },
          'Please enter a valid ZIP code, e.g. 95014',
          '请输入有效的邮政编码（ZIP code），例如 95014',
        ],
        [{ ...us, city: '' }, 'Please enter the city', '请输入城市'],
        [
          { country: 'GB', area: ['GB'], city: 'London', phone: '+44 20 7946 0958', postal_code: '' },
          'Please enter the postal code',
          '请输入邮政编码',
        ],
        [
          { country: 'GB', area: ['GB'], city: 'London', phone: '+44 20 7946 0958', postal_code: '12345' },
          'Please enter a valid postal code, e.g. EC1Y 8SY',
          '请输入有效的邮政编码，例如 EC1Y 8SY',
        ],
        [
          { country: 'JP', area: ['JP', 'JP-13'], city: '', phone: '+81 90-1234-5678', postal_code: '' },
          'Please enter the postal code',
          '请输入邮政编码',
        ],
      ];
      for (const [patch, en, zh] of refused) {
        const body = { ...valid, ...patch };
        const resEn = await c.call('POST', '/useraddress', body, 'en');
        expect(resEn.statusCode, JSON.stringify(patch)).toBe(400);
        expect(resEn.json().message, JSON.stringify(patch)).toBe(en);
        expect((await c.call('POST', '/useraddress', body, 'zh-cn')).json().message).toBe(zh);
      }
      expect(await c.list()).toEqual([]);

      // A ZIP+4, stored as given; the state from the tree, by its postal abbreviation.
      expect(await c.create({ ...us, postal_code: '10118-0110' })).toMatchObject({
        province: 'NY',
        postal_code: '10118-0110',
      });
      // Great Britain and Germany write no state or Land: the tree has none, the postcode is normalised.
      expect(await items('?level=1&pid=GB')).toEqual([]);
      expect(await items('?level=1&pid=DE')).toEqual([]);
      const gb = await c.create({
        country: 'GB',
        area: ['GB'],
        province: '',
        city: 'London',
        address: '10 Downing Street',
        phone: '020 7946 0958',
        phone_country: 'GB',
        postal_code: ' sw1a  2aa ',
      });
      expect(gb).toMatchObject({ postal_code: 'SW1A 2AA', phone: '+442079460958', phone_masked: '+44 207***0958' });
      const de = await c.create({
        country: 'DE',
        area: ['DE'],
        province: '',
        city: 'Berlin',
        address: 'Unter den Linden 1',
        phone: '030 901820',
        phone_country: 'DE',
        postal_code: '10117',
      });
      expect(de).toMatchObject({ city: 'Berlin', postal_code: '10117', phone: '+4930901820' });
      // Japan writes no city in Latin script (the ward goes with the street); the prefecture is required.
      const jp = await c.create({
        country: 'JP',
        area: ['JP', 'JP-13'],
        province: '',
        city: '',
        address: '1-1 Chiyoda, Chiyoda-ku',
        phone: '090-1234-5678',
        phone_country: 'JP',
        postal_code: '100-0001',
      });
      expect(jp).toMatchObject({ province: 'Tokyo', city: '', postal_code: '100-0001', phone: '+819012345678' });
      const noPrefecture = await c.call('POST', '/useraddress', {
        ...valid,
        country: 'JP',
        area: [],
        province: '',
        city: '',
        phone: '+819012345678',
        postal_code: '100-0001',
      });
      expect(noPrefecture.json().message).toBe('Please enter the province');
    });

    it('stores numbers and postcodes as the destination writes them (issue #37)', async () => {
      const c = await customer();
      // The tester's journey: an English shopper's UK address.
      const uk = await c.create({
        country: 'GB',
        area: ['GB'],
        province: '',
        city: 'London',
        address: '10 Downing Street',
        contact: 'Ann Lee',
        phone: '07400 123456',
        phone_country: 'GB',
        postal_code: 'sw1a 2aa',
      });
      expect(uk).toMatchObject({ phone: '+447400123456', postal_code: 'SW1A 2AA', country_name: 'United Kingdom' });
      const zhList = (await c.call('GET', '/useraddress/list', undefined, 'zh-cn')).json().data as Address[];
      expect(zhList.find((a) => a.id === uk.id)?.country_name).toBe('英国');
      // Brackets and +CC alike, and a postcode typed without its space.
      const again = await c.create({
        ...uk,
        phone: '+44 (0)7400 123-456',
        phone_country: 'US',
        postal_code: 'SW1A2AA',
      });
      expect(again).toMatchObject({ phone: '+447400123456', postal_code: 'SW1A 2AA' });
      const jp = await c.create({
        country: 'JP',
        area: ['JP', 'JP-13'],
        city: '',
        address: '1-1 Chiyoda, Chiyoda-ku',
        phone: '090 1234 5678',
        phone_country: 'JP',
        postal_code: '1000001',
      });
      expect(jp).toMatchObject({ postal_code: '100-0001', country_name: 'Japan' });
      // Canada, Australia and the US: the area by its postal abbreviation, in either language.
      const ca = await c.create({
        country: 'CA',
        area: ['CA', 'CA-ON'],
        city: 'Ottawa',
        phone: '613 555 0123',
        phone_country: 'CA',
        postal_code: 'k1a0b1',
      });
      expect(ca).toMatchObject({ province: 'ON', postal_code: 'K1A 0B1', country_name: 'Canada' });
      const au = await c.create({
        country: 'AU',
        area: ['AU', 'AU-NSW'],
        city: 'Sydney',
        phone: '0412 345 678',
        phone_country: 'AU',
        postal_code: '2000',
      });
      expect(au).toMatchObject({ province: 'NSW', phone: '+61412345678' });
      const us = await c.create({
        country: 'US',
        area: ['US', 'US-CA'],
        city: 'Mountain View',
        phone: '(650) 253-0000',
        phone_country: 'US',
        postal_code: '94043 1351',
      });
      expect(us).toMatchObject({ province: 'CA', postal_code: '94043-1351', country_name: 'United States' });
      const usZh = (await c.call('GET', `/useraddress?id=${us.id}`, undefined, 'zh-cn')).json().data as Address;
      expect(usZh).toMatchObject({ province: 'CA', country_name: '美国' });
      // Typed by hand (the form without JavaScript): a state's name becomes its abbreviation.
      const typed = await c.create({ ...us, area: [], province: 'california', postal_code: '94043' });
      expect(typed.province).toBe('CA');
      expect((await c.create({ ...us, area: [], province: 'Ontario?', postal_code: '94043' })).province).toBe(
        'Ontario?',
      );
      expect((await findAddress(t.app.deps.db, c.userId, us.id))?.province).toBe('CA');
    });

    it('checks a number against the calling code picked beside it', async () => {
      const c = await customer();
      const ca = { country: 'CA', area: ['CA', 'CA-ON'], city: 'Ottawa', postal_code: 'K1A 0B1' };
      // +1 is shared: an Ottawa number is Canadian, so it is no US number.
      const asUs = await c.call('POST', '/useraddress', {
        ...valid,
        ...ca,
        phone: '(613) 555-0123',
        phone_country: 'US',
      });
      expect(asUs.json().message).toBe('Please enter a valid contact number');
      const zh = await c.call(
        'POST',
        '/useraddress',
        { ...valid, ...ca, phone: '(613) 555-0123', phone_country: 'US' },
        'zh-cn',
      );
      expect(zh.json().message).toBe('请输入有效的联系电话');
      expect((await c.create({ ...ca, phone: '(613) 555-0123', phone_country: 'CA' })).phone).toBe('+16135550123');
      // A German number for a Chinese address, national form with the German code.
      expect((await c.create({ phone: '0151 23456789', phone_country: 'DE' })).phone).toBe('+4915123456789');
      // The spec's mainland rule still holds without a picked code, and the mask too.
      const cn = await c.create({ phone: '13800138000' });
      expect(cn).toMatchObject({ phone: '+8613800138000', phone_masked: '138****8000' });
      expect((await c.create({ phone: '13800138000', phone_country: 'CN' })).phone).toBe('+8613800138000');
      const bad = await c.call('POST', '/useraddress', { ...valid, phone: '13800138000', phone_country: 'zz9' });
      expect(bad.statusCode).toBe(400);
    });

    it('keeps at most 20 addresses per customer', async () => {
      const c = await customer();
      for (let i = 0; i < 20; i++) await c.create({ contact: `Person ${i}` });
      const res = await c.call('POST', '/useraddress', valid);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('You can keep at most 20 addresses; please delete one you no longer use');
      expect((await c.call('POST', '/useraddress', valid, 'zh-cn')).json().message).toBe(
        '最多只能保存 20 个收货地址，请先删除不用的地址',
      );
      expect(await c.list()).toHaveLength(20);
      // Deleting one makes room again.
      const [, second] = await c.list();
      await c.call('DELETE', `/useraddress/${second.id}`);
      await c.create({ contact: 'Room again' });
    });
  });
});
