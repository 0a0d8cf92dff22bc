// The brand comes from the server at run time (BRAND_NAME, put into index.html), so one build
// serves any brand. SPEC: "the product's name stands in the braces".
const FALLBACK = 'ServiceHub';

export function brandName(): string {
  if (typeof document === 'undefined') return FALLBACK;
  const value = document.querySelector('meta[name="brand-name"]')?.getAttribute('content')?.trim();
  return value && value !== '__BRAND_NAME__' ? value : FALLBACK;
}
