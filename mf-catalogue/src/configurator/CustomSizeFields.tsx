import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { SelectField, TextField } from '@ph/ui';
import { DIMENSION_FIELDS, fromMillimetres, type CustomSizeResult, type DimensionField, type LengthUnit } from '@ph/catalogue-logic';

const FIELD_LABELS = defineMessages<DimensionField>({
  length: { id: 'catalogue.customSize.length', defaultMessage: 'Length ({unit})' },
  width: { id: 'catalogue.customSize.width', defaultMessage: 'Width ({unit})' },
  height: { id: 'catalogue.customSize.height', defaultMessage: 'Height ({unit})' },
});

export interface CustomSizeFieldsProps {
  unit: LengthUnit;
  onUnitChange: (unit: LengthUnit) => void;
  values: Partial<Record<DimensionField, string>>;
  onChange: (field: DimensionField, value: string) => void;
  result: CustomSizeResult;
}

/** Length, width and height in cm or in, with per-field limits and the rules' messages. */
export function CustomSizeFields({ unit, onUnitChange, values, onChange, result }: CustomSizeFieldsProps) {
  const intl = useIntl();
  const format = (mm: number) => intl.formatNumber(fromMillimetres(mm, unit), { maximumFractionDigits: 2 });
  return (
    <fieldset className="cat-fieldset">
      <legend>
        <FormattedMessage id="catalogue.customSize.legend" defaultMessage="Custom size (inner dimensions)" />
      </legend>
      <SelectField
        label={intl.formatMessage({ id: 'catalogue.customSize.unit', defaultMessage: 'Unit' })}
        name="unit"
        value={unit}
        onChange={(e) => onUnitChange(e.target.value === 'in' ? 'in' : 'cm')}
        options={[
          { value: 'cm', label: intl.formatMessage({ id: 'catalogue.unit.cm', defaultMessage: 'Centimetres (cm)' }) },
          { value: 'in', label: intl.formatMessage({ id: 'catalogue.unit.in', defaultMessage: 'Inches (in)' }) },
        ]}
      />
      <div className="cat-size-inputs">
        {DIMENSION_FIELDS.map((field) => {
          const check = result.dimensions.find((d) => d.field === field);
          if (!check) return null;
          const ruleMessages = result.failures.filter((f) => f.fields.includes(field)).map((f) => f.message);
          const limitError = !check.minOk
            ? intl.formatMessage({ id: 'catalogue.customSize.min', defaultMessage: 'At least {min} {unit}' }, { min: format(check.min), unit })
            : !check.maxOk
              ? intl.formatMessage({ id: 'catalogue.customSize.max', defaultMessage: 'At most {max} {unit}' }, { max: format(check.max), unit })
              : undefined;
          const errors = [limitError, ...ruleMessages].filter((m): m is string => Boolean(m));
          return (
            <TextField
              key={field}
              name={field}
              label={intl.formatMessage(FIELD_LABELS[field], { unit })}
              hint={intl.formatMessage(
                { id: 'catalogue.customSize.range', defaultMessage: '{min}–{max} {unit}' },
                { min: format(check.min), max: format(check.max), unit },
              )}
              error={errors.length ? errors.join(' · ') : undefined}
              inputMode="decimal"
              value={values[field] ?? ''}
              onChange={(e) => onChange(field, e.target.value)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
