import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from zod 4 schemas (zod-fast-check only knows zod 3). The values are mostly the
 * right shape — so that requests get past validation and reach the handlers and the database — with hostile
 * leaves mixed in: strings with NUL, lone surrogates, huge numeric entities, very long text, `__proto__`
 * keys, and now and then a value of the wrong type. Schemas are walked through their `_zod.def`, the
 * internals zod 4 documents for library authors.
 */
export type FuzzContext = {
  /** Real ids (surveys, questions, options, groups…) that id-like fields pick often, so lookups succeed. */
  ids: readonly string[];
  /** The ids a field of this name should pick, when it has its own (a survey id field: survey ids); else ids. */
  idsFor?: (key: string) => readonly string[] | undefined;
  /** Only well-formed values: no hostile strings, wrong types or extra keys (requests meant to pass validation). */
  tame?: boolean;
};

type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  [key: string]: unknown;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Strings that broke, or could break, a server: each one a reason a request once answered 500. */
export const HOSTILE_STRINGS: readonly string[] = [
  'a\u0000b',
  '\u0000',
  'a\ud800b',
  '\udc00',
  'x\ud83d',
  '\u0001\u001f\ufffe\uffff',
  `<a title='&#${'9'.repeat(400)};'>x</a>`,
  `<img alt="&#x${'f'.repeat(60)};" src="x.png">`,
  '<a title="&#0;&#xd800;&#1;">x</a>',
  '<script>alert(1)</script><p onclick="x()">t</p>',
  `<p>${'<b>'.repeat(2000)}</p>`,
  'x'.repeat(70_000),
  '__proto__',
  'constructor',
  '',
  ' ',
  '1e999',
  '-1',
  'NaN',
  '%00',
  '../../etc/passwd',
  "'; drop table surveys; --",
  '\u202e\u200b名字🙂',
];

export const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

/** Any JSON value of a wrong type for where it lands. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0.5),
  fc.boolean(),
  hostileString,
  fc.constant([]),
  fc.constant({}),
  fc.constant({ __proto__: { polluted: true } }),
  fc.constant([hostileString]),
);

/** A JSON value of any shape, for schemas that accept anything (z.unknown) and routes without a schema. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), hostileString, fc.constant('__pro\u0000to__')),
      tie('value'),
      {
        maxKeys: 3,
      },
    ),
  ),
})).value;

const checkDefs = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

function stringArbitrary(def: Def, key: string, context: FuzzContext): fc.Arbitrary<string> {
  let minLength = 0;
  let maxLength = 40;
  let formatted: fc.Arbitrary<string> | undefined;
  const format = typeof def.format === 'string' ? def.format : undefined;
  if (format === 'uuid' || format === 'guid') formatted = fc.uuid();
  for (const check of checkDefs(def)) {
    if (check.check === 'min_length') minLength = Number(check.minimum);
    if (check.check === 'max_length') maxLength = Math.min(maxLength, Number(check.maximum));
    if (check.check === 'length_equals') minLength = maxLength = Number(check.length);
    if (check.check === 'string_format') {
      if (check.format === 'uuid' || check.format === 'guid') formatted = fc.uuid();
      else if (check.format === 'email') formatted = fc.emailAddress();
      else if (check.format === 'datetime')
        formatted = fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      else if (check.pattern instanceof RegExp) formatted = fc.stringMatching(check.pattern);
    }
  }
  const valid =
    formatted ?? fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, maxLength) });
  const idLike = /id$/i.test(key) || /Ids?$/.test(key);
  const pool = (idLike && context.idsFor?.(key)) || context.ids;
  const real = pool.length ? fc.constantFrom(...pool) : valid;
  if (context.tame)
    return fc.oneof(
      { weight: idLike ? 6 : 1, arbitrary: real },
      {
        weight: 4,
        arbitrary:
          formatted ??
          fc.string({ unit: fc.constantFrom(...'abcxyz123'), minLength, maxLength: Math.max(minLength, 12) }),
      },
    );
  return fc.oneof(
    { weight: idLike ? 6 : 1, arbitrary: real },
    { weight: 4, arbitrary: valid },
    { weight: 3, arbitrary: hostileString },
    { weight: 1, arbitrary: valid.map((text) => `${text}\u0000${text}\ud800`) },
  );
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1_000;
  let max = 1_000;
  let integer = false;
  for (const check of checkDefs(def)) {
    if (check.check === 'number_format' && String(check.format).includes('int')) integer = true;
    if (check.check === 'greater_than') min = Math.max(min, Number(check.value));
    if (check.check === 'less_than') max = Math.min(max, Number(check.value));
  }
  if (def.format && String(def.format).includes('int')) integer = true;
  if (min > max) max = min;
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    { weight: 6, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(0, 1, 2, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1) },
  );
}

/** What a request field could carry, for one schema; `key` is the field's name (id-like fields get real ids). */
export function arbitraryOf(
  schema: z.ZodType,
  context: FuzzContext,
  key = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema, context, key, depth);
  if (context.tame) return shaped;
  // Rare below the top: a save has some sixty fields, and one wrong type anywhere stops the whole request
  // at validation, before the handler and the database that the hostile strings are meant to reach.
  return fc.oneof({ weight: depth === 0 ? 8 : 150, arbitrary: shaped }, { weight: 1, arbitrary: wrongType });
}

function shapedArbitrary(
  schema: z.ZodType,
  context: FuzzContext,
  key: string,
  depth: number,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (child: unknown, childKey = key) =>
    arbitraryOf(child as z.ZodType, context, childKey, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, key, context);
    case 'number':
    case 'bigint':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 3 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'pipe':
      return shapedArbitrary(def.in as z.ZodType, context, key, depth);
    case 'transform':
      return anyJson;
    case 'lazy':
      return depth > 4
        ? fc.constant(null)
        : shapedArbitrary((def.getter as () => z.ZodType)(), context, key, depth + 1);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => inner(option)));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([left, right]) =>
          left && right && typeof left === 'object' && typeof right === 'object'
            ? { ...left, ...right }
            : left,
        );
    case 'array': {
      let maxLength = depth > 3 ? 1 : 3;
      let minLength = 0;
      for (const check of checkDefs(def)) {
        if (check.check === 'min_length') minLength = Math.min(Number(check.minimum), 3);
        if (check.check === 'max_length') maxLength = Math.min(maxLength, Number(check.maximum));
      }
      return fc.array(inner(def.element), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((item) => inner(item)));
    case 'record':
      return fc.dictionary(
        fc.oneof(
          context.ids.length ? fc.constantFrom(...context.ids) : fc.string(),
          context.tame ? fc.string({ unit: fc.constantFrom(...'abc123'), minLength: 1 }) : hostileString,
        ),
        inner(def.valueType),
        { maxKeys: 3 },
      );
    case 'object':
      return objectArbitrary(def, context, depth);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    default:
      // unknown, any, custom, and whatever zod adds later: any JSON at all.
      return anyJson;
  }
}

function objectArbitrary(
  def: Def,
  context: FuzzContext,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape as Record<string, z.ZodType>;
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [field, child] of Object.entries(shape)) {
    fields[field] = arbitraryOf(child, context, field, depth + 1);
    // Fields the schema requires are always sent (a wrong value stands in for a missing one now and then).
    if ((child as unknown as { _zod: { optin?: string } })._zod.optin !== 'optional') required.push(field);
  }
  if (context.tame) return fc.record(fields, { requiredKeys: required });
  const extra = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'x\u0000'), anyJson, {
    maxKeys: 1,
  });
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: required }),
      fc.oneof({ weight: 5, arbitrary: fc.constant({}) }, extra),
    )
    .map(([known, unknownKeys]) => {
      const value: Record<string, unknown> = {};
      // Own properties even for "__proto__", as JSON.parse makes them on the server.
      for (const [field, item] of [...Object.entries(known), ...Object.entries(unknownKeys)])
        if (item !== undefined)
          Object.defineProperty(value, field, {
            value: item,
            enumerable: true,
            configurable: true,
            writable: true,
          });
      return value;
    });
}
