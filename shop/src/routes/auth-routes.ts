import { createRoute, type z } from '@hono/zod-openapi';
import { loginRequest, messageResponse, refreshRequest, registerRequest, sessionResponse } from '../contract';
import { assertNewPassword } from '../accounts/new-password';
import { register, resendConfirmation } from '../accounts/registration';
import { findCustomerByEmail, isGone } from '../accounts/customer-state';
import { mergeGuestCartAtLogin } from '../cart/cart-merge';
import { parseCartSecret } from '../cart/cart-store';
import { CART_ID_HEADER } from '../contract/cart';
import { LISTS_ID_HEADER } from '../contract/lists';
import { toCustomerWire } from '../accounts/customer-wire';
import { mergeGuestListsAtLogin, parseListsSecret } from '../lists/list-owner';
import { ApiError, fieldErrors, unauthorized, type FieldErrors } from '../http/api-error';
import { issuesToFieldErrors } from '../http/validation';
import type { ShopApp } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { requireCustomer } from '../http/require-customer';
import { rateLimitRules } from '../security/rate-limit';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../security/secrets';
import { clientFingerprint, revokeFamily, rotateSession, startSession } from '../sessions/session-store';
import { bearerSecurity, emptyResponse, errorResponses, jsonBody, jsonResponse, named } from './openapi-kit';
import { enforceRateLimits, requireCaptcha, type ShopContext } from './shop-context';

const tags = ['auth'];

const registerRoute = createRoute({
  method: 'post',
  path: '/customer/auth/register',
  tags,
  summary: 'Create an account; a confirmation link is mailed',
  description:
    'Answers 201 whether or not the address already has an account (no account enumeration). `adult_confirmed` must be `true`: the shopper confirms being 18 or older.',
  request: jsonBody(registerRequest),
  responses: {
    201: jsonResponse(messageResponse, 'Check the inbox'),
    ...errorResponses(400, 413, 415, 422, 429),
  },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/customer/auth/login',
  tags,
  summary: 'Sign in with e-mail and password',
  description:
    "Failed attempts are limited per client address and per account at that address (429). After many failed attempts on one account from anywhere, a login of it needs a solved captcha as well (422 with a `captcha` field error) — the right password is never locked out. A guest cart named by `X-Cart-Id` merges into the account's cart; the answer then carries an empty `X-Cart-Id`. Guest favourites and comparison named by `X-Lists-Id` merge into the account's likewise (an empty `X-Lists-Id` in the answer).",
  request: jsonBody(loginRequest),
  responses: {
    200: jsonResponse(named(sessionResponse, 'Session'), 'Signed in'),
    ...errorResponses(400, 401, 403, 413, 415, 422, 429),
  },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/customer/auth/refresh',
  tags,
  summary: 'Trade a refresh token for a new token pair (rotation)',
  description:
    'A refresh token works once; presenting it again revokes every token of its login — except a concurrent duplicate from the same client (address and user agent) within 10 seconds while the new pair is unused, which gets that same pair.',
  request: jsonBody(refreshRequest),
  responses: {
    200: jsonResponse(sessionResponse, 'New token pair'),
    ...errorResponses(400, 401, 413, 415, 422),
  },
});

/** The request validation of the registration form: an unticked age confirmation says what it is about. */
function registerHook(result: { success: boolean; error?: z.ZodError; data?: unknown }): void {
  if (result.success || result.error === undefined) return;
  const errors: Record<string, FieldErrors[string]> = { ...issuesToFieldErrors(result.error.issues, result.data) };
  if (errors['adult_confirmed'] !== undefined) errors['adult_confirmed'] = [(m) => m.adultConfirmationRequired];
  throw fieldErrors(errors);
}

export function registerAuthRoutes(app: ShopApp, ctx: ShopContext): void {
  const auth = requireCustomer(ctx.db, ctx.clock);

  app.openapi(
    registerRoute,
    async (c) => {
      const body = c.req.valid('json');
      await enforceRateLimits(ctx, [[rateLimitRules.registerPerIp, clientIp(c)]]);
      assertNewPassword({
        password: body.password,
        confirmation: body.password_confirm,
        email: body.email,
        field: 'password',
        confirmationField: 'password_confirm',
      });
      await requireCaptcha(ctx, c, body.captcha, 'register');
      await register(ctx, {
        email: body.email,
        passwordHash: await hashPassword(body.password),
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone ?? null,
        instagram: body.instagram ?? null,
        language: body.language ?? c.var.locale,
        newsletter: body.newsletter,
        productNotifications: body.product_notifications,
        adultConfirmed: body.adult_confirmed,
      });
      ctx.mailer.flush();
      return c.json({ message: c.var.messages.registered }, 201);
    },
    (result) => {
      if (!result.success) registerHook(result);
    },
  );

  app.openapi(loginRoute, async (c) => {
    const { email, password, captcha } = c.req.valid('json');
    // Guessing is limited per caller (address, and account at that address); the right password
    // from elsewhere still gets in, so strangers cannot lock an owner out.
    const ip = clientIp(c);
    const accountAtIp = ip === undefined ? undefined : `${email}\n${ip}`;
    await enforceRateLimits(ctx, [
      [rateLimitRules.loginPerIp, ip],
      [rateLimitRules.loginPerAccountAndIp, accountAtIp],
    ]);
    // Counted only for attempts the caller's own limits let through, so one address adds at most
    // five; past the account-wide cap every login of the account needs a captcha, not a wait.
    const accountWide = await ctx.rateLimiter.hit(rateLimitRules.loginCaptchaPerAccount, email);
    if (!accountWide.allowed) await requireCaptcha(ctx, c, captcha, 'login', (m) => m.captchaRequired);
    const now = ctx.clock.now();
    const customer = await findCustomerByEmail(ctx.db, email);
    if (customer === null || isGone(customer, now)) {
      await burnPasswordCheck(password);
      throw unauthorized((m) => m.invalidCredentials);
    }
    if (!(await verifyPassword(customer.passwordHash, password))) throw unauthorized((m) => m.invalidCredentials);
    // Only the right password learns the account's state.
    if (customer.deletedAt !== null) throw new ApiError(403, (m) => m.accountDeleted);
    if (customer.emailConfirmedAt === null) {
      await resendConfirmation(ctx, customer);
      ctx.mailer.flush();
      throw new ApiError(403, (m) => m.emailNotConfirmed);
    }
    if (accountAtIp !== undefined) await ctx.rateLimiter.reset(rateLimitRules.loginPerAccountAndIp, accountAtIp);
    const tokens = await startSession(ctx.db, customer.id, now, ctx.sessionTtls);
    // The guest cart of this browser joins the account's cart; the empty id tells the gateway to
    // drop its cookie (also for an id that named no cart any more).
    const cartIdHeader = c.req.header(CART_ID_HEADER);
    if (cartIdHeader !== undefined && cartIdHeader.trim() !== '') {
      await mergeGuestCartAtLogin(ctx.db, customer.id, parseCartSecret(cartIdHeader), now);
      c.header(CART_ID_HEADER, '');
    }
    // So do its guest favourites and comparison.
    const listsIdHeader = c.req.header(LISTS_ID_HEADER);
    if (listsIdHeader !== undefined && listsIdHeader.trim() !== '') {
      await mergeGuestListsAtLogin(ctx.db, customer.id, parseListsSecret(listsIdHeader), now);
      c.header(LISTS_ID_HEADER, '');
    }
    return c.json(
      {
        token: tokens.token,
        ttl: tokens.ttlMinutes,
        refresh_token: tokens.refreshToken,
        customer: toCustomerWire(customer),
      },
      200,
    );
  });

  app.openapi(refreshRoute, async (c) => {
    const { refresh_token: refreshToken } = c.req.valid('json');
    const client = clientFingerprint(clientIp(c), c.req.header('user-agent'));
    const outcome = await rotateSession(ctx.db, refreshToken, ctx.clock.now(), ctx.sessionTtls, client);
    if (outcome.kind !== 'rotated') throw unauthorized((m) => m.sessionExpired);
    const { tokens, customer } = outcome;
    return c.json(
      {
        token: tokens.token,
        ttl: tokens.ttlMinutes,
        refresh_token: tokens.refreshToken,
        customer: toCustomerWire(customer),
      },
      200,
    );
  });

  app.openapi(
    createRoute({
      method: 'post',
      path: '/customer/auth/logout',
      tags,
      summary: 'Sign out: revokes the token pair and every token rotated from the same login',
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: { 204: emptyResponse('Signed out'), ...errorResponses(401) },
    }),
    async (c) => {
      await revokeFamily(ctx.db, c.var.auth.familyId, ctx.clock.now());
      return c.body(null, 204);
    },
  );
}
