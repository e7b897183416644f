// Asks for marketing consent where the shopper gives their e-mail address at checkout: the server says
// whether that address has answered yet (`global_consents_needed`), and records the answer with the
// words shown (`save_with_consents`), after which it is not asked again (docs/domain.md#consent-and-analytics).
import { lazy, Suspense, useEffect, useState } from 'react';
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

export function MarketingConsentPrompt({ client, email }: { client: ApiClient; email: string | null }) {
  const region = useRegion();
  const { locale } = useMountProps();
  const [ask, setAsk] = useState<{ email: string; userId: number; anonymous: boolean } | null>(null);

  useEffect(() => {
    if (!email) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const session = await ensureSession(client);
        const { consents_needed } = await globalConsentsNeeded(client, email, controller.signal);
        if (!controller.signal.aborted && consents_needed.includes('marketing')) setAsk({ email, userId: session.user.id, anonymous: session.user.anonymous });
      } catch {
        // Not knowing whether to ask is no reason to stop a checkout: ask another time.
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
      email: ask.email,
      location: window.location.href,
      consent_id: answerId(),
      policy_version: MARKETING_POLICY_VERSION,
      acceptance_method: 'by-cta-click',
    });
    setAsk(null);
  };
  return (
    <Suspense fallback={null}>
      <MarketingConsentDialog onAnswer={record} onClose={() => setAsk(null)} />
    </Suspense>
  );
}
