// Custom size validation in the browser (commerce-core §5), mirroring the API's rule semantics so
// the configurator can explain a size before anything is sent. Sizes are millimetres.

export type DimensionField = 'length' | 'width' | 'height';
export const DIMENSION_FIELDS: readonly DimensionField[] = ['length', 'width', 'height'];

export type RuleCondition = '<' | '<=' | '>' | '>=' | '===';

export interface RuleSide {
  type: string;
  value: string | number;
}

export interface CustomSizeRule {
  left: RuleSide;
  condition: string;
  right: RuleSide;
  /** Already localised by the API for the requested language. */
  message: string;
}

export interface CustomSizeConfig {
  dimensions: Partial<Record<string, { min: number; max: number }>>;
  rules: readonly CustomSizeRule[];
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

export interface RuleFailure {
  message: string;
  fields: DimensionField[];
}

export interface CustomSizeResult {
  valid: boolean;
  /** Every configured dimension has a value (a size that is only partly typed cannot be ordered). */
  complete: boolean;
  dimensions: DimensionCheck[];
  failures: RuleFailure[];
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
export function checkRule(rule: CustomSizeRule, size: CustomSize): RuleFailure | undefined {
  if (!isCondition(rule.condition)) throw new CustomSizeConfigError(`Unsupported rule condition ${rule.condition}`);
  const left = sideValue(rule.left, size);
  const right = sideValue(rule.right, size);
  if (left === undefined || right === undefined) return undefined;
  if (CONDITIONS[rule.condition](left, right)) return undefined;
  const fields = [rule.left, rule.right].flatMap((s) => (s.type === 'field' && isField(s.value) ? [s.value] : []));
  return { message: rule.message, fields };
}

export function validateCustomSize(config: CustomSizeConfig, size: CustomSize): CustomSizeResult {
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
