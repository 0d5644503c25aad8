import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { answerViewFor, loadedAnswerView } from '../familyViews';
import { translate } from '../translate';
import type { AnswerViewProps } from '../views/contract';

/**
 * The family's answer view for a question (each family is its own chunk). The session preloads the views its
 * release uses (preloadAnswerViews), and those render at once, with no Suspense: a fallback would make React
 * hold the view back for 300 ms after it arrived. A view not preloaded (its chunk failed to arrive then) is
 * loaded on use behind a skeleton. The component is chosen once per catalogue key, so re-renders never reload
 * or remount it. A view that cannot be fetched (offline before it was ever cached) says so and offers a retry
 * instead of a blank space.
 */
const chosenViews = new Map<string, { View: ComponentType<AnswerViewProps>; preloaded: boolean }>();

function viewFor(catalogKey: string) {
  const cached = chosenViews.get(catalogKey);
  if (cached) return cached;
  const loaded = loadedAnswerView(catalogKey);
  const load = answerViewFor(catalogKey);
  if (!load) return undefined;
  const chosen = loaded ? { View: loaded, preloaded: true } : { View: lazy(load), preloaded: false };
  chosenViews.set(catalogKey, chosen);
  return chosen;
}

export function QuestionView(props: AnswerViewProps) {
  const chosen = viewFor(props.question.catalogKey);
  if (!chosen) {
    return <p className="wr-note wr-note--warn">{translate(props.lang, 'runner.unsupported')}</p>;
  }
  const { View, preloaded } = chosen;
  return (
    <ViewBoundary lang={props.lang} catalogKey={props.question.catalogKey}>
      {preloaded ? (
        <View {...props} />
      ) : (
        <Suspense fallback={<div className="wr-skeleton" aria-hidden="true" />}>
          <View {...props} />
        </Suspense>
      )}
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
    chosenViews.delete(this.props.catalogKey);
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
