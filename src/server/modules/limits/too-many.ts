import { RateLimiterRes } from 'rate-limiter-flexible';
import { ApiCode } from '../../../domain/api/codes.ts';
import { AppError } from '../../errors.ts';

/** The seconds a refused consumption has to wait, or undefined when `err` is another failure. */
export function refusedFor(err: unknown): number | undefined {
  return err instanceof RateLimiterRes ? Math.max(1, Math.ceil(err.msBeforeNext / 1000)) : undefined;
}

/** 429 in the envelope with Retry-After, in the caller's language. */
export function tooManyRequests(seconds: number): AppError {
  return new AppError(
    ApiCode.tooManyRequests,
    'too_many_requests',
    { seconds },
    { headers: { 'retry-after': String(seconds) } },
  );
}
