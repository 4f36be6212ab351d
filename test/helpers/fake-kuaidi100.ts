// A local stand-in for Kuaidi100's real-time query (POST /poll/query.do), a real HTTP
// server on 127.0.0.1. Contract, as Kuaidi100 documents it (texts are representative):
// - the body is form-encoded: customer, sign, param (JSON with com, num, phone?, ...);
//   anything else answers returnCode 400;
// - sign must be uppercase hex MD5(param + key + customer) with this fake's key and
//   customer, else returnCode 503;
// - a parcel the test did not register answers returnCode 500 (no result yet);
// - a parcel registered with a phone (SF) needs param.phone ending in its last 4
//   digits (Kuaidi100 takes the last 4 or the full number), else returnCode 408;
// - otherwise {message: 'ok', status: '200', state, ischeck, com, nu, data} with the
//   traces in param.order (desc by default).
// Tests register parcels, inject failures and stalls, and count calls (caching).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One trace line as Kuaidi100 sends it ('YYYY-MM-DD HH:mm:ss' China time). */
export interface FakeTrace {
  time: string;
  context: string;
  areaName?: string;
  location?: string;
  status?: string;
}

interface Parcel {
  traces: FakeTrace[];
  phone?: string;
  state: string;
  ischeck: '0' | '1';
}

export interface FakeKuaidi100Call {
  contentType: string;
  customer: string;
  sign: string;
  /** The param JSON as sent (what the sign covers) and parsed. */
  rawParam: string;
  param: Record<string, unknown>;
  /** returnCode of the answer, '200' for a success. */
  answered: string;
}

const fail = (returnCode: string, message: string) => ({ result: false, returnCode, message });

export async function startFakeKuaidi100(opts: { customer?: string; key?: string } = {}) {
  const customer = opts.customer ?? 'FAKECUSTOMER0000000000000000000A';
  const key = opts.key ?? 'fakeKey123';
  const parcels = new Map<string, Parcel>();
  const calls: FakeKuaidi100Call[] = [];
  const failures: { returnCode: string; message: string }[] = [];
  const stalls: number[] = [];

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const stall = stalls.shift();
    if (stall) await new Promise((resolve) => setTimeout(resolve, stall));
    const answer = respond(req, raw);
    res.setHeader('content-type', 'application/json;charset=UTF-8');
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function respond(req: IncomingMessage, raw: string): object {
    const contentType = String(req.headers['content-type'] ?? '');
    const form = new URLSearchParams(raw);
    const call: FakeKuaidi100Call = {
      contentType,
      customer: form.get('customer') ?? '',
      sign: form.get('sign') ?? '',
      rawParam: form.get('param') ?? '',
      param: {},
      answered: '',
    };
    calls.push(call);
    const answer = answerFor(req, call);
    call.answered = 'returnCode' in answer ? String(answer.returnCode) : '200';
    return answer;
  }

  function answerFor(req: IncomingMessage, call: FakeKuaidi100Call) {
    if (req.method !== 'POST' || new URL(req.url ?? '/', url).pathname !== '/poll/query.do') {
      return fail('400', '请求地址或方法错误');
    }
    if (!call.contentType.startsWith('application/x-www-form-urlencoded') || !call.rawParam) {
      return fail('400', '提交的数据不完整，或者贵公司没授权');
    }
    try {
      call.param = JSON.parse(call.rawParam);
    } catch {
      return fail('400', 'param 不是有效的 JSON');
    }
    const expected = createHash('md5').update(`${call.rawParam}${key}${customer}`, 'utf8').digest('hex').toUpperCase();
    if (call.customer !== customer || call.sign !== expected) return fail('503', '验证签名失败');
    const injected = failures.shift();
    if (injected) return fail(injected.returnCode, injected.message);
    const com = String(call.param.com ?? '');
    const num = String(call.param.num ?? '');
    const parcel = parcels.get(`${com} ${num}`);
    if (!parcel) return fail('500', '查询无结果，请隔段时间再查');
    if (parcel.phone && !String(call.param.phone ?? 'none').endsWith(parcel.phone.slice(-4))) {
      return fail('408', '快递公司参数异常：电话号码校验失败');
    }
    const traces = call.param.order === 'asc' ? [...parcel.traces].reverse() : parcel.traces;
    return {
      message: 'ok',
      nu: num,
      ischeck: parcel.ischeck,
      condition: 'F00',
      com,
      status: '200',
      state: parcel.state,
      data: traces.map((t) => ({ ...t, ftime: t.time })),
    };
  }

  return {
    url,
    customer,
    key,
    /** Registers a parcel; traces newest first, as Kuaidi100 keeps them. */
    addParcel(
      com: string,
      num: string,
      traces: FakeTrace[],
      more: { phone?: string; state?: string; ischeck?: '0' | '1' } = {},
    ) {
      parcels.set(`${com} ${num}`, {
        traces,
        phone: more.phone,
        state: more.state ?? '0',
        ischeck: more.ischeck ?? '0',
      });
    },
    /** The next signed call answers this failure (e.g. '502' server busy, '601' key expired). */
    failNext(returnCode: string, message = '服务器繁忙，请稍后再试') {
      failures.push({ returnCode, message });
    },
    /** The next call waits this long before answering (to exercise timeouts). */
    stallNext(ms: number) {
      stalls.push(ms);
    },
    calls,
    /** Calls about one parcel. */
    callsFor: (num: string) => calls.filter((c) => c.param.num === num),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => resolve(raw));
  });
}
