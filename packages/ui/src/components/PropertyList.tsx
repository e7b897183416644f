import { defineMessages, useIntl } from 'react-intl';
import { cx, useUiStyles } from '../styles';

/**
 * The names of the catalogue's property types (docs/domain.md#what-the-store-keeps), held once for every screen that
 * shows a configured box: the catalogue's configurator, cart lines and order lines. The values'
 * names come from the catalogue (the API sends them localised), so only the types live here.
 */
export const propertyTypeMessages = defineMessages({
  material: { id: 'ui.propertyType.material', defaultMessage: 'Material' },
  material_color: { id: 'ui.propertyType.material_color', defaultMessage: 'Board colour' },
  print_mode: { id: 'ui.propertyType.print_mode', defaultMessage: 'Print' },
  print_coverage: { id: 'ui.propertyType.print_coverage', defaultMessage: 'Print coverage' },
  finish: { id: 'ui.propertyType.finish', defaultMessage: 'Finish' },
  embellishment: { id: 'ui.propertyType.embellishment', defaultMessage: 'Embellishment' },
});

export type PropertyTypeName = keyof typeof propertyTypeMessages;

export interface PropertyListProps {
  /** In the order to show; `name` is the value's display name, already in the shopper's language. */
  properties: ReadonlyArray<{ type: PropertyTypeName; name: string }>;
  className?: string;
}

/** A configured box's properties as "Material: Kraft cardboard" pairs; nothing when there are none. */
export function PropertyList({ properties, className }: PropertyListProps) {
  useUiStyles();
  const intl = useIntl();
  if (properties.length === 0) return null;
  return (
    <dl className={cx('ph-ui-properties', className)}>
      {properties.map((p) => (
        <div key={p.type}>
          <dt>{intl.formatMessage(propertyTypeMessages[p.type])}</dt>
          <dd>{p.name}</dd>
        </div>
      ))}
    </dl>
  );
}
