/** How a rendered agreement reads (the vendor's overlay and the console's preview): one look for both. */
export const AGREEMENT_TEXT_CLASSES =
  'agreement-text text-sm leading-relaxed text-gray-800 [&_a]:text-brand-700 [&_a]:underline [&_h1]:mb-3 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5';
