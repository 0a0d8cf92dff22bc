import { DEFAULT_OPS_CONTACT, type OpsContact } from '@vendor-portal/contract/ops-contact';

// The marketplace's operations team (OPS_CONTACT_PHONE, OPS_CONTACT_EMAIL) comes from the server at run
// time, written into the page's <meta> tags as the brand is (lib/browser/brand.ts). A page the server did
// not fill in (the dev server, a test) shows the defaults the server would use.

const read = (name: string, fallback: string): string => {
  if (typeof document === 'undefined') return fallback;
  const value = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim();
  return value && !/^__\w+__$/.test(value) ? value : fallback;
};

export function opsContact(): OpsContact {
  return {
    phone: read('ops-contact-phone', DEFAULT_OPS_CONTACT.phone),
    email: read('ops-contact-email', DEFAULT_OPS_CONTACT.email),
  };
}
