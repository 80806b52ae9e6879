import { core } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceLogs } from '../../db/schema/index.js';
import { callerOn } from '../../test/api-caller.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validEntry = {
  message: 'DEVICE_INFO',
  status_code: 200,
  location: '/dashboard',
  log_type: 'DEVICE',
  data: { payload: { deviceType: 'Desktop', browserName: 'Chromium' } },
};

describe('GET /api/health', () => {
  it('reports the database state', async () => {
    const response = await callerOn(t.app).call(core.getHealth);
    expect(response).toMatchObject({ status: 'ok', database: { ok: true } });
    expect(['pglite', 'postgres']).toContain(response.database.driver);
  });

  it('accepts a trailing slash and ?format=json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/?format=json' });
    expect(response.statusCode).toBe(200);
  });

  it('sends the security headers', async () => {
    const response = await callerOn(t.app).send(core.getHealth);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('OpenAPI document', () => {
  it('describes the calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/accounts/login');
  });
});

describe('POST /api/v2/core/log-device/', () => {
  it('stores an entry sent before sign-in', async () => {
    const response = await callerOn(t.app).call(core.logDevice, { body: validEntry });
    expect(response.id).toBeGreaterThan(0);
  });

  it('stores a SYSTEM entry against the signed-in user', async () => {
    const district = await t.make.district();
    const school = await t.make.school(district);
    const user = await t.make.user({ type: 'S', organisation: school });
    const token = await t.signIn(user.email);
    const response = await callerOn(t.app, token).call(core.logDevice, {
      body: {
        ...validEntry,
        message: 'ERROR',
        status_code: 500,
        log_type: 'system',
        data: { error_data: { message: 'boom' } },
      },
    });
    const rows = await t.db.select().from(deviceLogs);
    const stored = rows.find((r) => r.id === response.id);
    expect(stored).toMatchObject({
      userId: user.id,
      organisationId: school.id,
      logType: 'SYSTEM',
      statusCode: 500,
    });
  });

  it('refuses a malformed entry with field errors', async () => {
    const response = await callerOn(t.app).sendUnchecked(core.logDevice, {
      body: { status_code: 'x', location: '/', log_type: 'OTHER' },
    });
    expect(response.status).toBe(400);
    expect(response.error?.code).toBe('invalid');
    expect(Object.keys(response.error?.errors ?? {})).toEqual(
      expect.arrayContaining(['message', 'status_code', 'log_type']),
    );
  });

  it('refuses an oversized entry with 413', async () => {
    const response = await callerOn(t.app).send(core.logDevice, {
      body: { ...validEntry, data: { payload: 'x'.repeat(20_000) } },
    });
    expect(response.status).toBe(413);
    expect(response.error?.code).toBe('payload_too_large');
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/core/log-device/',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/not valid JSON/);
  });
});
