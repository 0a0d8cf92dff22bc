import Markdown from 'react-markdown';
import { agreementUrlTransform } from './url-transform.ts';

// Loaded lazily by the gate, so the markdown renderer stays out of the first-load bundle.
export default function AgreementMarkdown({ source }: { source: string }) {
  return (
    <Markdown
      urlTransform={agreementUrlTransform}
      components={{
        // Links open beside the overlay, so the vendor does not lose the agreement.
        a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
      }}
    >
      {source}
    </Markdown>
  );
}
