import type { Language } from '../../i18n/languages';
import { interviewText } from './text';

/** An in-page confirmation (no modal: it stays next to what it is about, and works on any phone). */
export function ConfirmBox(props: {
  lang: Language;
  label: string;
  question: string;
  confirm: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="wi-confirm" role="alertdialog" aria-label={props.label}>
      <p>{props.question}</p>
      <div className="wi-actions">
        <button type="button" className="wr-btn wr-btn--ghost" onClick={props.onCancel}>
          {interviewText(props.lang, 'interviewDevice.cancel')}
        </button>
        <button
          type="button"
          className={props.danger ? 'wr-btn wi-danger' : 'wr-btn wr-btn--primary'}
          onClick={props.onConfirm}
        >
          {props.confirm}
        </button>
      </div>
    </div>
  );
}
