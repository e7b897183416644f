// The payments module's collaborators for one app: the gateway in use and, in sandbox mode, the
// sandbox itself and its webhook outbox. Kept per AppContext so tests reach them without globals.
import type { AppContext } from '../context';
import type { PaymentsConfig } from './config';
import type { PaymentGateway } from './gateway';
import type { PaymentDeps } from './service';
import type { SandboxGateway } from './sandbox/gateway';
import type { SandboxWebhookOutbox } from './sandbox/webhook-outbox';

export interface PaymentsRuntime {
  config: PaymentsConfig;
  gateway: PaymentGateway;
  sandbox: { gateway: SandboxGateway; outbox: SandboxWebhookOutbox } | null;
  /** What the payment steps run with (db, gateway, clock, log), for other modules' calls into payments. */
  deps: PaymentDeps;
}

const runtimes = new WeakMap<AppContext, PaymentsRuntime>();

export function setPaymentsRuntime(ctx: AppContext, runtime: PaymentsRuntime): void {
  runtimes.set(ctx, runtime);
}

export function paymentsRuntime(ctx: AppContext): PaymentsRuntime {
  const runtime = runtimes.get(ctx);
  if (!runtime) throw new Error('payment routes are not registered on this app');
  return runtime;
}
