import type {
  AnswerItemPayload,
  AnswerKind,
  AnswerOfKind,
  AssociationChoice,
  MediaEntry,
  Question,
} from '../../core/model';
import { joinCommaList, splitCommaList } from '../../core/model/commaList';

/**
 * Wire items of spec 2 §3 for each answer kind, and back. Decisions where the table leaves room:
 * - choice: one item, ids joined in quItemId; the text of a single other option in otherAnswer, texts of
 *   several other options in extendsData.otherText (the wire has one otherAnswer per item);
 * - time: answserScore (the table lists time with number under answserScore);
 * - matrix: one item per answered row (quRowId, quColId joined); a row's other text in otherAnswer;
 * - rating group: one item per row, quRowId and answserScore;
 * - sort and chip: one item per option, quItemId with orderyNum or answserScore;
 * - media: one item per entry (answer = optionName, answserScore = file reference, otherAnswer = transcript),
 *   the free-text note in openAnswer of the first item;
 * - concept evaluation: region ids joined in answserScore; cascade: the path joined in answer;
 * - gps: "latitude,longitude" in answer, accuracy, altitude, fixTime and address in extendsData;
 * - association: one item per choice, descId and quItemId, timings in extendsData.
 * An empty answer is sent as no items.
 *
 * Reading (`from`) takes the wire's shape and the types of its fields, not the answer schema's ranges: this
 * module is in the runner's logic worker, which must not carry zod (it reads back only what the server
 * accepted). The server reads a device's wire through src/questions/answerFromWire.ts, which also holds the
 * answer to the schema (a latitude beyond 90, a negative count of errors: no answer, the save refused).
 */
export interface PayloadCodec<K extends AnswerKind> {
  to(question: Question, answer: AnswerOfKind<K>, ids: { belongAnswerId?: string }): AnswerItemPayload[];
  from(question: Question, items: readonly AnswerItemPayload[]): AnswerOfKind<K> | undefined;
}

type Base = Pick<AnswerItemPayload, 'belongId' | 'quId' | 'belongAnswerId'>;

function base(question: Question, ids: { belongAnswerId?: string }): Base {
  const item: Base = { belongId: question.belongId, quId: question.id };
  if (ids.belongAnswerId) item.belongAnswerId = ids.belongAnswerId;
  return item;
}

const own = (question: Question, items: readonly AnswerItemPayload[]) =>
  items.filter((item) => item.quId === question.id);

const nonEmpty = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).filter(([, text]) => text !== ''));

const choice: PayloadCodec<'choice'> = {
  to(question, answer, ids) {
    if (answer.optionIds.length === 0) return [];
    const item: AnswerItemPayload = { ...base(question, ids), quItemId: joinCommaList(answer.optionIds) };
    const texts = nonEmpty(answer.otherText);
    const textIds = Object.keys(texts);
    const firstOther = answer.optionIds.find(
      (id) => question.optionList.find((o) => o.id === id)?.type === 'other',
    );
    if (firstOther && textIds.length === 1 && textIds[0] === firstOther) item.otherAnswer = texts[firstOther];
    else if (textIds.length > 0) item.extendsData = { otherText: texts };
    return [item];
  },
  from(question, items) {
    const item = own(question, items)[0];
    if (!item) return undefined;
    const optionIds = splitCommaList(item.quItemId);
    let otherText: Record<string, string> = {};
    const extended = item.extendsData?.otherText;
    if (extended && typeof extended === 'object') otherText = { ...(extended as Record<string, string>) };
    else if (item.otherAnswer) {
      const firstOther = optionIds.find(
        (id) => question.optionList.find((o) => o.id === id)?.type === 'other',
      );
      const holder = firstOther ?? optionIds[0];
      if (holder) otherText = { [holder]: item.otherAnswer };
    }
    return { kind: 'choice', optionIds, otherText };
  },
};

const text: PayloadCodec<'text'> = {
  to: (question, answer, ids) =>
    answer.text === '' ? [] : [{ ...base(question, ids), answer: answer.text }],
  from(question, items) {
    const item = own(question, items)[0];
    return item?.answer === undefined ? undefined : { kind: 'text', text: item.answer };
  },
};

const blanks: PayloadCodec<'blanks'> = {
  to: (question, answer, ids) =>
    Object.entries(nonEmpty(answer.values)).map(([descId, value]) => ({
      ...base(question, ids),
      descId,
      answer: value,
    })),
  from(question, items) {
    const values: Record<string, string> = {};
    for (const item of own(question, items)) if (item.descId) values[item.descId] = item.answer ?? '';
    return Object.keys(values).length ? { kind: 'blanks', values } : undefined;
  },
};

const number: PayloadCodec<'number'> = {
  to: (question, answer, ids) => [{ ...base(question, ids), answserScore: String(answer.value) }],
  from(question, items) {
    const score = own(question, items)[0]?.answserScore;
    return score === undefined || score.trim() === '' || Number.isNaN(Number(score))
      ? undefined
      : { kind: 'number', value: Number(score) };
  },
};

const time: PayloadCodec<'time'> = {
  to: (question, answer, ids) =>
    answer.value === '' ? [] : [{ ...base(question, ids), answserScore: answer.value }],
  from(question, items) {
    const score = own(question, items)[0]?.answserScore;
    return score && /^\d{4,14}$/.test(score) ? { kind: 'time', value: score } : undefined;
  },
};

const matrix: PayloadCodec<'matrix'> = {
  to(question, answer, ids) {
    return Object.entries(answer.rows)
      .filter(([, columns]) => columns.length > 0)
      .map(([rowId, columns]) => {
        const item: AnswerItemPayload = {
          ...base(question, ids),
          quRowId: rowId,
          quColId: joinCommaList(columns),
        };
        const other = answer.otherText[rowId];
        if (other) item.otherAnswer = other;
        return item;
      });
  },
  from(question, items) {
    const rows: Record<string, string[]> = {};
    const otherText: Record<string, string> = {};
    for (const item of own(question, items)) {
      if (!item.quRowId) continue;
      rows[item.quRowId] = splitCommaList(item.quColId);
      if (item.otherAnswer) otherText[item.quRowId] = item.otherAnswer;
    }
    return Object.keys(rows).length ? { kind: 'matrix', rows, otherText } : undefined;
  },
};

const scores: PayloadCodec<'scores'> = {
  to: (question, answer, ids) =>
    Object.entries(answer.values).map(([rowId, value]) => ({
      ...base(question, ids),
      quRowId: rowId,
      answserScore: String(value),
    })),
  from(question, items) {
    const values: Record<string, number> = {};
    for (const item of own(question, items)) {
      if (item.quRowId && item.answserScore !== undefined) values[item.quRowId] = Number(item.answserScore);
    }
    return Object.keys(values).length ? { kind: 'scores', values } : undefined;
  },
};

const sort: PayloadCodec<'sort'> = {
  to: (question, answer, ids) =>
    Object.entries(answer.ranks)
      .sort(([, a], [, b]) => a - b)
      .map(([optionId, rank]) => ({ ...base(question, ids), quItemId: optionId, orderyNum: rank })),
  from(question, items) {
    const ranks: Record<string, number> = {};
    for (const item of own(question, items))
      if (item.quItemId && item.orderyNum) ranks[item.quItemId] = item.orderyNum;
    return Object.keys(ranks).length ? { kind: 'sort', ranks } : undefined;
  },
};

const chip: PayloadCodec<'chip'> = {
  to: (question, answer, ids) =>
    Object.entries(answer.amounts).map(([optionId, amount]) => ({
      ...base(question, ids),
      quItemId: optionId,
      answserScore: String(amount),
    })),
  from(question, items) {
    const amounts: Record<string, number> = {};
    for (const item of own(question, items)) {
      if (item.quItemId && item.answserScore !== undefined)
        amounts[item.quItemId] = Number(item.answserScore);
    }
    return Object.keys(amounts).length ? { kind: 'chip', amounts } : undefined;
  },
};

const media: PayloadCodec<'media'> = {
  to(question, answer, ids) {
    const items: AnswerItemPayload[] = answer.entries.map((entry) => {
      const item: AnswerItemPayload = {
        ...base(question, ids),
        answer: entry.optionName,
        answserScore: entry.value,
      };
      if (entry.text !== undefined) item.otherAnswer = entry.text;
      const timing = timedFields(entry);
      if (timing) item.extendsData = timing;
      return item;
    });
    if (answer.note !== undefined) {
      if (items[0]) items[0].openAnswer = answer.note;
      else items.push({ ...base(question, ids), openAnswer: answer.note });
    }
    return items;
  },
  from(question, items) {
    const mine = own(question, items);
    if (mine.length === 0) return undefined;
    const entries = mine
      .filter((item) => item.answserScore !== undefined)
      .map((item) => {
        const entry: MediaEntry = { optionName: item.answer ?? '', value: item.answserScore ?? '' };
        if (item.otherAnswer !== undefined) entry.text = item.otherAnswer;
        return readTimedFields(entry, item.extendsData);
      });
    if (entries.includes(undefined)) return undefined;
    const read = entries as MediaEntry[];
    const note = mine.find((item) => item.openAnswer !== undefined)?.openAnswer;
    return note === undefined ? { kind: 'media', entries: read } : { kind: 'media', entries: read, note };
  },
};

/**
 * A timed response's entry fields (item, onset in the recording, latency) ride in extendsData, not in the wire's
 * descId: a descId would make each entry a slot of its own on the server (server/answers/item-rows.ts), and a
 * media answer is one slot.
 */
function timedFields(entry: MediaEntry): Record<string, unknown> | undefined {
  if (entry.descId === undefined && entry.onsetMs === undefined && entry.latencyMs === undefined) return;
  return {
    ...(entry.descId !== undefined ? { descId: entry.descId } : {}),
    ...(entry.onsetMs !== undefined ? { onsetMs: entry.onsetMs } : {}),
    ...(entry.latencyMs !== undefined ? { latencyMs: entry.latencyMs } : {}),
  };
}

/** The entry with its timed fields from extendsData; undefined when one of them has the wrong type. */
function readTimedFields(
  entry: MediaEntry,
  extendsData: Record<string, unknown> | undefined,
): MediaEntry | undefined {
  const { descId, onsetMs, latencyMs } = extendsData ?? {};
  if (descId !== undefined) {
    if (typeof descId !== 'string') return undefined;
    entry.descId = descId;
  }
  if (onsetMs !== undefined) {
    if (typeof onsetMs !== 'number') return undefined;
    entry.onsetMs = onsetMs;
  }
  if (latencyMs !== undefined) {
    if (latencyMs !== null && typeof latencyMs !== 'number') return undefined;
    entry.latencyMs = latencyMs;
  }
  return entry;
}

const regions: PayloadCodec<'regions'> = {
  to: (question, answer, ids) =>
    answer.optionIds.length
      ? [{ ...base(question, ids), answserScore: joinCommaList(answer.optionIds) }]
      : [],
  from(question, items) {
    const item = own(question, items)[0];
    return item ? { kind: 'regions', optionIds: splitCommaList(item.answserScore) } : undefined;
  },
};

const cascade: PayloadCodec<'cascade'> = {
  to: (question, answer, ids) =>
    answer.path.length ? [{ ...base(question, ids), answer: joinCommaList(answer.path) }] : [],
  from(question, items) {
    const item = own(question, items)[0];
    return item ? { kind: 'cascade', path: splitCommaList(item.answer) } : undefined;
  },
};

const gps: PayloadCodec<'gps'> = {
  to(question, answer, ids) {
    const extendsData: Record<string, unknown> = {};
    if (answer.accuracy !== undefined) extendsData.accuracy = answer.accuracy;
    if (answer.altitude !== undefined) extendsData.altitude = answer.altitude;
    if (answer.fixTime !== undefined) extendsData.fixTime = answer.fixTime;
    if (answer.address !== undefined) extendsData.address = answer.address;
    return [{ ...base(question, ids), answer: `${answer.latitude},${answer.longitude}`, extendsData }];
  },
  from(question, items) {
    const item = own(question, items)[0];
    const [latitude, longitude] = splitCommaList(item?.answer).map(Number);
    if (!item || latitude === undefined || longitude === undefined) return undefined;
    const answer: AnswerOfKind<'gps'> = { kind: 'gps', latitude, longitude };
    if (typeof item.extendsData?.accuracy === 'number') answer.accuracy = item.extendsData.accuracy;
    if (typeof item.extendsData?.altitude === 'number') answer.altitude = item.extendsData.altitude;
    if (typeof item.extendsData?.fixTime === 'number') answer.fixTime = item.extendsData.fixTime;
    if (typeof item.extendsData?.address === 'string') answer.address = item.extendsData.address;
    // The wire is text: coordinates that are not numbers are no position (ranges: answerFromWire).
    return Number.isFinite(latitude) && Number.isFinite(longitude) ? answer : undefined;
  },
};

/**
 * Association: a choice's descId and side in the item's columns, everything else of it (timings, touch,
 * direction, errors, block and trial) in extendsData; the answer's timeOrigin and reversedFirst ride on every
 * item (the first one read stands). A choice without its ids and three timings, or with a field of the wrong
 * type, is no answer.
 */
const association: PayloadCodec<'association'> = {
  to: (question, answer, ids) =>
    answer.choices.map(({ descId, optionId, ...timings }) => ({
      ...base(question, ids),
      descId,
      quItemId: optionId,
      extendsData: {
        ...timings,
        ...(answer.timeOrigin !== undefined ? { timeOrigin: answer.timeOrigin } : {}),
        ...(answer.reversedFirst !== undefined ? { reversedFirst: answer.reversedFirst } : {}),
      },
    })),
  from(question, items) {
    const answer: AnswerOfKind<'association'> = { kind: 'association', choices: [] };
    for (const item of own(question, items)) {
      const { timeOrigin, reversedFirst, ...timings } = item.extendsData ?? {};
      const choice = associationChoiceOf(item.descId, item.quItemId, timings);
      if (!choice) return undefined;
      answer.choices.push(choice);
      if (typeof timeOrigin === 'number' && answer.timeOrigin === undefined) answer.timeOrigin = timeOrigin;
      if (typeof reversedFirst === 'boolean' && answer.reversedFirst === undefined) {
        answer.reversedFirst = reversedFirst;
      }
    }
    return answer.choices.length ? answer : undefined;
  },
};

const ASSOCIATION_NUMBERS = ['firstTouch', 'errors', 'corrections', 'block', 'trial'] as const;

/** One association choice from its wire fields, when every field present has its type. */
function associationChoiceOf(
  descId: string | undefined,
  optionId: string | undefined,
  fields: Record<string, unknown>,
): AssociationChoice | undefined {
  const { stTime, edTime, time, direction } = fields;
  if (!descId || !optionId) return undefined;
  if (typeof stTime !== 'number' || typeof edTime !== 'number' || typeof time !== 'number') return undefined;
  const choice: AssociationChoice = { descId, optionId, stTime, edTime, time };
  for (const key of ASSOCIATION_NUMBERS) {
    const value = fields[key];
    if (value === undefined) continue;
    if (typeof value !== 'number') return undefined;
    choice[key] = value;
  }
  if (direction !== undefined) {
    if (direction !== 'left' && direction !== 'right') return undefined;
    choice.direction = direction;
  }
  return choice;
}

export const PAYLOAD_CODECS: { [K in AnswerKind]: PayloadCodec<K> } = {
  choice,
  text,
  blanks,
  number,
  time,
  matrix,
  scores,
  sort,
  chip,
  media,
  regions,
  cascade,
  gps,
  association,
};
