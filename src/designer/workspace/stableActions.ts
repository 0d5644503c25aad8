import { useMemo, useRef } from 'react';
import type { Group } from '../../core/model';
import type { QuestionActions } from './useQuestionActions';

/**
 * The question blocks are memoised: without it, a survey of a hundred questions redrew every block (each with
 * its family's preview) on every keystroke in the one being edited and on every add or save. The actions object
 * is new on each render, so the blocks get this one instead: the same object for the group's life, whose every
 * read goes to the newest actions, so a tool never calls a handler that closed over old state.
 */
export function useStableActions(actions: QuestionActions): QuestionActions {
  const latest = useRef(actions);
  latest.current = actions;
  return useMemo(
    () =>
      new Proxy({} as QuestionActions, {
        get(_target, key: string) {
          const value = latest.current[key as keyof QuestionActions];
          return typeof value === 'function'
            ? (...args: unknown[]) =>
                (latest.current[key as keyof QuestionActions] as (...args: unknown[]) => unknown)(...args)
            : value;
        },
      }),
    [],
  );
}

/** What a block's move menu needs of the groups: one object while no group is added, removed or renamed. */
export type GroupOutline = Pick<Group, 'id' | 'groupTitle' | 'quNum'>;

export function useGroupOutline(groups: readonly Group[]): readonly GroupOutline[] {
  const key = JSON.stringify(groups.map((group) => [group.id, group.groupTitle, group.quNum ?? null]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the outline's content
  return useMemo(() => groups.map(({ id, groupTitle, quNum }) => ({ id, groupTitle, quNum })), [key]);
}
