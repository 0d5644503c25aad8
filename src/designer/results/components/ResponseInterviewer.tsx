import { Select, Space, Tag } from 'antd';
import type { SurveyInterviewer } from '../../../core/api/interviewers';
import type { ResponseSummary } from '../../../core/api/results';
import { useT } from '../../../shell/hooks';

/**
 * Who took a response in the field (docs/architecture.md "Interviewer mode"): the interviewer's name, and a
 * tag when the interview came after their revocation (begun before it: taken, flagged). A respondent's own
 * response shows a dash.
 */
export function ResponseInterviewer({ interviewer }: { interviewer: ResponseSummary['interviewer'] }) {
  const t = useT();
  if (!interviewer) return <>–</>;
  return (
    <Space size={4} wrap data-testid="response-interviewer">
      <span>{interviewer.name}</span>
      {interviewer.flag === 'revoked' ? (
        <Tag color="orange" data-testid="interviewer-revoked">
          {t('resultsScreen.responses.interviewerRevoked')}
        </Tag>
      ) : null}
    </Space>
  );
}

/** The response list's choice of one interviewer's interviews (all when none is chosen). */
export function InterviewerPicker(props: {
  interviewers: readonly SurveyInterviewer[];
  value: string | undefined;
  onChange: (interviewerId: string | undefined) => void;
}) {
  const t = useT();
  return (
    <Select
      allowClear
      className="wd-res__interviewer-picker"
      style={{ minWidth: 160 }}
      placeholder={t('resultsScreen.responses.allInterviewers')}
      aria-label={t('resultsScreen.responses.interviewer')}
      value={props.value}
      onChange={(value?: string) => props.onChange(value || undefined)}
      options={props.interviewers.map((row) => ({ value: row.interviewerId, label: row.name }))}
      data-testid="interviewer-picker"
    />
  );
}
