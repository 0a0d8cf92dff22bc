import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AgreementMarkdown from './agreement-markdown.tsx';
import { isExternalUrl } from './url-transform.ts';

// "Agreement links": a neutralised URL is plain text; //host links are external.

describe('agreement links', () => {
  it('renders a link whose URL was neutralised as plain text, with no target', () => {
    render(<AgreementMarkdown source={'Click [here](javascript:alert(1)) or [there](data:text/html,x).'} />);
    for (const name of ['here', 'there']) {
      expect(screen.getByText(name).closest('a')).toBeNull();
      expect(screen.getByText(name).closest('[target]')).toBeNull();
    }
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('opens external links, //host ones included, in a new tab without opener or referrer', () => {
    render(<AgreementMarkdown source={'[a](https://a.test/x) [b](//b.test/x) [c](HTTPS://c.test)'} />);
    for (const name of ['a', 'b', 'c']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('keeps an anchor in the agreement', () => {
    render(<AgreementMarkdown source={'[up](#top)'} />);
    expect(screen.getByRole('link', { name: 'up' })).not.toHaveAttribute('target');
  });

  it('tells external URLs from the portal’s own', () => {
    for (const url of ['https://a.test', 'mailto:a@b.test', '//host/x', '/\\host/x', '\\\\host'])
      expect(isExternalUrl(url), url).toBe(true);
    for (const url of ['/relative', 'relative/x', '#anchor', '?q=1']) expect(isExternalUrl(url), url).toBe(false);
  });
});
