// Validation of a custom box size against a product's custom size config (commerce-core §5).
import type { CustomSizeConfig, CustomSizeRule, DimensionField, LocalizedText, RuleCondition, RuleSide } from './types';

export type CustomSize = Partial<Record<DimensionField, number | undefined>>;

export interface DimensionCheck {
  field: DimensionField;
  present: boolean;
  minOk: boolean;
  maxOk: boolean;
}

export interface RuleFailure {
  message: LocalizedText;
  fields: DimensionField[];
}

export interface CustomSizeResult {
  valid: boolean;
  dimensions: DimensionCheck[];
  failures: RuleFailure[];
}

export class CustomSizeConfigError extends Error {}

const CONDITIONS: Readonly<Record<RuleCondition, (a: number, b: number) => boolean>> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '===': (a, b) => a === b,
};

function sideValue(side: RuleSide, size: CustomSize): number | undefined {
  // Stored configs are jsonb: a side type the code does not know is a configuration error, not a pass.
  switch (side.type) {
    case 'field':
      return size[side.value];
    case 'value':
      return side.value;
    default:
      throw new CustomSizeConfigError(`Unsupported rule side type ${(side as { type: string }).type}`);
  }
}

/** One rule: passes when either side is undefined (nothing to compare yet); an unknown condition throws. */
export function checkRule(rule: CustomSizeRule, size: CustomSize): RuleFailure | undefined {
  const compare = CONDITIONS[rule.condition];
  if (!compare) throw new CustomSizeConfigError(`Unsupported rule condition ${String(rule.condition)}`);
  const left = sideValue(rule.left, size);
  const right = sideValue(rule.right, size);
  if (left === undefined || right === undefined) return undefined;
  if (compare(left, right)) return undefined;
  const fields = [rule.left, rule.right].flatMap((s) => (s.type === 'field' ? [s.value] : []));
  return { message: rule.message, fields };
}

/** Checks each configured dimension (an absent value passes min and max) and every rule. */
export function validateCustomSize(config: CustomSizeConfig, size: CustomSize): CustomSizeResult {
  const dimensions: DimensionCheck[] = (Object.keys(config.dimensions) as DimensionField[]).map((field) => {
    const limits = config.dimensions[field];
    const value = size[field];
    const present = value !== undefined;
    return {
      field,
      present,
      minOk: !present || !limits || value >= limits.min,
      maxOk: !present || !limits || value <= limits.max,
    };
  });
  const failures = config.rules.flatMap((rule) => checkRule(rule, size) ?? []);
  const valid = failures.length === 0 && dimensions.every((d) => d.minOk && d.maxOk);
  return { valid, dimensions, failures };
}
