import fc from 'fast-check';
import type { z } from 'zod';

type Schema = z.core.$ZodType;

/** zod 4's definition, read only for what generating values needs. */
interface Def {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  coerce?: boolean;
}
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** Values that break servers: empty, blank, huge, NUL, odd Unicode, wrong types, deep nesting. */
export const edgeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uFFFF',
    '\uD800',
    '𝕏🎰',
    'ทดสอบ',
    '‮rtl',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'undefined',
    '[]',
    '{}',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '2024-13-45',
    '2026-02-30',
    'x'.repeat(70_000),
  ),
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.constantFrom(null, true, false, [], {}, [[[[[]]]]], { a: { b: { c: {} } } }),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const min = (checks.find((c) => c.check === 'min_length')?.minimum as number | undefined) ?? 0;
  const max = (checks.find((c) => c.check === 'max_length')?.maximum as number | undefined) ?? 40;
  const length = checks.find((c) => c.check === 'length_equals')?.length as number | undefined;
  const format = checks.find((c) => c.check === 'string_format');
  const fits = (s: string) => (length === undefined ? s.length >= min && s.length <= max : s.length === length);
  if (format?.format === 'url') return fc.webUrl().filter(fits);
  if (format?.pattern instanceof RegExp) {
    try {
      return fc.stringMatching(format.pattern).filter(fits);
    } catch {
      // A pattern fast-check cannot read (Unicode classes): plain text, the server judges it.
    }
  }
  return fc.string({ minLength: length ?? min, maxLength: length ?? Math.min(max, 60) });
}

function numberArbitrary(def: Def): fc.Arbitrary<number | string> {
  const checks = checksOf(def);
  const lower = checks.find((c) => c.check === 'greater_than');
  const upper = checks.find((c) => c.check === 'less_than');
  const isInt = checks.some((c) => c.check === 'number_format' && String(c.format).includes('int'));
  const min = lower ? Number(lower.value) + (lower.inclusive ? 0 : isInt ? 1 : 0.01) : -1e6;
  const max = upper ? Number(upper.value) - (upper.inclusive ? 0 : isInt ? 1 : 0.01) : 1e6;
  const n = isInt
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // A coerced number also arrives as text (query strings, form fields).
  return def.coerce ? fc.oneof(n, n.map(String)) : n;
}

/** Values the schema accepts (as far as its definition tells; refinements may still refuse some). */
export function validValue(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 6) return fc.constant(undefined);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const required = keys.filter((k) => !['optional', 'default', 'catch'].includes(defOf(shape[k]!).type));
      return fc.record(Object.fromEntries(keys.map((k) => [k, validValue(shape[k]!, depth + 1)])), {
        requiredKeys: required,
      });
    }
    case 'array':
      return fc.array(validValue(def.element!, depth + 1), { maxLength: 4 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => validValue(o, depth + 1)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    case 'optional':
      return fc.option(validValue(def.innerType!, depth + 1), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(validValue(def.innerType!, depth + 1), { nil: null, freq: 4 });
    case 'default':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return validValue(def.innerType!, depth + 1);
    case 'pipe':
      return validValue(def.in!, depth + 1);
    default:
      // unknown, any, transform, lazy…: anything JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A valid object with one field replaced by an edge value (or one unknown field added). */
export function edgeObject(schema: Schema): fc.Arbitrary<unknown> {
  return validValue(schema).chain((value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return edgeValue;
    const keys = Object.keys(defOf(schema).shape ?? {});
    const key = keys.length ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 });
    return fc
      .tuple(fc.oneof(key, fc.string({ maxLength: 8 })), edgeValue)
      .map(([k, v]) => ({ ...(value as object), [k]: v }));
  });
}

/** What the fuzzer sends as input: valid, valid with one edge field, or anything JSON at all. */
export function inputFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
  return fc.oneof(
    { weight: 4, arbitrary: validValue(schema) },
    { weight: 4, arbitrary: edgeObject(schema) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: edgeValue },
  );
}
