import { beforeAll, describe, expect, it } from 'vitest';
import { address as addressSchema, addressList } from '../contract';
import { MAX_ADDRESSES } from '../deps';
import {
  bodyOf,
  call,
  createConfirmedAccount,
  expectError,
  get,
  login,
  post,
  type ApiResponse,
} from '../testing/api-client';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();
let token: string;
beforeAll(async () => {
  token = (await login(shop, await createConfirmedAccount(shop, 'addresses@example.com'))).token;
});

const base = {
  first_name: 'Alex',
  last_name: 'Grower',
  country: 'de',
  city: 'Berlin',
  postal_code: '10115',
  street: 'Invalidenstraße',
  house_number: '117',
};

/** A postal code of each country's format (the address book checks it per country). */
const postalCodes: Readonly<Record<string, string>> = {
  DE: '10115',
  ES: '28013',
  FR: '75001',
  BR: '01310-100',
  AR: 'C1425',
};
const inCountry = (country: string) => ({ country, postal_code: postalCodes[country] ?? '10115' });

const create = (body: Record<string, unknown>, options: { token?: string; language?: string } = {}) =>
  post(shop, '/customer/addresses', body, { token, ...options });
const patch = (id: string, body: Record<string, unknown>, language?: string) =>
  call(shop, 'PATCH', `/customer/addresses/${id}`, body, { token, ...(language === undefined ? {} : { language }) });
const list = async () => bodyOf(await get(shop, '/customer/addresses', { token }), addressList).addresses;
const created = (response: ApiResponse) => {
  expect(response.status).toBe(201);
  return bodyOf(response, addressSchema);
};

describe('addresses', () => {
  it('creates, lists, changes and removes an address', async () => {
    const address = created(await create({ ...base, state: 'Berlin', tax_id: ' de 123 456 789 ' }));
    expect(address).toMatchObject({ country: 'DE', state: 'Berlin', house_number: '117', tax_id: 'DE 123 456 789' });
    expect(address.no_house_number).toBe(false);
    expect((await list()).map((entry) => entry.id)).toContain(address.id);

    const changed = await patch(address.id, { city: 'Potsdam', no_house_number: true, state: null });
    expect(bodyOf(changed, addressSchema)).toMatchObject({
      city: 'Potsdam',
      street: 'Invalidenstraße',
      no_house_number: true,
      house_number: null,
      state: null,
    });

    const removed = await call(shop, 'DELETE', `/customer/addresses/${address.id}`, undefined, { token });
    expect(removed.status).toBe(204);
    expect((await list()).map((entry) => entry.id)).not.toContain(address.id);
    expectError(await call(shop, 'DELETE', `/customer/addresses/${address.id}`, undefined, { token }), 404);
  });

  it('makes the first saved address the primary and delivery address', async () => {
    const firstToken = (await login(shop, await createConfirmedAccount(shop, 'first-address@example.com'))).token;
    const first = created(await create({ ...base, is_primary: false }, { token: firstToken }));
    expect(first).toMatchObject({ is_primary: true, is_delivery: true });
    const second = created(await create({ ...base, city: 'Hamburg', postal_code: '20095' }, { token: firstToken }));
    expect(second).toMatchObject({ is_primary: false, is_delivery: false });
  });

  it('keeps one primary and one delivery address: a new one takes the mark', async () => {
    const first = created(await create({ ...base, is_primary: true, is_delivery: true }));
    const second = created(await create({ ...base, street: 'Zweite Straße', is_primary: true }));
    let all = await list();
    expect(all[0]?.id).toBe(second.id); // primary first
    expect(all.filter((entry) => entry.is_primary).map((entry) => entry.id)).toEqual([second.id]);
    expect(all.filter((entry) => entry.is_delivery).map((entry) => entry.id)).toEqual([first.id]);

    await patch(second.id, { is_delivery: true });
    all = await list();
    expect(all.filter((entry) => entry.is_delivery).map((entry) => entry.id)).toEqual([second.id]);
    expect(all.find((entry) => entry.id === first.id)).toMatchObject({ is_primary: false, is_delivery: false });
  });

  it('checks the house number rule', async () => {
    const missing = await create({ ...base, house_number: undefined }, { language: 'de' });
    expect(expectError(missing, 422).errors).toEqual({
      house_number: ['Bitte gib eine Hausnummer ein oder kreuze „Diese Adresse hat keine Hausnummer“ an.'],
    });
    const both = await create({ ...base, no_house_number: true });
    expect(expectError(both, 422).errors).toEqual({
      house_number: ['Leave the house number empty when the address has none.'],
    });
    expect(created(await create({ ...base, house_number: null, no_house_number: true })).house_number).toBeNull();
  });

  it.each([
    ['ES', '12345678-z', '12345678Z'],
    ['ES', 'x1234567l', 'X1234567L'],
    ['BR', '52998224725', '529.982.247-25'],
    ['AR', '20123456786', '20-12345678-6'],
    ['FR', 'fr 12 345678901', 'FR 12 345678901'],
  ])('accepts a valid tax ID for %s and stores it normalised (%s)', async (country, taxId, normalized) => {
    expect(created(await create({ ...base, ...inCountry(country), tax_id: taxId })).tax_id).toBe(normalized);
  });

  it.each([
    ['ES', '12345678A', 'de', 'Diese ID/DNI/NIE ist ungültig. Bitte prüfe sie auf Tippfehler.'],
    ['ES', '1234Z', 'es', 'El formato de este ID/DNI/NIE no es correcto.'],
    ['BR', '529.982.247-26', 'fr', 'Ce CPF n’est pas valide. Veuillez vérifier qu’il n’y a pas de faute de frappe.'],
    ['BR', '111.111.111-11', 'en', 'This CPF is not valid. Please check for typos.'],
    ['AR', '20-12345678-5', 'es', 'Este CUIT no es válido. Comprueba que no haya errores de escritura.'],
    ['AR', '99-12345678-6', 'en', 'This CUIT has the wrong format.'],
    ['DE', '<script>', 'de', 'Diese Steuernummer hat das falsche Format.'],
  ])('refuses the tax ID of %s %s with a translated field error', async (country, taxId, language, message) => {
    const response = await create({ ...base, ...inCountry(country), tax_id: taxId }, { language });
    expect(expectError(response, 422).errors).toEqual({ tax_id: [message] });
  });

  it('re-checks the tax ID and the postal code when only the country changes', async () => {
    const address = created(await create({ ...base, ...inCountry('ES'), tax_id: '12345678Z' }));
    const moved = await patch(address.id, { country: 'BR' }, 'es');
    expect(expectError(moved, 422).errors).toEqual({
      postal_code: ['Este código postal no es válido para el país elegido.'],
      tax_id: ['El formato de este CPF no es correcto.'],
    });
  });

  it('validates fields with translated messages', async () => {
    const response = await create(
      { country: 'Germany', city: '', street: 'x'.repeat(201), tax_id: 5 },
      { language: 'fr' },
    );
    expect(expectError(response, 422).errors).toEqual({
      first_name: ['Ce champ est obligatoire.'],
      last_name: ['Ce champ est obligatoire.'],
      country: ['Veuillez choisir un pays.'],
      city: ['Ce champ est obligatoire.'],
      postal_code: ['Ce champ est obligatoire.'],
      street: ['Veuillez saisir au plus 200 caractères.'],
      tax_id: ['Veuillez saisir du texte.'],
    });
  });

  it('hides other customers’ addresses (404) and unknown ids', async () => {
    const mine = created(await create(base));
    const other = await login(shop, await createConfirmedAccount(shop, 'neighbour@example.com'));
    expect(bodyOf(await get(shop, '/customer/addresses', { token: other.token }), addressList).addresses).toEqual([]);
    expectError(
      await call(shop, 'PATCH', `/customer/addresses/${mine.id}`, { city: 'X' }, { token: other.token }),
      404,
    );
    expectError(await call(shop, 'DELETE', `/customer/addresses/${mine.id}`, undefined, { token: other.token }), 404);
    expectError(await patch('not-a-uuid', { city: 'X' }), 404);
    expectError(await patch('00000000-0000-4000-8000-000000000000', { city: 'X' }), 404);
    expect((await list()).find((entry) => entry.id === mine.id)?.city).toBe('Berlin');
  });

  it(`stops at ${MAX_ADDRESSES} addresses with 409`, async () => {
    const collector = await login(shop, await createConfirmedAccount(shop, 'collector@example.com'));
    for (let index = 0; index < MAX_ADDRESSES; index += 1) {
      created(await create({ ...base, street: `Straße ${index}` }, { token: collector.token }));
    }
    const refused = await create(base, { token: collector.token, language: 'de' });
    expect(expectError(refused, 409).message).toBe(`Du kannst höchstens ${MAX_ADDRESSES} Adressen speichern.`);
  });

  it('needs a session', async () => {
    expectError(await get(shop, '/customer/addresses'), 401);
    expectError(await post(shop, '/customer/addresses', base), 401);
  });
});
