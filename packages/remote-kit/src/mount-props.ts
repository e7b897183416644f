import { createContext, useContext } from 'react';
import type { RemoteMountProps } from '@ph/contracts';

export const MountPropsContext = createContext<RemoteMountProps | null>(null);

/** The region, locale and navigation the shell (or the stand-alone dev page) mounted this remote with. */
export function useMountProps(): RemoteMountProps {
  const props = useContext(MountPropsContext);
  if (!props) throw new Error('useMountProps must be used inside a RemoteRoot');
  return props;
}
