import {
  AppstoreOutlined,
  CheckSquareOutlined,
  EditOutlined,
  FileTextOutlined,
  IdcardOutlined,
  PictureOutlined,
  SafetyCertificateOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { Popover } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import type { QuestionCategory } from '../../core/model';
import { CATALOGUE, type CatalogEntry } from '../../questions/catalogue';
import { useT } from '../../shell/hooks';
import { hasFamilyDesigner } from '../familyDesigners';
import { popoverCategories } from './designOps';

const CATEGORY_ICONS: Record<QuestionCategory, ReactNode> = {
  xuanzeti: <CheckSquareOutlined />,
  tiankongti: <EditOutlined />,
  pingfen: <StarOutlined />,
  meititi: <PictureOutlined />,
  infoti: <FileTextOutlined />,
  qita: <AppstoreOutlined />,
  geren: <IdcardOutlined />,
  yangben: <SafetyCertificateOutlined />,
};

type Props = {
  /** Sample control is offered only when adding into a sample (special) group. */
  sampleGroup: boolean;
  onPick: (entry: CatalogEntry) => void;
  children: ReactNode;
  disabled?: boolean;
};

/**
 * The add-question popover (spec 1 §2): the catalogue by category — choice, fill-in, scoring/sorting, media,
 * remark, other, personal info and, in a sample group, sample control. Only families whose designer view
 * exists in this build are offered.
 */
export function AddQuestionPopover({ sampleGroup, onPick, children, disabled }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const sections = useMemo(() => popoverCategories(CATALOGUE, hasFamilyDesigner, sampleGroup), [sampleGroup]);

  const content = (
    <div className="wd-addq" data-testid="add-question-popover">
      {sections.map(({ category, entries }) => (
        <section key={category} className="wd-addq__section" aria-label={t(`designer.cat.${category}`)}>
          <h3 className="wd-addq__title">
            <span className="wd-addq__icon" aria-hidden="true">
              {CATEGORY_ICONS[category]}
            </span>
            {t(`designer.cat.${category}`)}
          </h3>
          <div className="wd-addq__items">
            {entries.map((entry) => (
              <button
                key={entry.catalogKey}
                type="button"
                className="wd-addq__item"
                data-testid={`add-${entry.catalogKey}`}
                onClick={() => {
                  setOpen(false);
                  onPick(entry);
                }}
              >
                {t(entry.titleKey)}
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomLeft"
      open={open && !disabled}
      onOpenChange={setOpen}
      arrow={false}
    >
      {children}
    </Popover>
  );
}
