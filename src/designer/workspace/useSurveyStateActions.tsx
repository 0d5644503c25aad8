import { App } from 'antd';
import { useCallback } from 'react';
import type { PublishProblem } from '../../core/api/design';
import type { SurveyStateValue } from '../../core/model';
import { ApiError } from '../../shell/api';
import { useT } from '../../shell/hooks';
import { changeSurveyState, publishProblems } from '../api/surveys';

type Options = {
  surveyId: string;
  state: SurveyStateValue;
  onState: (state: SurveyStateValue, releaseVersion: number | null) => void;
};

/**
 * Publishing, ending and pausing (spec 1 §4). Each asks for confirmation with the spec's warning: a published
 * survey may no longer be changed; an ended one cannot be published again; editing a survey that is not
 * designing asks to pause it (state 0) first. A refused publish shows the server's list of problems.
 */
export function useSurveyStateActions({ surveyId, state, onState }: Options) {
  const t = useT();
  const { modal, message } = App.useApp();

  const showProblems = useCallback(
    (problems: PublishProblem[]) => {
      modal.error({
        title: t('designer.ws.problemsTitle'),
        width: 520,
        content: (
          <div data-testid="publish-problems">
            <p className="wd-dialog__intro">{t('designer.ws.problemsIntro')}</p>
            <ul className="wd-problems">
              {problems.map((problem) => (
                <li
                  key={`${problem.questionId}-${problem.key}-${problem.optionId ?? ''}-${problem.descId ?? ''}`}
                >
                  {problem.quNum && <strong className="wd-problems__num">{problem.quNum}</strong>}
                  {problem.message}
                </li>
              ))}
            </ul>
          </div>
        ),
        okText: t('designer.ok'),
      });
    },
    [modal, t],
  );

  const publish = useCallback(() => {
    modal.confirm({
      title: t('designer.ws.publishTitle'),
      content: t('designer.ws.publishConfirm'),
      okText: t('designer.ws.publish'),
      cancelText: t('designer.cancel'),
      onOk: async () => {
        try {
          // Silent: a refusal with problems gets its own dialog; any other failure is alerted below.
          const result = await changeSurveyState(surveyId, '1', { silent: true });
          onState(result.surveyState, result.releaseVersion);
          message.success(t('designer.ws.published', { version: result.releaseVersion ?? 1 }));
        } catch (cause) {
          const problems = publishProblems(cause);
          if (problems) showProblems(problems);
          else
            modal.error({
              title: t('designer.ws.problemsTitle'),
              content: failureText(cause, t('shell.error.system'), t('shell.error.network')),
              okText: t('designer.ok'),
            });
        }
      },
    });
  }, [modal, message, t, surveyId, onState, showProblems]);

  const end = useCallback(() => {
    modal.confirm({
      title: t('designer.ws.endTitle'),
      content: t('designer.ws.endConfirm'),
      okText: t('designer.ws.end'),
      okButtonProps: { danger: true },
      cancelText: t('designer.cancel'),
      onOk: async () => {
        const result = await changeSurveyState(surveyId, '2').catch(() => null);
        if (!result) return;
        onState(result.surveyState, result.releaseVersion);
        message.success(t('designer.ws.ended'));
      },
    });
  }, [modal, message, t, surveyId, onState]);

  const ensureDesigning = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        if (state === '0') {
          resolve(true);
          return;
        }
        // An ended survey is never paused back to designing (the server refuses it): no dialog to confirm.
        if (state === '2') {
          message.warning(t('designer.ws.endedLocked'));
          resolve(false);
          return;
        }
        modal.confirm({
          title: t('designer.ws.pauseTitle'),
          content: t('designer.ws.pauseConfirm'),
          okText: t('designer.ok'),
          cancelText: t('designer.cancel'),
          onOk: async () => {
            const result = await changeSurveyState(surveyId, '0').catch(() => null);
            if (result) {
              onState(result.surveyState, result.releaseVersion);
              message.success(t('designer.ws.paused'));
            }
            resolve(result !== null);
          },
          onCancel: () => resolve(false),
        });
      }),
    [modal, message, t, surveyId, state, onState],
  );

  return { publish, end, ensureDesigning };
}

/** The text of a failed call shown in a dialog of our own (the call was silent). */
function failureText(cause: unknown, systemText: string, networkText: string): string {
  if (cause instanceof ApiError && cause.kind !== 'server') return networkText;
  return cause instanceof Error && cause.message ? cause.message : systemText;
}
