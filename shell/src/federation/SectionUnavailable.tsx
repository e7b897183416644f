import { useIntl } from 'react-intl';
import { ErrorPanel } from '@ph/ui';

export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <ErrorPanel
      title={intl.formatMessage({ id: 'shell.unavailable.title', defaultMessage: 'This section is unavailable' })}
      message={intl.formatMessage({
        id: 'shell.unavailable.message',
        defaultMessage: 'We could not load this part of the store. The rest of the page still works.',
      })}
      onRetry={onRetry}
    />
  );
}
