/** Requests made with fastify.inject (server-side rendering's API calls, pages rendered ahead). */
export function isInProcessCall(req: object): boolean {
  const raw = (req as { raw?: { isLightMyRequest?: boolean } }).raw;
  return raw?.isLightMyRequest === true;
}
