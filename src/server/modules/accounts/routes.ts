// Captcha, registration, password sign-in, sign-out and the current user (SPEC 7).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLATFORM } from '../../../domain/accounts/accounts.ts';
import { CAPTCHA_AUDIO_PLAYS } from '../../../domain/accounts/captcha-audio.ts';
import { normalizeMobile } from '../../../domain/accounts/mobile.ts';
import {
  captchaCheckBody,
  currencyBody,
  localeBody,
  loginBody,
  loginByCodeBody,
  platformLoginBody,
  registerBody,
  sendCodeBody,
} from '../../../domain/accounts/schemas.ts';
import { answer } from '../../../domain/api/answers.ts';
import { ApiCode } from '../../../domain/api/codes.ts';
import { parseVisitorCart, VISITOR_CART_COOKIE } from '../../../domain/cart/visitor-cart.ts';
import { parseViewed, RECENTLY_VIEWED_COOKIE } from '../../../domain/catalog/recently-viewed.ts';
import { DEFAULT_LOCALE, LOCALES, parseLocale, pickText } from '../../../domain/i18n/locale.ts';
import { consentBody } from '../../../domain/marketing/schemas.ts';
import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE } from '../../../domain/money/currency.ts';
import { CAPTCHA_COOKIE, CLIENT, CODE_RESEND_SECONDS } from '../../../domain/site/constants.ts';
import { AppError } from '../../errors.ts';
import { signedInOnly } from '../../plugins/contract.ts';
import { clearSessionCookies, setSessionCookies } from '../../plugins/session.ts';
import { createCartService } from '../cart/service.ts';
import { perIp } from '../limits/request-limits.ts';
import { signInKeys } from '../limits/sign-in-throttle.ts';
import { setMarketingConsent } from '../marketing/consent.ts';
import { createRecentlyViewedService } from '../recently-viewed/service.ts';
import type { GoogleProfile } from './google.ts';
import type { SessionUser } from './sessions.ts';

/** GET /captcha/audio: which captcha, in which language. */
const captchaAudioQuery = z.object({
  id: z.string().trim().min(1).max(64).describe('The id GET /captcha answered'),
  lang: z.enum(LOCALES).optional().describe("The language to speak the digits in; else the request's"),
});

/** The audio answers a file, not the envelope. */
const captchaAudioAnswer = {
  200: {
    description: 'The spoken digits: WAV, mono 16-bit PCM, 8000 Hz (Cache-Control: no-store)',
    content: { 'audio/wav': { schema: z.string().describe('binary') } },
  },
};

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const {
    captcha,
    accounts,
    sessions,
    config,
    emailCodes,
    signInThrottle,
    settings,
    google,
    requestLimits,
    currencies,
  } = app.deps;
  const secure = config.publicUrl.startsWith('https:');
  const carts = createCartService(app.deps.db, async () => (await settings.get()).currency);
  const viewed = createRecentlyViewedService(app.deps.db, app.deps.catalog);

  /**
   * The visitor's cart (the `cart` cookie) goes into the customer's at every sign-in,
   * however it happens (the dialog, the checkout's step, a page without JavaScript), and
   * the cookie goes in the same answer, so it is never added twice. A cart that cannot be
   * added (the database busy) stays in the cookie: the signed-in page adds it later.
   */
  async function keepVisitorCart(req: FastifyRequest, reply: FastifyReply, userId: number) {
    const cookie = req.cookies[VISITOR_CART_COOKIE];
    if (cookie === undefined) return;
    const lines = parseVisitorCart(cookie);
    try {
      if (lines.length) await carts.merge(userId, lines, req.lang);
      reply.clearCookie(VISITOR_CART_COOKIE, { path: '/', sameSite: 'lax', secure });
    } catch (err) {
      req.log.warn({ err }, 'visitor cart not added at sign-in; the page adds it later');
    }
  }

  /**
   * The visitor's recently viewed goods (the `viewed` cookie) go before the account's at
   * every sign-in, the same way; a list that cannot be added stays in the cookie, which
   * the signed-in product page adds later (PUT /user/recently-viewed).
   */
  async function keepRecentlyViewed(req: FastifyRequest, reply: FastifyReply, userId: number) {
    const cookie = req.cookies[RECENTLY_VIEWED_COOKIE];
    if (cookie === undefined) return;
    try {
      await viewed.add(userId, parseViewed(cookie));
      reply.clearCookie(RECENTLY_VIEWED_COOKIE, { path: '/', sameSite: 'lax', secure });
    } catch (err) {
      req.log.warn({ err }, 'recently viewed goods not added at sign-in; the page adds them later');
    }
  }

  /** The user fields the storefront keeps (uid > 0 = signed in), plus tokens for apps. */
  async function profile(userId: number) {
    const [u] = await app.deps.db.query.users.findMany({ where: (t, { eq }) => eq(t.id, userId), limit: 1 });
    return {
      uid: u.id,
      username: u.username,
      email: u.email,
      mobile: u.mobile,
      avatar: u.avatar,
      sex: u.sex,
      locale: parseLocale(u.locale) ?? DEFAULT_LOCALE,
      currency: u.currency,
      marketing_consent: u.marketingConsent,
    };
  }

  /** Remembers the shopper's currency in this browser (the storefront's switch sets the same cookie). */
  function setCurrencyCookie(reply: FastifyReply, code: string) {
    reply.setCookie(CURRENCY_COOKIE, code, { path: '/', maxAge: CURRENCY_COOKIE_MAX_AGE, sameSite: 'lax', secure });
  }

  /**
   * At sign-in (issue #40): a currency chosen in this browser is the customer's latest
   * choice and goes to the account; without one, the account's choice (made in another
   * browser) comes to this browser's cookie. A currency the shop stopped offering is
   * left where it is.
   */
  async function keepCurrency(req: FastifyRequest, reply: FastifyReply, userId: number) {
    try {
      const chosen = req.cookies[CURRENCY_COOKIE]?.trim().toUpperCase();
      if (chosen && (await currencies.isOffered(chosen))) {
        await accounts.setCurrency(userId, chosen);
        return;
      }
      const [u] = await app.deps.db.query.users.findMany({ where: (t, { eq }) => eq(t.id, userId), limit: 1 });
      if (u?.currency && (await currencies.isOffered(u.currency))) setCurrencyCookie(reply, u.currency);
    } catch (err) {
      req.log.warn({ err }, 'currency not kept at sign-in; the switch still works');
    }
  }

  async function signIn(
    req: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    message: 'login_success' | 'register_success',
  ) {
    // A new session at every sign-in: whatever session this browser brought ends here,
    // so a token planted or seen before the sign-in is worth nothing after it.
    const previous = await req.currentUser();
    if (previous) await sessions.revoke(previous.sessionId);
    const issued = await sessions.issue(userId, {
      client: req.client,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
    });
    setSessionCookies(reply, issued, secure);
    await keepVisitorCart(req, reply, userId);
    await keepCurrency(req, reply, userId);
    await keepRecentlyViewed(req, reply, userId);
    // Browsers keep the tokens in HttpOnly cookies only; apps get them in the body.
    const isApp = req.client === CLIENT.ios || req.client === CLIENT.android;
    const tokens = isApp
      ? { access_token: issued.token, access_sign: issued.sign, expires_at: issued.expiresAt.toISOString() }
      : { expires_at: issued.expiresAt.toISOString() };
    return reply.ok({ ...(await profile(userId)), ...tokens }, message);
  }

  async function requireCaptcha(key?: string, dots?: string) {
    if (!(await captcha.consume(key, dots))) {
      throw new AppError(ApiCode.badRequest, key && dots ? 'captcha_wrong' : 'captcha_required');
    }
  }

  /** Pictures, audio and checks per IP and minute, counted for the whole shop. */
  const captchaLimit = perIp(requestLimits.captcha);

  app.get(
    '/captcha',
    {
      preValidation: captchaLimit,
      schema: {
        tags: ['accounts'],
        response: answer('GET /captcha'),
        summary: 'A new digit captcha: data (base64 PNG) and id',
      },
    },
    async (_req, reply) => {
      const { id, image } = await captcha.create();
      reply.setCookie(CAPTCHA_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: 600 });
      return reply.header('cache-control', 'no-store').ok({ data: image, id });
    },
  );

  app.get(
    '/captcha/audio',
    {
      preValidation: captchaLimit,
      schema: {
        tags: ['accounts'],
        response: captchaAudioAnswer,
        summary: 'The digits of a captcha spoken, as a WAV file (its audio alternative)',
        description: `The same digits as the picture of GET /captcha, spoken in \`lang\` (else the request's language) over babble and noise, mixed anew at every fetch (mono 16-bit PCM, 8000 Hz, not cached). At most ${CAPTCHA_AUDIO_PLAYS} fetches per captcha, then 429 (get a new captcha); an unknown, used or expired id: 404. Counts toward the captcha limit per address. Fetching it does not use the captcha up: the answer is checked once, wherever it was read or heard.`,
        querystring: captchaAudioQuery,
      },
    },
    async (req, reply) => {
      const wav = await captcha.audio(req.query.id, req.query.lang ?? req.lang);
      if (wav === 'unknown') throw new AppError(ApiCode.notFound, 'captcha_audio_unknown');
      if (wav === 'played-out') {
        throw new AppError(ApiCode.tooManyRequests, 'captcha_audio_played_out', { plays: CAPTCHA_AUDIO_PLAYS });
      }
      // The typed reply expects the documented string; the bytes go out as they are.
      return (reply as FastifyReply).header('cache-control', 'no-store').type('audio/wav').send(wav);
    },
  );

  app.post(
    '/captcha',
    {
      preValidation: captchaLimit,
      schema: {
        tags: ['accounts'],
        response: answer('POST /captcha'),
        summary: 'Check a captcha answer without using it up',
        description:
          "SPEC 7's payload is `captcha_type` and `verify_value`. `key` (the id from GET /captcha) may be left out: the last captcha GET /captcha gave this browser is checked (its `captcha_key` cookie). Without either: 400.",
        body: captchaCheckBody,
      },
    },
    async (req, reply) => {
      const key = req.body.key ?? req.cookies[CAPTCHA_COOKIE];
      if (!key) throw new AppError(ApiCode.badRequest, 'captcha_key_missing');
      return reply.ok({ valid: await captcha.check(key, req.body.verify_value) });
    },
  );

  app.post(
    '/user/registe',
    {
      schema: {
        tags: ['accounts'],
        response: answer('POST /user/registe'),
        summary: 'Register with email and password',
        body: registerBody,
      },
    },
    async (req, reply) => {
      const { dots, key, mobile_country, marketing_consent, ...input } = req.body;
      await requireCaptcha(key, dots);
      // The schema checked it: a mainland mobile as 11 digits, any other in E.164.
      const mobile = normalizeMobile(input.mobile, mobile_country) ?? input.mobile;
      const userId = await accounts.register({ ...input, mobile }, req.lang);
      if (marketing_consent) await setMarketingConsent(app.deps.db, userId, true, 'registration');
      return signIn(req, reply, userId, 'register_success');
    },
  );

  app.post(
    '/user/login',
    {
      schema: {
        tags: ['accounts'],
        response: answer('POST /user/login'),
        summary: 'Sign in with email, password and captcha',
        body: loginBody,
      },
    },
    async (req, reply) => {
      const keys = signInKeys('login', req.body.email, req.ip);
      await requireCaptcha(req.body.key, req.body.dots);
      await signInThrottle.attempt(keys);
      const userId = await accounts.verifyPassword(req.body.email, req.body.password);
      await signInThrottle.succeeded(keys);
      return signIn(req, reply, userId, 'login_success');
    },
  );

  app.post(
    '/user/sendCode',
    {
      schema: {
        tags: ['accounts'],
        response: answer('POST /user/sendCode'),
        summary: 'Mail a 6-digit sign-in code (captcha first)',
        body: sendCodeBody,
      },
    },
    async (req, reply) => {
      await requireCaptcha(req.body.key, req.body.dots);
      const shop = pickText((await settings.get()).seo_title, req.lang);
      await emailCodes.send(req.body.email, req.ip, shop, req.lang);
      return reply.ok({ wait: CODE_RESEND_SECONDS }, 'code_sent');
    },
  );

  app.post(
    '/user/loginByCode',
    {
      schema: {
        tags: ['accounts'],
        response: answer('POST /user/loginByCode'),
        summary: 'Sign in (or sign up) with an emailed code',
        body: loginByCodeBody,
      },
    },
    async (req, reply) => {
      const keys = signInKeys('code', req.body.email, req.ip);
      await signInThrottle.attempt(keys);
      if (!(await emailCodes.verify(req.body.email, req.body.code))) {
        throw new AppError(ApiCode.badRequest, 'code_wrong');
      }
      await signInThrottle.succeeded(keys);
      const userId = await accounts.findOrCreateByEmail(req.body.email, req.lang);
      // Ticked at this sign-in (the checkout's, issue #41): given; never withdrawn by signing in.
      if (req.body.marketing_consent) {
        await setMarketingConsent(app.deps.db, userId, true, req.body.consent_source ?? 'account');
      }
      return signIn(req, reply, userId, 'login_success');
    },
  );

  app.post(
    '/user/login/platform',
    {
      schema: {
        tags: ['accounts'],
        response: answer('POST /user/login/platform'),
        summary: 'Google sign-in (platform 3): a credential, the redirect flow code, or nothing for auth_url',
        body: platformLoginBody,
      },
    },
    async (req, reply) => {
      if (req.body.platform !== PLATFORM.google) throw new AppError(ApiCode.badRequest, 'platform_unsupported');
      const s = await settings.get();
      if (!s.google_client_id) throw new AppError(ApiCode.badRequest, 'google_not_configured');
      const redirectUri = `${config.publicUrl}/token_url`;
      let profile: GoogleProfile;
      if (req.body.credential) {
        profile = await google.verifyIdToken(req.body.credential, s.google_client_id);
      } else if (req.body.code && req.body.state) {
        profile = await google.finish(
          req.body.code,
          req.body.state,
          { id: s.google_client_id, secret: s.google_client_secret },
          redirectUri,
        );
      } else {
        return reply.ok({ auth_url: await google.start(s.google_client_id, redirectUri) });
      }
      const userId = await accounts.signInWithIdentity('google', profile, req.lang);
      return signIn(req, reply, userId, 'login_success');
    },
  );

  app.get(
    '/user/info',
    {
      schema: {
        tags: ['accounts'],
        response: answer('GET /user/info'),
        ...signedInOnly,
        summary: 'The signed-in customer',
      },
    },
    async (req, reply) => {
      const user: SessionUser = await req.requireUser();
      return reply.ok(await profile(user.userId));
    },
  );

  app.put(
    '/user/locale',
    {
      schema: {
        tags: ['accounts'],
        response: answer('PUT /user/locale'),
        ...signedInOnly,
        summary: "The customer's language (zh-cn or en): mail about the account and new orders is written in it",
        body: localeBody,
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      await accounts.setLocale(user.userId, req.body.locale);
      return reply.ok(await profile(user.userId));
    },
  );

  app.put(
    '/user/consent',
    {
      schema: {
        tags: ['accounts'],
        response: answer('PUT /user/consent'),
        ...signedInOnly,
        summary:
          'Gives or withdraws consent to marketing mail (issue #41), with its time and where (account, or checkout sign-in)',
        body: consentBody,
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      const at = await setMarketingConsent(app.deps.db, user.userId, req.body.marketing, req.body.source ?? 'account');
      return reply.ok({ marketing_consent: req.body.marketing, marketing_consent_at: at?.toISOString() ?? null });
    },
  );

  app.put(
    '/user/currency',
    {
      schema: {
        tags: ['accounts'],
        response: answer('PUT /user/currency'),
        ...signedInOnly,
        summary:
          "The customer's currency (issue #40), one the shop offers: stored on the account (used at sign-in in a browser that chose none) and set in this browser's `currency` cookie",
        body: currencyBody,
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      const code = req.body.currency;
      if (!/^[A-Z]{3}$/.test(code) || !(await currencies.isOffered(code))) {
        throw new AppError(ApiCode.badRequest, 'currency_not_offered');
      }
      await accounts.setCurrency(user.userId, code);
      setCurrencyCookie(reply, code);
      return reply.ok(await profile(user.userId));
    },
  );

  app.post(
    '/user/logout',
    { schema: { tags: ['accounts'], response: answer('POST /user/logout'), summary: 'Sign out this session' } },
    async (req, reply) => {
      const user = await req.currentUser();
      if (user) await sessions.revoke(user.sessionId);
      clearSessionCookies(reply, secure);
      return reply.ok(null, 'logout_success');
    },
  );

  app.post(
    '/user/logout/all',
    {
      schema: {
        tags: ['accounts'],
        response: answer('POST /user/logout/all'),
        ...signedInOnly,
        summary: 'Sign out everywhere',
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      await sessions.revokeAll(user.userId);
      clearSessionCookies(reply, secure);
      return reply.ok(null, 'logout_success');
    },
  );
};
