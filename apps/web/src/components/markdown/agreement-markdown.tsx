import Markdown from 'react-markdown';
import { agreementUrlTransform, isExternalUrl } from './url-transform.ts';

// Loaded lazily by the vendor agreement gate and the console's agreement editor, so the markdown renderer stays out of the first-load bundle.
export default function AgreementMarkdown({ source }: { source: string }) {
  return (
    <Markdown
      urlTransform={agreementUrlTransform}
      components={{
        a: ({ node: _node, href, children, ...props }) => {
          // A neutralised URL (javascript:, data:…) is not a link: plain text, not a new copy of the portal.
          if (!href) return <span>{children}</span>;
          // An anchor stays in the agreement.
          if (href.startsWith('#'))
            return (
              <a {...props} href={href}>
                {children}
              </a>
            );
          // Links open beside the overlay, so the vendor does not lose the agreement; external ones
          // (//host included) get no opener and no referrer.
          const rel = isExternalUrl(href) ? 'noopener noreferrer' : 'noopener';
          return (
            <a {...props} href={href} target="_blank" rel={rel}>
              {children}
            </a>
          );
        },
      }}
    >
      {source}
    </Markdown>
  );
}
