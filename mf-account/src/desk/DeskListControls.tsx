import { useIntl } from 'react-intl';
import { Button, SelectField, type SelectOption } from '@ph/ui';
import { deskText } from './deskText';

/** How many rows a desk list shows at once (the API's default page size). */
export const DESK_PAGE_SIZE = 25;

/** The value of the filter's "all" option: no state sent to the API. */
export const ALL = '';

export function DeskFilter({ label, value, options, onChange }: { label: string; value: string; options: readonly SelectOption[]; onChange(value: string): void }) {
  const intl = useIntl();
  return (
    <SelectField
      label={label}
      value={value}
      options={[{ value: ALL, label: intl.formatMessage(deskText.filterAll) }, ...options]}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/**
 * Where in a long list the manager is, with Previous/Next. Shown only when the list has more than one
 * page, so a short queue looks as before.
 */
export function DeskPager({ page, count, onPage }: { page: number; count: number; onPage(page: number): void }) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(count / DESK_PAGE_SIZE));
  if (pages <= 1) return null;
  const from = (page - 1) * DESK_PAGE_SIZE + 1;
  const to = Math.min(count, page * DESK_PAGE_SIZE);
  return (
    <nav className="acc-actions" aria-label={intl.formatMessage(deskText.pagerLabel)}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage(deskText.pagerPrevious)}
      </Button>
      <span aria-live="polite">
        {intl.formatMessage(deskText.pagerPosition, { from: intl.formatNumber(from), to: intl.formatNumber(to), count: intl.formatNumber(count) })}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {intl.formatMessage(deskText.pagerNext)}
      </Button>
    </nav>
  );
}
