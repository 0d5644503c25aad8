import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { answerViewFor } from '../familyViews';
import { translate } from '../translate';
import type { AnswerViewProps } from '../views/contract';

/**
 * The family's answer view for a question, loaded on first use (each family is its own chunk). The lazy
 * component is made once per catalogue key, so re-renders never reload it. A view that cannot be fetched
 * (offline before it was ever cached) says so and offers a retry instead of a blank space.
 */
const lazyViews = new Map<string, ComponentType<AnswerViewProps>>();

function viewFor(catalogKey: string): ComponentType<AnswerViewProps> | undefined {
  const cached = lazyViews.get(catalogKey);
  if (cached) return cached;
  const load = answerViewFor(catalogKey);
  if (!load) return undefined;
  const view = lazy(load);
  lazyViews.set(catalogKey, view);
  return view;
}

export function QuestionView(props: AnswerViewProps) {
  const View = viewFor(props.question.catalogKey);
  if (!View) {
    return <p className="wr-note wr-note--warn">{translate(props.lang, 'runner.unsupported')}</p>;
  }
  return (
    <ViewBoundary lang={props.lang} catalogKey={props.question.catalogKey}>
      <Suspense fallback={<div className="wr-skeleton" aria-hidden="true" />}>
        <View {...props} />
      </Suspense>
    </ViewBoundary>
  );
}

interface BoundaryProps {
  lang: AnswerViewProps['lang'];
  catalogKey: string;
  children: ReactNode;
}

class ViewBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => {
    // A failed dynamic import is cached by the lazy component: make a fresh one.
    lazyViews.delete(this.props.catalogKey);
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="wr-note wr-note--warn" role="alert">
        <p>{translate(this.props.lang, 'runner.viewFailed')}</p>
        <button type="button" className="wr-btn wr-btn--ghost" onClick={this.retry}>
          {translate(this.props.lang, 'runner.retry')}
        </button>
      </div>
    );
  }
}
