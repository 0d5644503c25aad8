import type { Desc } from '../../core/model';
import type { ValidationIssue } from '../../core/validation/issue';
import { newItemId } from '../options/ids';
import { renumber } from '../options/optionList';
import { useEditor } from './EditorContext';

interface SubItemRules {
  /** At most this many items; adding one more is refused with `tooMany`. */
  max: number;
  tooMany: ValidationIssue;
  /** Removing the last item is refused with this. */
  keepOne: ValidationIssue;
  /** The name a new item gets, by its number. */
  nameOf: (n: number) => string;
}

/**
 * The item list of a question whose items are its descList (an association test's stimuli, a timed
 * response's items): add within a cap, remove keeping one, patch one, all renumbered.
 */
export function useSubItems({ max, tooMany, keepOne, nameOf }: SubItemRules) {
  const { question, change, refuse } = useEditor();
  const setItems = (descList: Desc[]) => change({ ...question, descList: renumber(descList) });
  const patch = (id: string, fields: Partial<Desc>) =>
    setItems(question.descList.map((item) => (item.id === id ? { ...item, ...fields } : item)));
  const add = () => {
    if (question.descList.length >= max) return refuse(tooMany);
    const n = question.descList.length + 1;
    setItems([
      ...question.descList,
      {
        id: newItemId(),
        quId: question.id,
        orderById: n,
        optionName: nameOf(n),
        type: 'normal',
        required: 1,
        descBeforLogics: [],
      },
    ]);
  };
  const remove = (id: string) => {
    if (question.descList.length <= 1) return refuse(keepOne);
    setItems(question.descList.filter((item) => item.id !== id));
  };
  return { setItems, patch, add, remove };
}
