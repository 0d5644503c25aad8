import { Tag } from 'antd';
import type { SurveyStateValue } from '../core/model';
import { useT } from '../shell/hooks';

const COLORS: Record<SurveyStateValue, string> = { '0': 'processing', '1': 'success', '2': 'default' };

/** Designing / collecting / ended (spec 1 §4), the same tag in the list and the workspace header. */
export function SurveyStateTag({ state }: { state: SurveyStateValue }) {
  const t = useT();
  return (
    <Tag color={COLORS[state]} className="wd-state-tag" data-testid="survey-state" data-state={state}>
      {t(`designer.state.${state}`)}
    </Tag>
  );
}
