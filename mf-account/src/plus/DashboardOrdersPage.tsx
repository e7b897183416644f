import { FormattedMessage } from 'react-intl';
import { OrderList } from '../orders/OrderList';
import { SignInPrompt } from './PlusLayout';
import { plusText } from './plusMessages';

/** `/packhelp-plus/orders`: the placed orders of the session's customer (a guest sees their own), newest first. */
export function DashboardOrdersPage() {
  return <OrderList titleId="acc-plus-orders-title" title={<FormattedMessage {...plusText.ordersTitle} />} detailRoute="dashboardOrderDetails" intro={<SignInPrompt />} />;
}
