// Google sign-in (PRODUCT: accounts). Either the storefront gets an ID-token
// credential from Google Identity Services, or the redirect flow (state + PKCE) ends
// on /token_url with a one-time authorization code, which is exchanged here. Either
// way the ID token's signature, audience, issuer, expiry and verified email are
// checked before anyone is signed in.
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { ApiCode } from '../../../domain/api/codes.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { consumeOauthState, insertOauthState } from './queries.ts';

const STATE_TTL_MS = 10 * 60 * 1000;

export interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
  picture: string;
}

const failed = () => new AppError(ApiCode.badRequest, 'google_failed');

export function createGoogleSignIn(db: Db, google: Config['google']) {
  const jwks = createRemoteJWKSet(new URL(google.jwksUrl));
  // Google issues tokens with either form of its issuer.
  const issuers =
    google.issuer === 'https://accounts.google.com' ? [google.issuer, 'accounts.google.com'] : [google.issuer];

  async function verifyIdToken(idToken: string, clientId: string): Promise<GoogleProfile> {
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: issuers,
        audience: clientId,
        algorithms: ['RS256'],
      });
      if (payload.email_verified !== true || typeof payload.email !== 'string' || !payload.sub) throw failed();
      return {
        sub: payload.sub,
        email: payload.email,
        name: typeof payload.name === 'string' ? payload.name : '',
        picture: typeof payload.picture === 'string' ? payload.picture : '',
      };
    } catch {
      throw failed();
    }
  }

  return {
    verifyIdToken,

    /** The address to send the shopper to, with a fresh state and PKCE challenge. */
    async start(clientId: string, redirectUri: string): Promise<string> {
      const state = randomBytes(24).toString('base64url');
      const verifier = randomBytes(32).toString('base64url');
      await insertOauthState(db, { state, verifier, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
      const url = new URL(google.authUrl);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },

    /** Exchanges the one-time code of the redirect flow (its state used once). */
    async finish(code: string, state: string, client: { id: string; secret: string }, redirectUri: string) {
      const verifier = await consumeOauthState(db, state);
      if (!verifier) throw failed();
      const res = await fetch(google.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          client_id: client.id,
          client_secret: client.secret,
          redirect_uri: redirectUri,
          code_verifier: verifier,
        }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      const body = (await res?.json().catch(() => undefined)) as { id_token?: string } | undefined;
      if (!res?.ok || !body?.id_token) throw failed();
      return verifyIdToken(body.id_token, client.id);
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
