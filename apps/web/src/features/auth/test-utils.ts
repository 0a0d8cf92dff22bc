import { afterEach, beforeEach } from 'vitest';

/** Puts a brand into the page's meta tag, as the server does at run time (BRAND_NAME). */
export function withBrand(brand: string) {
  let meta: HTMLMetaElement;
  beforeEach(() => {
    meta = document.createElement('meta');
    meta.name = 'brand-name';
    meta.content = brand;
    document.head.append(meta);
  });
  afterEach(() => meta.remove());
}

export const fakeSession = (email: string) => ({ idToken: `header.${btoa(JSON.stringify({ email }))}.sig`, expiresIn: 3600, user: { id: 'u1', email } });
