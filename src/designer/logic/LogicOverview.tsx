import { ApartmentOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer } from 'antd';
import { useMemo, useState } from 'react';
import { analyseReachability, MAX_SHUFFLED_GROUPS } from '../../core/logic/reachability';
import { splitCommaList } from '../../core/model/commaList';
import { useT } from '../../shell/hooks';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { logicQuestions } from './logicQuestions';
import { overviewOwners, unreachableEntries } from './overviewModel';
import './logicOverview.css';

/**
 * The logic overview of /logic (issue 10): a toolbar button opening a drawer with every rule of the survey as a
 * sentence, grouped by the question or group owning it, and the questions no respondent can reach with the
 * reason (src/core/logic/reachability.ts). A question's name scrolls the page to its block.
 */
export function LogicOverviewButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ApartmentOutlined />} onClick={() => setOpen(true)} data-testid="logic-overview-open">
        {t('logicOverview.open')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('logicOverview.title')}
        size="min(560px, 100vw)"
        className="wd-logic-overview"
        data-testid="logic-overview"
        destroyOnHidden
      >
        {open && <OverviewBody onGoTo={() => setOpen(false)} />}
      </Drawer>
    </>
  );
}

/** Scrolls the logic page to a question's block and marks it for a moment. */
function showBlock(questionId: string) {
  const block = document.querySelector<HTMLElement>(
    `[data-testid="logic-block"][data-question-id="${CSS.escape(questionId)}"]`,
  );
  if (!block) return;
  block.scrollIntoView({ behavior: 'smooth', block: 'center' });
  block.classList.add('wd-logic-block--flash');
  window.setTimeout(() => block.classList.remove('wd-logic-block--flash'), 1600);
}

function OverviewBody({ onGoTo }: { onGoTo: () => void }) {
  const t = useT();
  const { groups, design } = useWorkspace();
  const questions = useMemo(() => logicQuestions(groups), [groups]);
  const owners = useMemo(() => overviewOwners(groups, questions, t), [groups, questions, t]);
  const reachability = useMemo(
    () =>
      analyseReachability({
        groups,
        shuffledGroupIds: design.randOrder === 1 ? splitCommaList(design.randIds) : [],
      }),
    [groups, design.randOrder, design.randIds],
  );
  const unreachable = useMemo(
    () => unreachableEntries(groups, questions, reachability, t),
    [groups, questions, reachability, t],
  );
  const goTo = (questionId: string | undefined) => {
    if (!questionId) return;
    onGoTo();
    // After the drawer has let go of the page's scroll.
    window.setTimeout(() => showBlock(questionId), 0);
  };
  const link = (questionId: string | undefined, label: string, testId: string) => (
    <Button
      type="link"
      size="small"
      className="wd-logic-overview__link"
      onClick={() => goTo(questionId)}
      title={t('logicOverview.goTo', { question: label })}
      data-testid={testId}
    >
      {label}
    </Button>
  );

  return (
    <div className="wd-logic-overview__body">
      <section className="wd-logic-overview__section" data-testid="logic-overview-unreachable">
        <h3 className="wd-logic-overview__heading">{t('logicOverview.unreachable.title')}</h3>
        {!reachability.decided ? (
          <Alert
            type="info"
            showIcon
            title={t('logicOverview.unreachable.undecided', { count: MAX_SHUFFLED_GROUPS })}
          />
        ) : unreachable.length === 0 ? (
          <p className="wd-muted" data-testid="logic-overview-reachable">
            {t('logicOverview.unreachable.none')}
          </p>
        ) : (
          <>
            <p className="wd-muted">{t('logicOverview.unreachable.intro')}</p>
            <ul className="wd-logic-overview__list wd-logic-overview__list--warn">
              {unreachable.map((entry) => (
                <li
                  key={entry.questionId}
                  data-testid="logic-overview-unreachable-item"
                  data-question-id={entry.questionId}
                >
                  {link(entry.questionId, entry.label, 'logic-overview-unreachable-link')}
                  <span className="wd-logic-overview__reason">{entry.reason}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="wd-logic-overview__section" data-testid="logic-overview-rules">
        <h3 className="wd-logic-overview__heading">{t('logicOverview.rules.title')}</h3>
        {owners.length === 0 ? (
          <p className="wd-muted">{t('logicOverview.rules.none')}</p>
        ) : (
          owners.map((owner) => (
            <div
              key={`${owner.kind}:${owner.id}`}
              className="wd-logic-overview__owner"
              data-testid="logic-overview-owner"
              data-owner={owner.id}
            >
              {link(owner.scrollTo, owner.label, 'logic-overview-owner-link')}
              <ul className="wd-logic-overview__list">
                {owner.rules.map((rule) => (
                  <li key={rule.id} data-testid="logic-overview-rule">
                    {rule.text}
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </div>
  );
}
