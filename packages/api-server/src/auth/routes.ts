import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitSetting } from '../config';
import {
  AcceptedResponse,
  ChangePasswordBody,
  ConfirmEmailBody,
  ConfirmEmailResponse,
  HandoffResponse,
  RedeemHandoffBody,
  RecoverPasswordBody,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
} from '@ph/api-contract';
import { SessionResponse, User, UserIdParams } from '@ph/api-contract';
import { assertOwnUser, currentSession, lenientUser, requireUser } from '../http';
import { errors, NoContent, tokenAuth } from '../http';
import { presentUser } from '../users';
import { requestRegion } from '../catalogue';
import {
  changePassword,
  createAnonymousUser,
  confirmEmail,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signOut,
  signUp,
  type AuthDeps,
} from './service';
import { issueHandoff, redeemHandoff } from './handoff';

/** Rate-limit key: client IP plus the e-mail in the body (the body is validated by then). */
function ipAndEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

function limit(setting: RateLimitSetting, keyGenerator: (request: FastifyRequest) => string) {
  return { rateLimit: { max: setting.max, timeWindow: setting.windowMs, keyGenerator } };
}

const EMAIL_SENT = 'If an account exists for this e-mail address, we have sent it a link.';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // An anonymous visitor is a user with a session: issuing one is authentication's.
  app.get(
    '/users/anonymous',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an anonymous visitor and its session token',
        response: { 200: SessionResponse },
      },
    },
    async () => {
      const { user, token } = await createAnonymousUser(app.ctx.db, app.ctx.config.sessionTtlMs.anonymous, app.ctx.now());
      return { token, user: presentUser(user) };
    },
  );

  const { ctx } = app;
  const deps: AuthDeps = {
    db: ctx.db,
    userHooks: ctx.userHooks,
    now: ctx.now,
    storefrontUrl: ctx.config.storefrontUrl,
    sessionTtlMs: ctx.config.sessionTtlMs,
  };
  const { rateLimits } = ctx.config;
  // Besides the IP + e-mail budget: every sign-in from one IP counts towards one more budget, so one
  // password cannot be tried against thousands of accounts (password spraying). It runs on request,
  // before the body is parsed, so malformed attempts count too. `createRateLimit` because the plugin
  // runs only one of its own route limits per request.
  const signInsFromIp = app.createRateLimit({
    max: rateLimits.signInPerIp.max,
    timeWindow: rateLimits.signInPerIp.windowMs,
    keyGenerator: (request) => `sign-in-ip|${request.ip}`,
  });
  const limitSignInsPerIp = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const verdict = await signInsFromIp(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header('retry-after', verdict.ttlInSeconds);
    throw new AppError(429, 'rate_limited', `Too many sign-in attempts from this address; retry in ${verdict.ttlInSeconds} s`);
  };

  app.post(
    '/users/sign_up',
    {
      preHandler: lenientUser,
      config: limit(rateLimits.signUp, ipAndEmail),
      schema: {
        tags: ['auth'],
        summary: 'Create an account; an anonymous visitor token upgrades that visitor in place',
        body: SignUpBody,
        response: { 201: SessionResponse, ...errors(400, 422, 429) },
      },
    },
    async (request, reply) => {
      // The account keeps the interface language it was made in: the one sent, else the one asked for.
      const body = { ...request.body, locale: request.body.locale ?? request.askedLanguage ?? undefined };
      const { user, token } = await signUp(deps, body, request.session, requestRegion(request, undefined));
      ctx.mailer.kick();
      return reply.status(201).send({ token, user: presentUser(user) });
    },
  );

  app.post(
    '/users/sign_in',
    {
      onRequest: limitSignInsPerIp,
      preHandler: lenientUser,
      config: limit(rateLimits.signIn, ipAndEmail),
      schema: {
        tags: ['auth'],
        summary: 'Sign in; issues a new token and merges the anonymous visitor sending the request',
        body: SignInBody,
        response: { 200: SessionResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const { user, token } = await signIn(deps, request.body, request.session);
      return { token, user: presentUser(user) };
    },
  );

  app.delete(
    '/users/sign_out',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token of this request',
        security: tokenAuth,
        response: { 204: NoContent, ...errors(401) },
      },
    },
    async (request, reply) => {
      await signOut(deps, currentSession(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/password/recover',
    {
      config: limit(rateLimits.passwordReset, ipAndEmail),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: RecoverPasswordBody,
        response: { 202: AcceptedResponse, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, requestRegion(request, undefined));
      ctx.mailer.kick();
      return reply.status(202).send({ message: EMAIL_SENT });
    },
  );

  app.post(
    '/users/password/reset',
    {
      // Keyed by IP alone: guessing tokens is what this limit stops.
      config: limit(rateLimits.passwordReset, (request) => request.ip),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed token; revokes every session and signs in',
        body: ResetPasswordBody,
        response: { 200: SessionResponse, ...errors(400, 422, 429) },
      },
    },
    async (request) => {
      const { user, token } = await resetPassword(deps, request.body.token, request.body.password);
      return { token, user: presentUser(user) };
    },
  );

  app.put(
    '/users/:id/password',
    {
      preHandler: requireUser,
      // Per account: a stolen session must not be able to guess the current password at leisure.
      config: limit(rateLimits.signIn, (request) => `${request.ip}|user:${request.session?.user.id ?? ''}`),
      schema: {
        tags: ['auth'],
        summary: 'Change the password with the current one; other sessions are revoked, this one stays',
        security: tokenAuth,
        params: UserIdParams,
        body: ChangePasswordBody,
        response: { 200: User, ...errors(400, 401, 404, 422, 429) },
      },
    },
    async (request) => {
      assertOwnUser(request, request.params.id);
      const user = await changePassword(deps, currentSession(request), request.body.current_password, request.body.password, requestRegion(request, undefined));
      ctx.mailer.kick();
      return presentUser(user);
    },
  );

  app.post(
    '/v2/handoffs',
    {
      preHandler: requireUser,
      config: limit(rateLimits.passwordReset, (request) => `handoff|${request.session?.user.id ?? request.ip}`),
      schema: {
        tags: ['auth'],
        summary: 'A one-time code (15 min) for the QR code that opens this anonymous visitor’s cart or design on another device',
        security: tokenAuth,
        response: { 201: HandoffResponse, ...errors(401, 422, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await issueHandoff(deps, currentSession(request))),
  );

  app.post(
    '/users/handoff',
    {
      // Keyed by IP alone: guessing codes is what this limit stops.
      config: limit(rateLimits.passwordReset, (request) => `redeem-handoff|${request.ip}`),
      schema: {
        tags: ['auth'],
        summary: 'Redeem a QR code’s one-time code: a new session of the same anonymous visitor on this device',
        body: RedeemHandoffBody,
        response: { 200: SessionResponse, ...errors(400, 422, 429) },
      },
    },
    async (request) => {
      const { user, token } = await redeemHandoff(deps, request.body.token);
      return { token, user: presentUser(user) };
    },
  );

  app.post(
    '/users/confirm_email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail address with the e-mailed token',
        body: ConfirmEmailBody,
        response: { 200: ConfirmEmailResponse, ...errors(400, 422) },
      },
    },
    async (request) => {
      const user = await confirmEmail(deps, request.body.token);
      return { email: user.email ?? '', email_confirmed: true as const };
    },
  );

  app.post(
    '/users/confirm_email/resend',
    {
      preHandler: requireUser,
      config: limit(rateLimits.passwordReset, (request) => `${request.ip}|${request.session?.user.id ?? ''}`),
      schema: {
        tags: ['auth'],
        summary: 'Send the confirmation e-mail again',
        security: tokenAuth,
        response: { 202: AcceptedResponse, ...errors(401, 422, 429) },
      },
    },
    async (request, reply) => {
      await resendConfirmation(deps, currentSession(request).user, requestRegion(request, undefined));
      ctx.mailer.kick();
      return reply.status(202).send({ message: 'We have sent the confirmation link again.' });
    },
  );
};
