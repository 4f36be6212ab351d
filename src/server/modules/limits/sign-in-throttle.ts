// Growing delays after sign-in attempts, per account and per IP (PRODUCT: accounts),
// counted before the attempt is judged: a burst of 30 wrong passwords at once is
// judged at most `free` times. Every attempt takes a point up front; from the `free`-th
// on, an attempt also needs the key's gate, which lets one attempt through and then
// stays shut 2 s, 4 s, 8 s … up to 15 minutes as attempts keep coming. A successful
// sign-in clears the account's counters and gives the IP its point back. Counters
// start over a day after the first attempt.
import type { LimitStore } from './store.ts';
import { refusedFor, tooManyRequests } from './too-many.ts';

const DAY = 24 * 60 * 60;
const MAX_BLOCK_SECONDS = 15 * 60;

export interface ThrottleKey {
  key: string;
  /** Attempts judged without delay. */
  free: number;
}

export function createSignInThrottle(store: LimitStore) {
  // Attempts are only counted here (never refused: the gate refuses).
  const attempts = store.limiter({ name: 'sign-in', points: Number.MAX_SAFE_INTEGER, seconds: DAY });
  const gate = store.limiter({ name: 'sign-in-gate', points: 1, seconds: 2 });

  return {
    /** Counts an attempt on every key; throws 429 with the seconds to wait when one is shut. */
    async attempt(keys: ThrottleKey[]): Promise<void> {
      for (const { key, free } of keys) {
        const { consumedPoints } = await attempts.consume(key);
        if (consumedPoints < free) continue;
        const seconds = Math.min(MAX_BLOCK_SECONDS, 2 ** (consumedPoints - free + 1));
        try {
          await gate.consume(key, 1, { customDuration: seconds });
        } catch (err) {
          const wait = refusedFor(err);
          if (wait === undefined) throw err;
          throw tooManyRequests(wait);
        }
      }
    },

    /** After a successful sign-in: the account starts over, the IP gets its point back. */
    async succeeded(keys: ThrottleKey[]): Promise<void> {
      const [account, ...others] = keys;
      if (account) await Promise.all([attempts.delete(account.key), gate.delete(account.key)]);
      for (const { key } of others) await attempts.reward(key, 1);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/** The keys of a sign-in attempt: the account (5 judged at once) and the IP (20). */
export function signInKeys(kind: 'login' | 'code' | 'staff', email: string, ip: string): ThrottleKey[] {
  return [
    { key: `${kind}:email:${email.trim().toLowerCase()}`, free: 5 },
    { key: `${kind}:ip:${ip}`, free: 20 },
  ];
}
