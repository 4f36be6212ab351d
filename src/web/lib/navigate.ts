// The router's navigate for code outside components (the API client's "not found"
// answer), handed over by the root component once it runs in the browser.
import type { NavigateFunction } from 'react-router';

let current: NavigateFunction | undefined;

export function setNavigate(navigate: NavigateFunction) {
  current = navigate;
}

/** Undefined before the root component ran. */
export function appNavigate(): NavigateFunction | undefined {
  return current;
}
