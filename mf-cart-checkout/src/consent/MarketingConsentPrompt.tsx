// Asks for marketing consent where the shopper gives their e-mail address at checkout: the server says
// whether that address has answered yet (`global_consents_needed`), and records the answer with the
// words shown (`save_with_consents`), after which it is not asked again (docs/domain.md#consent-and-analytics).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { globalConsentsNeeded, saveConsents, type ApiClient } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { useMountProps } from '@ph/remote-kit';
import { ensureSession } from '@ph/session';
import type { MarketingAnswer } from './MarketingConsentDialog';

const MarketingConsentDialog = lazy(() => import(/* webpackChunkName: "marketing-consent" */ './MarketingConsentDialog'));

/** The version of the marketing wording; raise it when the words change in substance. */
const MARKETING_POLICY_VERSION = 1;

function answerId(): string {
  return `marketing-${globalThis.crypto?.randomUUID?.() ?? Date.now().toString(36)}`;
}

interface Props {
  client: ApiClient;
  email: string;
  /** The question is settled for now: answered, closed, not needed, or not known (the checkout goes on). */
  onDone(): void;
}

/** Between the details step and the next: asks the owner of `email` once, if the server says to. */
export function MarketingConsentPrompt({ client, email, onDone }: Props) {
  const region = useRegion();
  const { locale } = useMountProps();
  const [ask, setAsk] = useState<{ userId: number; anonymous: boolean } | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        const session = await ensureSession(client);
        const { consents_needed } = await globalConsentsNeeded(client, email, controller.signal);
        if (controller.signal.aborted) return;
        if (consents_needed.includes('marketing')) setAsk({ userId: session.user.id, anonymous: session.user.anonymous });
        else done.current();
      } catch {
        // Not knowing whether to ask is no reason to stop a checkout: ask another time.
        if (!controller.signal.aborted) done.current();
      }
    })();
    return () => controller.abort();
  }, [client, email]);

  if (!ask) return null;
  const record = async (answer: MarketingAnswer) => {
    await saveConsents(client, {
      consents: [answer],
      region: region.code,
      locale,
      ...(ask.anonymous ? { anonymous_id: String(ask.userId) } : { user_id: String(ask.userId) }),
      email,
      location: window.location.href,
      consent_id: answerId(),
      policy_version: MARKETING_POLICY_VERSION,
      acceptance_method: 'by-cta-click',
    });
    done.current();
  };
  return (
    <Suspense fallback={null}>
      <MarketingConsentDialog onAnswer={record} onClose={() => done.current()} />
    </Suspense>
  );
}
