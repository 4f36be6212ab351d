// The captcha's audio alternative (issue #37 item 2): GET /v1/captcha/audio speaks a live
// captcha's digits as a WAV file, at most CAPTCHA_AUDIO_PLAYS times, and the answer is
// still checked once: heard or read, a captcha signs in once and then is used up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_AUDIO_PLAYS, captchaAudioPath } from '../../src/domain/accounts/captcha-audio.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('captcha audio', () => {
  let t: TestApp;
  let n = 0;
  // Each test from its own address: the captcha limit per address is not what they test.
  const address = () => `10.37.2.${++n}`;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  const audio = (url: string, remoteAddress = address()) =>
    t.app.inject({ url, headers: { lang: 'en' }, remoteAddress });

  function register(key: string, dots: string) {
    n++;
    return t.app.inject({
      method: 'POST',
      url: '/v1/user/registe',
      headers: { lang: 'en' },
      remoteAddress: address(),
      payload: {
        username: `listener${n}`,
        email: `listener${n}@example.com`,
        mobile: '13812345678',
        password: 'correct horse battery',
        key,
        dots,
      },
    });
  }

  it('speaks a fresh captcha as audio/wav, not cached, in either language', async () => {
    for (const lang of ['en', 'zh-cn'] as const) {
      const { id } = await t.app.deps.captcha.create('4821');
      const res = await audio(captchaAudioPath(id, lang));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
      const wav = res.rawPayload;
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
      expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
      // Four digits with gaps: 2.5-6.5 s of 8000 Hz 16-bit mono.
      expect(wav.length).toBeGreaterThan(2.5 * 16_000);
      expect(wav.length).toBeLessThan(6.5 * 16_000);
    }
  });

  it('mixes the same captcha anew at every fetch', async () => {
    const { id } = await t.app.deps.captcha.create('1357');
    const [a, b] = await Promise.all([audio(captchaAudioPath(id, 'en')), audio(captchaAudioPath(id, 'en'))]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
  });

  it('takes the answer once, whether heard or read: then the captcha and its audio are gone', async () => {
    const { id } = await t.app.deps.captcha.create('2468');
    expect((await audio(captchaAudioPath(id, 'zh-cn'))).statusCode).toBe(200);
    const first = await register(id, '2468');
    expect(first.json()).toMatchObject({ code: 200 });
    const again = await register(id, '2468');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The captcha is wrong or has expired, please try again');
    const after = await audio(captchaAudioPath(id, 'en'));
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({
      code: 404,
      message: 'This captcha is unknown, used or expired; get a new one',
      data: null,
    });
  });

  it('is used up by a wrong answer too (one try per captcha, as with the picture)', async () => {
    const { id } = await t.app.deps.captcha.create('1111');
    expect((await register(id, '2222')).statusCode).toBe(400);
    expect((await audio(captchaAudioPath(id, 'en'))).statusCode).toBe(404);
  });

  it('answers 404 for an unknown, an expired and a malformed id', async () => {
    const unknown = await audio(captchaAudioPath('7b0c6a43-7c1e-4a8e-9a51-2b6e8e0f3d11', 'en'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(404);
    const old = await t.app.deps.captcha.create('9753');
    await t.database.pool.query("UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = $1", [old.id]);
    expect((await audio(captchaAudioPath(old.id, 'en'))).statusCode).toBe(404);
    expect((await audio('/v1/captcha/audio?id=nothing-like-it')).statusCode).toBe(404);
    // No id, or a language the shop does not speak: bad input.
    expect((await audio('/v1/captcha/audio')).statusCode).toBe(400);
    const { id } = await t.app.deps.captcha.create('9753');
    expect((await audio(`/v1/captcha/audio?id=${id}&lang=fr`)).statusCode).toBe(400);
  });

  it(`plays one captcha at most ${CAPTCHA_AUDIO_PLAYS} times, then 429; it can still be answered`, async () => {
    const { id } = await t.app.deps.captcha.create('8642');
    for (let i = 0; i < CAPTCHA_AUDIO_PLAYS; i++) {
      expect((await audio(captchaAudioPath(id, 'en'))).statusCode).toBe(200);
    }
    const refused = await audio(captchaAudioPath(id, 'en'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 429,
      message: `This captcha's audio was played ${CAPTCHA_AUDIO_PLAYS} times; get a new one`,
      data: null,
    });
    expect((await register(id, '8642')).json()).toMatchObject({ code: 200 });
  });

  it(`gives a burst of fetches of one captcha ${CAPTCHA_AUDIO_PLAYS} plays, no more`, async () => {
    const { id } = await t.app.deps.captcha.create('3141');
    const burst = await Promise.all(Array.from({ length: 8 }, () => audio(captchaAudioPath(id, 'zh-cn'))));
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(CAPTCHA_AUDIO_PLAYS).fill(200), ...Array(8 - CAPTCHA_AUDIO_PLAYS).fill(429)]);
  });

  it('counts toward the captcha limit of an address (30 a minute)', async () => {
    const from = '10.37.9.9';
    const unknown = captchaAudioPath('00000000-0000-4000-8000-000000000000', 'en');
    for (let i = 0; i < 30; i++) expect((await audio(unknown, from)).statusCode).toBe(404);
    const limited = await audio(unknown, from);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
