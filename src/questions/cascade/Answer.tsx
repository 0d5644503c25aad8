import { useMemo } from 'react';
import { childrenByParent, optionText } from '../../core/optionTree';
import { ViewRoot } from '../../runner/components/ViewRoot';
import { translate } from '../../runner/translate';
import type { AnswerViewProps } from '../../runner/views/contract';
import { type LevelChildren, LevelSelects } from '../shared/LevelSelects';
import { cascadeLevels } from './family';
import { levelTitle } from './levels';

/**
 * Cascade (JilianBox): one dropdown per level over the question's own option tree, each holding the options
 * under the choice above (LevelSelects, shared with the city). The tree comes with the release, so the
 * question answers offline with no call; the answer is the chosen option ids, top first. Each level is
 * labelled with the designer's title for it, or "Level n".
 */
export default function CascadeAnswer(props: AnswerViewProps) {
  const { question, lang } = props;
  const levels = cascadeLevels(question);
  const childrenOf = useMemo<LevelChildren>(() => {
    const children = new Map<string, { id: string; label: string }[]>();
    for (const [parent, options] of childrenByParent(question.optionList))
      children.set(
        parent,
        options.map((option) => ({ id: option.id, label: optionText(option) })),
      );
    return children;
  }, [question.optionList]);
  const path = props.answer?.kind === 'cascade' ? props.answer.path : [];

  return (
    <ViewRoot accentColor={props.accentColor} issues={props.issues} lang={lang} readOnly={props.readOnly}>
      <LevelSelects
        childrenOf={childrenOf}
        levels={levels}
        path={path}
        showLabels
        labelOf={(level) =>
          levelTitle(question, level) || translate(lang, 'runnerViews.cascadeLevel', { n: level + 1 })
        }
        lang={lang}
        disabled={props.readOnly}
        onChange={(next) => props.onChange(next.length > 0 ? { kind: 'cascade', path: next } : undefined)}
      />
    </ViewRoot>
  );
}
