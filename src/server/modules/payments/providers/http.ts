// What the PayPal and Stripe adapters share about talking HTTP to a provider: one
// timeout, network failures named after the provider and the call, and one error type
// for answers other than 2xx.
export const PROVIDER_TIMEOUT_MS = 15_000;

/** A provider's answer other than 2xx; `detail` is its own error code (PayPal's issue, Stripe's type). */
export class ProviderApiError extends Error {
  readonly status: number;
  readonly detail?: string;
  constructor(message: string, status: number, detail?: string) {
    super(message);
    this.status = status;
    this.detail = detail;
  }
}

/** fetch with the timeout; no answer or a network failure throws `<provider> <label> failed: <reason>`. */
export async function providerFetch(
  fetchImpl: typeof fetch,
  provider: string,
  label: string,
  url: string,
  init: RequestInit,
): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (err as Error).message;
    throw new Error(
      `${provider} ${label} failed: ${timedOut ? `no answer in ${PROVIDER_TIMEOUT_MS / 1000} s` : reason}`,
      { cause: err },
    );
  }
}
