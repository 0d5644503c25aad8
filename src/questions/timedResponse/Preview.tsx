import type { Question } from '../../core/model';
import { useDesignT } from '../../designer/fields/EditorContext';
import { readTimedSetup } from './family';

/** Timed response: the items in order (an image marked as such) and how each is recorded. */
export function TimedResponsePreview({ question }: { question: Question }) {
  const t = useDesignT();
  const setup = readTimedSetup(question);
  return (
    <div className="wd-pv" data-testid="timed-preview">
      <div className="wd-pv__row">
        {question.descList
          .map((item, index) => {
            const name = item.optionName || t('familyDesign.timed.item', { n: index + 1 });
            return item.imgUrl ? `${name} 🖼` : name;
          })
          .join(' · ')}
      </div>
      <div className="wd-pv__hint">
        {t('familyDesign.timed.preview', {
          seconds: setup.maxSeconds,
          db: setup.thresholdDb,
          again: t(setup.rerecord ? 'familyDesign.timed.previewAgain' : 'familyDesign.timed.previewOnce'),
        })}
      </div>
    </div>
  );
}
