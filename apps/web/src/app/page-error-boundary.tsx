import { Component, type ReactNode } from 'react';
import { GENERAL } from '@vendor-portal/contract/messages';
import { Button } from '../components/ui/button.tsx';

interface Props {
  children: ReactNode;
  /** The current path: navigating elsewhere tries again. */
  resetKey: string;
  /** Inside the signed-in layout: the message takes the page's place, under the header and beside the menu. */
  inLayout?: boolean;
}
interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * Catches what a page throws while rendering, above all a page chunk that fails to load (gone after
 * an update, or the network dropped), and offers a reload instead of a blank screen. The signed-in
 * layout has one around its page, so the header and the menu stay and the vendor can go elsewhere.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const content = (
      <>
        <h1 className="text-2xl font-semibold text-gray-900">{GENERAL.pageLoadFailedTitle}</h1>
        <p className="text-gray-700">{GENERAL.pageLoadFailedText}</p>
        <Button onClick={() => window.location.reload()}>{GENERAL.reloadPage}</Button>
      </>
    );
    if (this.props.inLayout)
      return <div className="flex flex-col items-center gap-4 px-4 py-16 text-center">{content}</div>;
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">{content}</main>
    );
  }
}
