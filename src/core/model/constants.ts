/**
 * The model's constants and the types they define, free of zod: the runner, the logic worker and the pure
 * domain import them from here so that the model's schemas (and zod) stay out of their bundles. The schema
 * modules re-export every name, so `src/core/model` keeps offering them as before.
 */

/**
 * The element types of spec 1 §3 and the kind each one is ("Element types and their kinds"). Profile
 * questions are built from these types and told apart by their catalogue key and item code.
 */
export const ELEMENT_KINDS = {
  RadioBox: 'RADIO',
  CheckBox: 'CHECKBOX',
  TitleBox: 'FILLBLANK',
  GroupBox: 'PARAGRAPH',
  PageBox: 'PAGETAG',
  RadioBoxGroup: 'CHENRADIO',
  CheckBoxGroup: 'CHENCHECKBOX',
  InfoBox: 'TITLE',
  SortBox: 'ORDERQU',
  RateBox: 'SCORE',
  RateGroupBox: 'CHENSCORE',
  NumberBox: 'NUMBER',
  TimeBox: 'TIME',
  ChipBox: 'PROPORTION',
  FillBlankBox: 'MULTIFILLBLANK',
  GpsBox: 'GPS',
  CeBox: 'CE',
  MarkupImageBox: 'IMGMARK',
  IatBox: 'TIMENOTES',
  SelectBox: 'SELECT',
  MediaBox: 'MEDIA',
  ImageBox: 'IMAGE',
  MusicBox: 'MUSIC',
  TitlesBox: 'MULTIOPEN',
  CheckPointBox: 'CHECKPOINT',
  JilianBox: 'JILIAN',
  ChengShiBox: 'CITY',
  YouXiangBox: 'EMAIL',
  XingMingBox: 'NAME',
  NianLingBox: 'AGE',
} as const;

export type ElementType = keyof typeof ELEMENT_KINDS;
export type ElementKind = (typeof ELEMENT_KINDS)[ElementType];

export const ELEMENT_TYPES = Object.keys(ELEMENT_KINDS) as ElementType[];
/** Page tags and checkpoints structure the survey; they get no question number (spec 1 §4). */
export const UNNUMBERED_ELEMENT_TYPES: ReadonlySet<ElementType> = new Set(['PageBox', 'CheckPointBox']);

/** Designer categories of the add-question popover (spec 1 §2), stored in `category` as the spec names them. */
export const QUESTION_CATEGORIES = [
  'xuanzeti',
  'tiankongti',
  'pingfen',
  'meititi',
  'infoti',
  'qita',
  'geren',
  'yangben',
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** Logic action types (spec 1 §5): 1 jump to a question, 2 end the survey, 3 auto-select, 4 auto-assign. */
export const LogicType = { jump: 1, end: 2, autoSelect: 3, autoAssign: 4 } as const;
export type LogicTypeValue = (typeof LogicType)[keyof typeof LogicType];

/** anAnd: how a rule combines with its siblings: 1 or, 2 and. */
export const Combine = { or: 1, and: 2 } as const;

/** Survey states (spec 1 §4): 0 designing (or paused), 1 published/collecting, 2 ended. */
export const SurveyState = { designing: '0', published: '1', ended: '2' } as const;

/** Theme colour of the product (spec 1 §9). */
export const THEME_COLOR = '#38ADAB';

/** The four default expression options of image markup (spec 1 §3 markOptions). */
export const DEFAULT_MARK_OPTIONS = ['like', 'neutral', 'dislike', 'confused'] as const;
