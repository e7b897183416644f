import { useSearchParams } from '@ph/remote-kit';
import { RETURN_TO_PARAM, safeReturnTo } from '../common/returnTo';
import { useNavigateTo } from '../common/useNavigateTo';

/** Where a visitor goes once signed in: back to the page that asked for it, else their orders. */
export function useAfterSignIn(): { returnTo: string | null; go(): void } {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
  const nav = useNavigateTo();
  return {
    returnTo,
    go: () => (returnTo ? nav.toPath(returnTo, { replace: true }) : nav.toRoute('accountOrders', { replace: true })),
  };
}
