// Validation of a custom box size against a product's custom size config (docs/domain.md#validation). The rule
// semantics are @ph/catalogue-logic's (the configurator runs the same checks); the API keeps each rule's
// message in every language and judges a size by its limits and rules only: the routes already require
// all three dimensions, so completeness is not this check's concern.
import {
  checkRule,
  CustomSizeConfigError,
  validateCustomSize as validateWithRules,
  type CustomSize,
  type RuleFailure as SharedRuleFailure,
} from '@ph/catalogue-logic';
import type { CustomSizeConfig, DimensionField, LocalizedText } from '../db/schema';

export { checkRule, CustomSizeConfigError, type CustomSize };

export interface DimensionCheck {
  field: DimensionField;
  present: boolean;
  minOk: boolean;
  maxOk: boolean;
}

export type RuleFailure = SharedRuleFailure<LocalizedText>;

export interface CustomSizeResult {
  valid: boolean;
  dimensions: DimensionCheck[];
  failures: RuleFailure[];
}

/** Checks each configured dimension (an absent value passes min and max) and every rule. */
export function validateCustomSize(config: CustomSizeConfig, size: CustomSize): CustomSizeResult {
  const result = validateWithRules(config, size);
  const dimensions = result.dimensions.map(({ field, present, minOk, maxOk }) => ({ field, present, minOk, maxOk }));
  const valid = result.failures.length === 0 && dimensions.every((d) => d.minOk && d.maxOk);
  return { valid, dimensions, failures: result.failures };
}
