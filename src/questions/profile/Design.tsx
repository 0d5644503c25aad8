import type {
  FamilyDesigner,
  QuestionEditorProps,
  QuestionPreviewProps,
} from '../../designer/editor/contract';
import type { FamilyDesignModule } from '../../designer/familyDesigners';
import { ChoicePreview, InputPreview } from '../../designer/fields/preview/Previews';
import { ChoiceEditor } from '../../designer/options/ChoiceEditor';
import { screenFormat } from '../fillBlank/core';
import { FillBlankEditor } from '../fillBlank/Design';
import { NumberEditor, rangeHint } from '../number/Design';
import { TimeEditor, TimeQuestionPreview } from '../time/Design';

/**
 * Profile questions reuse the family editors with their fixed code (Sys_…): choices (dictionary options
 * arrive on first save), texts with their format check, the birthday as a date and the age as whole years.
 */
function ProfileChoiceEditor(props: QuestionEditorProps) {
  return <ChoiceEditor {...props} fixedCode />;
}

function ProfileChoicePreview({ question }: QuestionPreviewProps) {
  return <ChoicePreview question={question} />;
}

const profileChoice: FamilyDesigner = { Editor: ProfileChoiceEditor, Preview: ProfileChoicePreview };

/**
 * A profile text: email, ID card and phone offer the format check of their screen code; the phone is always
 * required (spec 2 §5).
 */
function ProfileTextEditor(props: QuestionEditorProps) {
  const format = screenFormat(props.question);
  return (
    <FillBlankEditor
      {...props}
      profile={{ formatCheck: format !== undefined, alwaysRequired: format === 'phone' }}
    />
  );
}

function ProfileTextPreview({ question }: QuestionPreviewProps) {
  return <InputPreview question={question} />;
}

const profileText: FamilyDesigner = { Editor: ProfileTextEditor, Preview: ProfileTextPreview };

function BirthdayEditor(props: QuestionEditorProps) {
  return <TimeEditor {...props} profile />;
}

function AgeEditor(props: QuestionEditorProps) {
  return <NumberEditor {...props} profile />;
}

function AgePreview({ question }: QuestionPreviewProps) {
  return <InputPreview question={question} hint={rangeHint(question)} />;
}

export const designers: FamilyDesignModule['designers'] = {
  name: profileText,
  email: profileText,
  idCard: profileText,
  phone: profileText,
  birthday: { Editor: BirthdayEditor, Preview: TimeQuestionPreview },
  age: { Editor: AgeEditor, Preview: AgePreview },
  gender: profileChoice,
  ageStage: profileChoice,
  education: profileChoice,
  occupation: profileChoice,
  industry: profileChoice,
  cityLevel: profileChoice,
  cityZone: profileChoice,
  familyIncome: profileChoice,
  familyPeople: profileChoice,
  familyDefine: profileChoice,
  gpsRegion: profileChoice,
};
