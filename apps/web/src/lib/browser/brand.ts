// The brand comes from the server at run time (BRAND_NAME, put into index.html), so one build
// serves any brand. SPEC: "the product's name stands in the braces".
const FALLBACK = 'ServiceHub';
// The build's prerender (no document) writes the placeholder, which the server fills in like index.html's
// (docs/decisions/006).
const PLACEHOLDER = '__BRAND_NAME__';

export function brandName(): string {
  if (typeof document === 'undefined') return PLACEHOLDER;
  const value = document.querySelector('meta[name="brand-name"]')?.getAttribute('content')?.trim();
  return value && value !== PLACEHOLDER ? value : FALLBACK;
}
