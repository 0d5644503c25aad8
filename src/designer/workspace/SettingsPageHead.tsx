import { Alert } from 'antd';
import { SurveyState } from '../../core/model';
import { SettingsSubNav } from './SettingsSubNav';
import { useWorkspace } from './WorkspaceContext';

/**
 * The top of a settings screen that is part of the design (style, languages): the settings nav, its title and
 * intro, and why it cannot be changed now — no edit right, or the survey is not being designed (a change then
 * waits for a pause, and reaches respondents with the next publish). `block` names the screen's CSS block and
 * test ids (`<block>-not-designing`).
 */
export function SettingsPageHead(props: {
  block: string;
  title: string;
  intro: string;
  readOnly: string;
  notDesigning: string;
}) {
  const { canEdit, design } = useWorkspace();
  const designing = design.surveyState === SurveyState.designing;
  return (
    <>
      <SettingsSubNav />
      <header className={`wd-${props.block}__head`}>
        <h2 className={`wd-${props.block}__title`}>{props.title}</h2>
        <p className="wd-muted">{props.intro}</p>
      </header>
      {!canEdit ? (
        <Alert className={`wd-${props.block}__note`} type="info" showIcon title={props.readOnly} />
      ) : !designing ? (
        <Alert
          className={`wd-${props.block}__note`}
          type="warning"
          showIcon
          title={props.notDesigning}
          data-testid={`${props.block}-not-designing`}
        />
      ) : null}
    </>
  );
}
