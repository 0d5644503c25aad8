import { useId } from 'react';
import { orderedItems } from '../../runner/components/choiceToggle';
import { IssueMessages, issuesAt } from '../../runner/components/Issues';
import { OptionPicture } from '../../runner/components/OptionPicture';
import { ViewRoot } from '../../runner/components/ViewRoot';
import { translate } from '../../runner/translate';
import type { AnswerViewProps } from '../../runner/views/contract';
import { sortLimit } from './family';
import { tapRank } from './ranks';

/**
 * Sort by tapping (spec 2 §4): each tap on an unranked option gives it the next rank, a tap on a ranked one
 * takes it out and closes the gap; "start over" clears all. Only maxSortNum options can be ranked when it is
 * set. Each option is a toggle button whose name says its rank, so the order is heard as well as seen.
 */
export default function SortAnswer(props: AnswerViewProps) {
  const { question, lang } = props;
  const answer = props.answer?.kind === 'sort' ? props.answer : undefined;
  const ranks = answer?.ranks ?? {};
  const limit = sortLimit(question);
  const hintId = useId();
  const full = Object.keys(ranks).length >= limit;
  const tap = (optionId: string) => {
    const next = tapRank(ranks, optionId, limit);
    props.onChange(Object.keys(next).length ? { kind: 'sort', ranks: next } : undefined);
  };
  return (
    <ViewRoot accentColor={props.accentColor} issues={props.issues} lang={lang} readOnly={props.readOnly}>
      <p className="rv-hint rv-hint-top" id={hintId}>
        {limit < question.optionList.length
          ? translate(lang, 'runnerViews.sortHintMax', { n: limit })
          : translate(lang, 'runnerViews.sortHint')}
      </p>
      <ul className="rv-sort" aria-describedby={hintId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {orderedItems(question.optionList, props.optionOrder).map((option) => {
          const rank = ranks[option.id];
          const optionIssues = issuesAt(props.issues, { optionId: option.id });
          return (
            <li key={option.id}>
              <button
                type="button"
                className="rv-sort-item"
                aria-pressed={rank !== undefined}
                // Once the limit is reached an unranked option cannot take a rank: say so by disabling it.
                disabled={props.readOnly || (full && rank === undefined)}
                onClick={() => tap(option.id)}
              >
                <span className="rv-rank" aria-hidden>
                  {rank ?? ''}
                </span>
                <span className="rv-choice-body">
                  {option.imgUrl ? <OptionPicture url={option.imgUrl} alt="" /> : null}
                  <span>{option.optionName}</span>
                </span>
                <span className="rv-sr-only">
                  {rank !== undefined
                    ? translate(lang, 'runnerViews.rank', { n: rank })
                    : translate(lang, 'runnerViews.unranked')}
                </span>
              </button>
              <IssueMessages issues={optionIssues} lang={lang} />
            </li>
          );
        })}
      </ul>
      <div className="rv-toolbar">
        <button
          type="button"
          className="rv-button"
          disabled={props.readOnly || !answer}
          onClick={() => props.onChange(undefined)}
        >
          {translate(lang, 'runnerViews.sortReset')}
        </button>
      </div>
    </ViewRoot>
  );
}
