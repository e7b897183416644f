// Custom size validation (docs/domain.md#validation): the one implementation of the rule semantics, used by the
// configurator to explain a size before anything is sent and by the API to refuse it. Sizes are
// millimetres. The message type is generic: the browser gets it localised (a string), the API keeps
// every language (its LocalizedText) and localises when it answers.

export type DimensionField = 'length' | 'width' | 'height';
export const DIMENSION_FIELDS: readonly DimensionField[] = ['length', 'width', 'height'];

export type RuleCondition = '<' | '<=' | '>' | '>=' | '===';

export interface RuleSide {
  type: string;
  value: string | number;
}

export interface CustomSizeRule<M = string> {
  left: RuleSide;
  condition: string;
  right: RuleSide;
  /** In the browser: already localised by the API for the requested language. */
  message: M;
}

export interface CustomSizeConfig<M = string> {
  dimensions: Partial<Record<string, { min: number; max: number }>>;
  rules: readonly CustomSizeRule<M>[];
  minQuantity: number;
}

export type CustomSize = Partial<Record<DimensionField, number>>;

export interface DimensionCheck {
  field: DimensionField;
  present: boolean;
  minOk: boolean;
  maxOk: boolean;
  min: number;
  max: number;
}

export interface RuleFailure<M = string> {
  message: M;
  fields: DimensionField[];
}

export interface CustomSizeResult<M = string> {
  valid: boolean;
  /** Every configured dimension has a value (a size that is only partly typed cannot be ordered). */
  complete: boolean;
  dimensions: DimensionCheck[];
  failures: RuleFailure<M>[];
}

/** A config the client cannot evaluate: unknown condition or side type. */
export class CustomSizeConfigError extends Error {
  override readonly name = 'CustomSizeConfigError';
}

const CONDITIONS: Readonly<Record<RuleCondition, (a: number, b: number) => boolean>> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '===': (a, b) => a === b,
};

const isCondition = (c: string): c is RuleCondition => Object.prototype.hasOwnProperty.call(CONDITIONS, c);
const isField = (v: string | number): v is DimensionField => typeof v === 'string' && (DIMENSION_FIELDS as readonly string[]).includes(v);

function sideValue(side: RuleSide, size: CustomSize): number | undefined {
  switch (side.type) {
    case 'field':
      if (!isField(side.value)) throw new CustomSizeConfigError(`Unsupported rule field ${String(side.value)}`);
      return size[side.value];
    case 'value':
      if (typeof side.value !== 'number') throw new CustomSizeConfigError(`Rule value ${String(side.value)} is not a number`);
      return side.value;
    default:
      throw new CustomSizeConfigError(`Unsupported rule side type ${side.type}`);
  }
}

/** A rule passes when either side is still undefined; a failing rule returns its message and fields. */
export function checkRule<M>(rule: CustomSizeRule<M>, size: CustomSize): RuleFailure<M> | undefined {
  if (!isCondition(rule.condition)) throw new CustomSizeConfigError(`Unsupported rule condition ${rule.condition}`);
  const left = sideValue(rule.left, size);
  const right = sideValue(rule.right, size);
  if (left === undefined || right === undefined) return undefined;
  if (CONDITIONS[rule.condition](left, right)) return undefined;
  const fields = [rule.left, rule.right].flatMap((s) => (s.type === 'field' && isField(s.value) ? [s.value] : []));
  return { message: rule.message, fields };
}

export function validateCustomSize<M>(config: CustomSizeConfig<M>, size: CustomSize): CustomSizeResult<M> {
  const dimensions: DimensionCheck[] = DIMENSION_FIELDS.flatMap((field) => {
    const limits = config.dimensions[field];
    if (!limits) return [];
    const value = size[field];
    const present = value !== undefined;
    return [{ field, present, min: limits.min, max: limits.max, minOk: !present || value >= limits.min, maxOk: !present || value <= limits.max }];
  });
  const failures = config.rules.flatMap((rule) => checkRule(rule, size) ?? []);
  const complete = dimensions.every((d) => d.present);
  const valid = complete && failures.length === 0 && dimensions.every((d) => d.minOk && d.maxOk);
  return { valid, complete, dimensions, failures };
}
