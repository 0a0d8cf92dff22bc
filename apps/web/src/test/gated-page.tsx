import { lazy } from 'react';

/** A lazy page whose chunk loads only when `release()` is called: a navigation held pending, for router tests. */
export function gatedPage(heading = 'Next page') {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const Page = lazy(async () => {
    await gate;
    return { default: () => <h1>{heading}</h1> };
  });
  return { Page, release };
}
