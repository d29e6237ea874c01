import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { mailLink, submitSignIn, ui } from '../e2e/support/customer';
import { lakeAt, lakeQuery, trustedLakeMutate } from '../e2e/support/lake';
import { addToCart } from '../e2e/support/listing';

/**
 * The cluster (`pnpm start:cluster`, tests/playwright.cluster.config.ts): what one instance did,
 * the other knows — a session, a publish, a cart — and nginx hides an instance that dies from
 * the GETs under way.
 */
interface Instance {
  readonly name: string;
  readonly port: number;
  readonly pid: number;
}

const dataDir = process.env.E2E_CLUSTER_DATA_DIR ?? '';

function instances(): [Instance, Instance] {
  const list = JSON.parse(readFileSync(join(dataDir, 'instances.json'), 'utf8')) as Instance[];
  const [a, b] = list;
  if (a === undefined || b === undefined) throw new Error('instances.json names fewer than two instances');
  return [a, b];
}

const origin = (instance: Instance) => `http://localhost:${instance.port}`;
const cartCount = (page: Page) => page.getByRole('banner').getByTestId('cart-count');

/**
 * A customer registered through nginx by the shop's API with the captcha solved here
 * (the browser's proof of work is the slow part of the registration journey, which
 * e2e/account.spec.ts covers).
 */
async function registeredCustomer(request: APIRequestContext, baseURL: string) {
  const run = Date.now().toString(36);
  const customer = { email: `cluster-${run}@example.com`, password: `Two instances, one session ${run}` };
  const challenge = (await (await request.get('/api/shop/customer/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  const registered = await request.post('/api/shop/customer/auth/register', {
    // An address of its own in front of nginx (TRUSTED_PROXIES=2): runs do not share the
    // per-address registration limit.
    headers: {
      origin: baseURL,
      'x-forwarded-for': `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
    },
    data: {
      email: customer.email,
      password: customer.password,
      password_confirm: customer.password,
      first_name: 'Ada',
      last_name: 'Cluster',
      adult_confirmed: true,
      terms_accepted: true,
      captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return customer;
}

test('signed in through instance A, still signed in on instance B', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const [a, b] = instances();
  const customer = await registeredCustomer(request, baseURL ?? '');
  await page.goto(await mailLink(request, customer.email, '/confirm-email'));
  await expect(page.getByRole('heading', { name: ui.en.emailConfirmed })).toBeVisible({ timeout: 15_000 });
  // Cookies belong to the host, not the port: the browser sends the session to both instances.
  await page.goto(`${origin(a)}/login`);
  await submitSignIn(page, ui.en, customer.email, customer.password);
  await expect(page).toHaveURL(`${origin(a)}/account`, { timeout: 30_000 });
  await page.goto(`${origin(b)}/account`);
  await expect(page).toHaveURL(`${origin(b)}/account`);
  await expect(page.getByRole('heading', { level: 1, name: ui.en.myAccount })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
});

test('a publish reaching one instance shows on both', async ({ request }) => {
  const [a, b] = instances();
  const lake = lakeAt(join(dataDir, 'lake'));
  const topic = (await lakeQuery(
    request,
    lake,
    '*[_type == "topic" && language == "en" && !(_id in path("drafts.**"))][0]{_id, title, "slug": slug.current}',
  )) as { _id: string; title: string; slug: string } | null;
  if (topic === null) throw new Error('the lake has no English topic');
  const path = `/topic/${topic.slug}`;
  // Both instances have the page's content cached before the change.
  for (const instance of [a, b]) {
    const page = await request.get(`${origin(instance)}${path}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(topic.title);
  }
  const title = `${topic.title} ${Date.now().toString(36)}`;
  await trustedLakeMutate(lake, [{ patch: { id: topic._id, set: { title } } }]);
  // The lake's webhook reaches one instance through nginx; the shared cache purges both.
  for (const instance of [a, b]) {
    await expect
      .poll(async () => (await (await request.get(`${origin(instance)}${path}`)).text()).includes(title), {
        message: `instance ${instance.name} shows the new title`,
        timeout: 10_000,
      })
      .toBe(true);
  }
});

test('a cart filled on instance A is the same on instance B', async ({ page }) => {
  test.setTimeout(150_000);
  const [a, b] = instances();
  await page.goto(`${origin(a)}/cannabis-seeds`);
  // A card whose button is enabled: a product in stock.
  const card = page
    .locator('#listing-results article')
    .filter({ has: addToCart(page).and(page.locator(':enabled')) })
    .first();
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  // The button works once the page is hydrated; a click before that is lost, so it is repeated.
  await expect(async () => {
    await addToCart(card).click();
    await expect(cartCount(page)).toHaveText(/^[1-9]/u, { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  const onA = await page.request.get(`${origin(a)}/api/shop/cart`);
  const onB = await page.request.get(`${origin(b)}/api/shop/cart`);
  expect(onB.status()).toBe(200);
  const cart = (await onA.json()) as { lines: unknown[] };
  expect(cart.lines.length).toBeGreaterThan(0);
  expect(await onB.json()).toEqual(cart);
  await page.goto(`${origin(b)}/cart/checkout`);
  await expect(page.getByTestId('cart-lines').getByTestId('cart-line')).toHaveCount(cart.lines.length);
  await expect(page.getByTestId('cart-lines')).toContainText(name);
});

/**
 * One GET through nginx as a browser sees it: the status, when the headers came (ms on
 * `performance.now()`), and whether the body arrived whole.
 */
interface GetOutcome {
  readonly path: string;
  readonly startedAt: number;
  readonly headersAt?: number;
  readonly status?: number;
  readonly error?: string;
}

function timedGet(url: string, path: string): Promise<GetOutcome> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const call = httpGet(new URL(path, url), { agent: false }, (response) => {
      const headersAt = performance.now();
      const status = response.statusCode ?? 0;
      response.on('data', () => undefined);
      response.on('end', () => resolve({ path, startedAt, headersAt, status }));
      response.on('error', (error) => resolve({ path, startedAt, headersAt, status, error: error.message }));
      response.on('aborted', () => resolve({ path, startedAt, headersAt, status, error: 'body cut' }));
    });
    call.on('error', (error) => resolve({ path, startedAt, error: error.message }));
    call.setTimeout(20_000, () => call.destroy(new Error('no answer within 20 s')));
  });
}

/** A returning anonymous visitor: the language and age cookies, nothing else. */
const anonymous = (language: string) => ({ cookie: `language=${language}; seedshop_adult=1` });

/** A GET through nginx as a plain HTTP client: its status, nginx's cache verdict and the body. */
async function throughNginx(baseURL: string, path: string, headers: Record<string, string>) {
  const response = await fetch(new URL(path, baseURL), { headers, redirect: 'manual' });
  return { status: response.status, cache: response.headers.get('x-cache'), body: await response.text() };
}

test('nginx answers returning anonymous visitors from its micro-cache, never a signed-in shopper', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  // A filter combination no other test asks for: its first request cannot have been kept yet.
  const path = `/cannabis-seeds?seed_type=regular&sort=price-asc&page=2`;
  const first = await throughNginx(origin, path, anonymous('en'));
  expect(first.status).toBe(200);
  expect(first.cache).toBe('MISS');
  const second = await throughNginx(origin, path, anonymous('en'));
  expect(second.cache).toBe('HIT');
  expect(second.body.replace(/nonce="[^"]*"/g, '')).toBe(first.body.replace(/nonce="[^"]*"/g, ''));
  // Pages that belong to a visitor are never kept, whoever asks.
  for (const personal of ['/login', '/cart/checkout', '/favorites']) {
    for (let round = 0; round < 2; round += 1) {
      expect((await throughNginx(origin, personal, anonymous('en'))).cache, personal).not.toBe('HIT');
    }
  }
  // A cookie nginx does not know (a guest cart, a session) goes past the cache both ways.
  expect((await throughNginx(origin, path, { cookie: 'language=en; seedshop_adult=1; cart=x' })).cache).toBe('BYPASS');

  const customer = await registeredCustomer(request, origin);
  await page.goto(await mailLink(request, customer.email, '/confirm-email'));
  await expect(page.getByRole('heading', { name: ui.en.emailConfirmed })).toBeVisible({ timeout: 15_000 });
  await page.goto('/login');
  await submitSignIn(page, ui.en, customer.email, customer.password);
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
  const signedIn = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  expect(signedIn).toContain('token=');
  // The signed-in shopper is never answered from the cache, and nothing rendered for them is kept:
  // a new page they open first is still a miss for the next anonymous visitor.
  const theirs = `/cannabis-seeds?seed_type=regular&sort=price-desc&page=2`;
  for (let round = 0; round < 2; round += 1) {
    expect((await throughNginx(origin, path, { cookie: signedIn })).cache).toBe('BYPASS');
    expect((await throughNginx(origin, theirs, { cookie: signedIn })).cache).toBe('BYPASS');
  }
  expect((await throughNginx(origin, theirs, anonymous('en'))).cache).toBe('MISS');
  const account = await throughNginx(origin, '/account', { cookie: signedIn });
  expect(account.status).toBe(200);
  expect(account.body).toContain(customer.email);
  expect((await throughNginx(origin, '/account', anonymous('en'))).body).not.toContain(customer.email);
});

test('a price change shows through the micro-cache within 5 s', async ({ request, baseURL }) => {
  const origin = baseURL ?? '';
  const secrets = JSON.parse(readFileSync(join(dataDir, 'demo-secrets.json'), 'utf8')) as { SHOP_STAFF_TOKEN: string };
  const list = await request.get('/api/shop/catalogue/products?per_page=1&page=7&sort=newest');
  const slug = ((await list.json()) as { items: { slug: string }[] }).items[0]?.slug ?? '';
  const detail = (await (await request.get(`/api/shop/catalogue/products/${slug}`)).json()) as {
    path: Record<'catalog' | 'category' | 'product', Record<'de', string>>;
    variants: { id: string; price_cents: number }[];
  };
  const pack = detail.variants[0];
  if (pack === undefined) throw new Error('a product without packs');
  const path = `/de/${detail.path.catalog.de}/${detail.path.category.de}/${detail.path.product.de}`;
  const before = await throughNginx(origin, path, anonymous('de'));
  expect(before.status).toBe(200);
  expect((await throughNginx(origin, path, anonymous('de'))).cache).toBe('HIT');

  // A price no pack of the shop has: 1.234,57 € in German.
  const cents = 123_457;
  const shown = '1.234,57';
  expect(before.body).not.toContain(shown);
  const changed = await request.put(`/api/shop/staff/variants/${pack.id}/price`, {
    headers: { authorization: `Bearer ${secrets.SHOP_STAFF_TOKEN}` },
    data: { price_cents: cents },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const changedAt = Date.now();
  try {
    await expect
      .poll(async () => (await throughNginx(origin, path, anonymous('de'))).body.includes(shown), {
        message: 'the product page through nginx shows the new price',
        timeout: 5_000,
        intervals: [250],
      })
      .toBe(true);
    console.info(`price change visible through nginx after ${Date.now() - changedAt} ms`);
  } finally {
    await request.put(`/api/shop/staff/variants/${pack.id}/price`, {
      headers: { authorization: `Bearer ${secrets.SHOP_STAFF_TOKEN}` },
      data: { price_cents: pack.price_cents },
    });
  }
});

test('GETs through nginx all succeed while an instance is SIGKILLed', async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const [a] = instances();
  const paths = ['/cannabis-seeds', '/api/shop/catalogue/products?per_page=5', '/healthz', '/topic/autoflowers'];
  const outcomes: GetOutcome[] = [];
  let stop = false;
  const worker = async (offset: number) => {
    for (let index = offset; !stop; index += 1) {
      outcomes.push(await timedGet(baseURL ?? '', paths[index % paths.length] ?? '/'));
    }
  };
  const workers = [0, 1, 2, 3].map((offset) => worker(offset));
  await expect.poll(() => outcomes.length, { timeout: 20_000 }).toBeGreaterThan(8);
  const killedAt = performance.now();
  process.kill(a.pid, 'SIGKILL');
  const countAtKill = outcomes.length;
  await expect.poll(() => outcomes.length, { timeout: 30_000 }).toBeGreaterThan(countAtKill + 20);
  stop = true;
  await Promise.all(workers);

  // A response the killed instance was already sending (nginx had passed its 200 headers on, so
  // neither nginx nor anyone else can resend it) ends cut: at most one per client, and it is
  // reported. Only a GET sent before the kill can be one (nginx hands a later one to the other
  // instance once the first refuses it); the time its headers reached this process says nothing,
  // as they may be read after the kill. Every other GET must succeed.
  const cutInFlight = outcomes.filter(
    (outcome) => outcome.error !== undefined && outcome.headersAt !== undefined && outcome.startedAt < killedAt,
  );
  const failed = outcomes.filter(
    (outcome) => !cutInFlight.includes(outcome) && (outcome.error !== undefined || outcome.status !== 200),
  );
  expect(
    failed.map(({ path, status, error }) => `${path}: ${error ?? `HTTP ${status}`}`),
    `${outcomes.length} GETs, ${cutInFlight.length} cut while the killed instance was sending them`,
  ).toEqual([]);
  expect(cutInFlight.length).toBeLessThanOrEqual(workers.length);
  test.info().annotations.push({
    type: 'GETs',
    description: `${outcomes.length} sent, ${cutInFlight.length} cut in flight by the kill`,
  });
  expect(outcomes.filter((outcome) => outcome.startedAt > killedAt && outcome.status === 200).length).toBeGreaterThan(
    20,
  );
  // start-cluster.mjs starts the instance again on its port.
  await expect
    .poll(async () => (await request.get(`${origin(a)}/healthz`).catch(() => null))?.status() ?? 0, { timeout: 30_000 })
    .toBe(200);
});
