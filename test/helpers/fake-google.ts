// A local stand-in for Google's identity endpoints, speaking their documented
// protocol: a JWKS with a generated RSA key, RS256 ID tokens, and an OAuth token
// endpoint for the authorization-code flow with PKCE (S256).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export async function startFakeGoogle(clientId: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  /** Codes the "user" approved: code -> PKCE challenge and the ID token to hand out. */
  const codes = new Map<string, { challenge: string; idToken: string }>();
  let issuer = '';

  /** Who the consent page signs in (browser tests): set by the test. */
  let nextUser: { sub: string; email: string; name?: string } | undefined;

  const server: Server = createServer(async (req, res) => {
    if (req.url?.startsWith('/auth?') && nextUser) {
      // The consent page: approve at once and go back to the shop with code and state.
      const q = new URL(req.url, 'http://x').searchParams;
      const code = randomBytes(12).toString('hex');
      codes.set(code, { challenge: q.get('code_challenge') ?? '', idToken: await idToken(nextUser) });
      const back = new URL(q.get('redirect_uri') ?? '');
      back.search = new URLSearchParams({ code, state: q.get('state') ?? '' }).toString();
      res.statusCode = 302;
      res.setHeader('location', back.toString());
      return res.end();
    }
    if (req.url === '/certs') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ keys: [jwk] }));
    }
    if (req.url === '/token' && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const entry = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const ok =
        entry &&
        form.get('grant_type') === 'authorization_code' &&
        form.get('client_id') === clientId &&
        createHash('sha256').update(verifier).digest('base64url') === entry.challenge;
      res.setHeader('content-type', 'application/json');
      if (!ok) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ error: 'invalid_grant' }));
      }
      codes.delete(form.get('code') ?? '');
      return res.end(JSON.stringify({ id_token: entry.idToken, access_token: 'x', token_type: 'Bearer' }));
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer = base;

  async function idToken(
    claims: JWTPayload & { email?: string; email_verified?: boolean; name?: string },
    opts: { audience?: string; issuer?: string; expiresIn?: string; key?: CryptoKey } = {},
  ) {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(opts.issuer ?? issuer)
      .setAudience(opts.audience ?? clientId)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '1h')
      .sign(opts.key ?? privateKey);
  }

  return {
    env: {
      GOOGLE_ISSUER: base,
      GOOGLE_JWKS_URL: `${base}/certs`,
      GOOGLE_AUTH_URL: `${base}/auth`,
      GOOGLE_TOKEN_URL: `${base}/token`,
    },
    idToken,
    /** The user approves on the consent page: a code bound to the PKCE challenge. */
    approve(challenge: string, token: string): string {
      const code = randomBytes(12).toString('hex');
      codes.set(code, { challenge, idToken: token });
      return code;
    },
    /** The account the consent page will approve next. */
    signInAs(user: { sub: string; email: string; name?: string }) {
      nextUser = user;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
