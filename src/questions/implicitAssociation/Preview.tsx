import type { Question } from '../../core/model';
import { useDesignT } from '../../designer/fields/EditorContext';
import { readIatSetup } from './family';

/** Implicit association: the two sides, the items (and a full IAT's attributes) and how the test runs. */
export function ImplicitAssociationPreview({ question }: { question: Question }) {
  const t = useDesignT();
  const setup = readIatSetup(question);
  const [left, right] = question.optionList;
  return (
    <div className="wd-pv" data-testid="iat-preview">
      <div className="wd-pv__row">
        <span className="wd-pv__row-label">← {left?.optionName}</span>
        <span>{right?.optionName} →</span>
      </div>
      <div className="wd-pv__row">{question.descList.map((desc) => desc.optionName).join(' · ')}</div>
      {setup.full ? (
        <div className="wd-pv__row">
          {setup.attributeLabels.join(' / ')}:{' '}
          {setup.attributes.map((attribute) => attribute.name).join(' · ')}
        </div>
      ) : null}
      <div className="wd-pv__hint">
        {t(setup.full ? 'familyDesign.iat.previewFull' : 'familyDesign.iat.previewRound')}
      </div>
    </div>
  );
}
