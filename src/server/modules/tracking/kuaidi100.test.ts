import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKuaidi100 } from '../../../../test/helpers/fake-kuaidi100.ts';
import {
  chinaTimeToIso,
  Kuaidi100Error,
  kuaidi100Param,
  kuaidi100Sign,
  mapKuaidi100Answer,
  queryKuaidi100,
} from './kuaidi100.ts';

describe('Kuaidi100 sign and param', () => {
  it('signs with the uppercase hex MD5 of param + key + customer (UTF-8)', () => {
    expect(kuaidi100Sign('{"com":"yuantong","num":"YT0123456789"}', 'abc', 'CUST')).toBe(
      '4E1F55E528D9F284A49609E26C525ADE',
    );
    expect(kuaidi100Sign('{"com":"shunfeng","num":"SF1234567890","phone":"8000"}', '密钥', 'CUST')).toBe(
      '22DE2DF26E560A9ADC9DB47AEF49CCF1',
    );
  });

  it('sends the phone tail only for carriers that need it', () => {
    const sf = JSON.parse(kuaidi100Param({ carrier: 'shunfeng', trackingNo: 'SF1', phoneTail: '8000' }));
    expect(sf).toEqual({ com: 'shunfeng', num: 'SF1', phone: '8000', resultv2: '1', show: '0', order: 'desc' });
    const yto = JSON.parse(kuaidi100Param({ carrier: 'yuantong', trackingNo: 'YT1', phoneTail: '8000' }));
    expect(yto).not.toHaveProperty('phone');
  });
});

describe('Kuaidi100 answers', () => {
  it('reads China time as UTC+8', () => {
    expect(chinaTimeToIso('2024-05-01 08:30:00')).toBe('2024-05-01T00:30:00.000Z');
    expect(chinaTimeToIso('2024-05-01 02:00')).toBe('2024-04-30T18:00:00.000Z');
    expect(chinaTimeToIso('yesterday')).toBeNull();
    expect(chinaTimeToIso(undefined)).toBeNull();
  });

  it('maps traces to events newest first with location and status', () => {
    const mapped = mapKuaidi100Answer({
      message: 'ok',
      status: '200',
      state: '5',
      ischeck: '0',
      data: [
        { time: '2024-05-01 09:00:00', context: ' 快件已揽收 ', areaName: '上海', status: '揽收' },
        { time: '2024-05-02 18:20:00', context: '派件中', location: '北京市朝阳区', areaName: '北京', status: '5' },
        { time: 'garbage', ftime: '2024-05-01 20:00:00', context: '运输中', status: '在途' },
        { time: 'garbage', context: 'no time at all' },
      ],
    });
    expect(mapped).toEqual({
      state: 'out_for_delivery',
      delivered: false,
      events: [
        {
          time: '2024-05-02T10:20:00.000Z',
          description: '派件中',
          location: '北京市朝阳区',
          status: 'out_for_delivery',
        },
        { time: '2024-05-01T12:00:00.000Z', description: '运输中', location: '', status: 'in_transit' },
        { time: '2024-05-01T01:00:00.000Z', description: '快件已揽收', location: '上海', status: 'picked_up' },
      ],
    });
  });

  it('counts a parcel as delivered when signed for (ischeck 1 or state 3)', () => {
    expect(mapKuaidi100Answer({ state: '0', ischeck: '1', data: [] }).delivered).toBe(true);
    expect(mapKuaidi100Answer({ state: '3', ischeck: '0', data: [] })).toMatchObject({
      delivered: true,
      state: 'delivered',
    });
    // An unknown state falls back to the newest trace that has a status.
    expect(
      mapKuaidi100Answer({ state: '99', data: [{ time: '2024-05-01 09:00:00', context: 'x', status: '疑难' }] }).state,
    ).toBe('exception');
  });
});

describe('Kuaidi100 query against the local fake', () => {
  let fake: Awaited<ReturnType<typeof startFakeKuaidi100>>;
  const creds = () => ({ apiUrl: fake.url, customer: fake.customer, key: fake.key });

  beforeAll(async () => {
    fake = await startFakeKuaidi100();
    fake.addParcel('yuantong', 'YT100', [{ time: '2024-05-01 09:00:00', context: '已签收', status: '签收' }], {
      state: '3',
      ischeck: '1',
    });
    fake.addParcel('shunfeng', 'SF100', [{ time: '2024-05-01 09:00:00', context: '已揽收' }], {
      phone: '+86 138 0013 8000',
    });
  });
  afterAll(() => fake?.close());

  it('posts a signed form and maps the answer', async () => {
    const result = await queryKuaidi100(creds(), { carrier: 'yuantong', trackingNo: 'YT100', phoneTail: '' });
    expect(result).toMatchObject({ state: 'delivered', delivered: true, events: [{ description: '已签收' }] });
    const call = fake.calls.at(-1)!;
    expect(call.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call.answered).toBe('200');
  });

  it('passes the phone tail for SF and fails clearly without it', async () => {
    const sf = await queryKuaidi100(creds(), { carrier: 'shunfeng', trackingNo: 'SF100', phoneTail: '8000' });
    expect(sf.events).toHaveLength(1);
    await expect(
      queryKuaidi100(creds(), { carrier: 'shunfeng', trackingNo: 'SF100', phoneTail: '' }),
    ).rejects.toMatchObject({ returnCode: '408' });
  });

  it('answers "no result yet" with no events, and errors as Kuaidi100Error', async () => {
    expect(await queryKuaidi100(creds(), { carrier: 'yunda', trackingNo: 'NOPE1', phoneTail: '' })).toEqual({
      state: null,
      delivered: false,
      events: [],
    });
    const wrongKey = queryKuaidi100(
      { ...creds(), key: 'wrong' },
      { carrier: 'yunda', trackingNo: 'X1', phoneTail: '' },
    );
    await expect(wrongKey).rejects.toBeInstanceOf(Kuaidi100Error);
    await expect(wrongKey).rejects.toMatchObject({ returnCode: '503' });
    fake.failNext('502');
    await expect(
      queryKuaidi100(creds(), { carrier: 'yuantong', trackingNo: 'YT100', phoneTail: '' }),
    ).rejects.toMatchObject({ returnCode: '502' });
  });

  it('gives up after the timeout', async () => {
    fake.stallNext(1_000);
    await expect(
      queryKuaidi100({ ...creds(), timeoutMs: 100 }, { carrier: 'yuantong', trackingNo: 'YT100', phoneTail: '' }),
    ).rejects.toMatchObject({ returnCode: 'timeout' });
  });

  it('treats an unreachable server as a Kuaidi100Error', async () => {
    await expect(
      queryKuaidi100(
        { ...creds(), apiUrl: 'http://127.0.0.1:1' },
        { carrier: 'yuantong', trackingNo: 'YT100', phoneTail: '' },
      ),
    ).rejects.toMatchObject({ returnCode: 'network' });
  });
});
