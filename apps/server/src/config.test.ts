import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, shouldSeedDemo, vapidSubject } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      TOKEN_VERSION: 1,
      NODE_ENV: 'development',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('reads the variables', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/kitlab',
      DATABASE_URL: 'postgres://kitlab@db/kitlab',
      DEMO_PASSWORD: 'a-long-password',
      TOKEN_VERSION: '4',
      SMTP_URL: 'smtp://mail.school.test:587',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      TOKEN_VERSION: 4,
      DATA_DIR: '/var/lib/kitlab',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['TOKEN_VERSION', '1.5'],
    ['TOKEN_VERSION', '0'],
    ['DATABASE_URL', 'mysql://db'],
    ['SMTP_URL', 'http://mail'],
    ['DEMO_PASSWORD', 'short'],
    ['NODE_ENV', 'staging'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(`${name}:`));
  });

  it('never prints a secret value', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://user:secret@db' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('secret');
    }
  });

  it('seeds the demo district except in production, unless asked', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://kitlab.school.org' };
    expect(shouldSeedDemo(loadConfig({}))).toBe(true);
    expect(shouldSeedDemo(loadConfig(production))).toBe(false);
    expect(shouldSeedDemo(loadConfig({ ...production, SEED_DEMO: 'true' }))).toBe(true);
  });

  it('lets requests shift the clock only when asked, and never in production', () => {
    expect(loadConfig({}).TEST_CLOCK_SHIFT).toBe(false);
    expect(loadConfig({ TEST_CLOCK_SHIFT: 'true' }).TEST_CLOCK_SHIFT).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_SHIFT: 'true' })).toThrow(
      /TEST_CLOCK_SHIFT: must not be set when NODE_ENV is production/,
    );
  });
});

describe('PUSH_ALLOWED_HOSTS', () => {
  it('lets no push service with an address that is not public through unless listed', () => {
    expect(loadConfig({}).PUSH_ALLOWED_HOSTS).toEqual([]);
    expect(loadConfig({ PUSH_ALLOWED_HOSTS: '127.0.0.1, localhost,,' }).PUSH_ALLOWED_HOSTS).toEqual(
      ['127.0.0.1', 'localhost'],
    );
  });
});

describe('the VAPID subject', () => {
  const settings = (env: Record<string, string>) => loadConfig({ HOST: '0.0.0.0', ...env });

  it("is the app's public https address, else the mail sender", () => {
    expect(
      vapidSubject(
        settings({
          PUBLIC_URL: 'https://kitlab.school.org/',
          MAIL_FROM: 'Kitlab <no-reply@kitlab.school.org>',
        }),
      ),
    ).toBe('https://kitlab.school.org');
    expect(vapidSubject(settings({ MAIL_FROM: 'Kitlab <no-reply@kitlab.test>' }))).toBe(
      'mailto:no-reply@kitlab.test',
    );
    expect(
      vapidSubject(settings({ PUBLIC_URL: 'https://localhost:3000', MAIL_FROM: 'ops@school.org' })),
    ).toBe('mailto:ops@school.org');
  });

  it('stops production start-up when push services could reach nobody, naming the settings', () => {
    const unreachable = [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', PUBLIC_URL: 'http://kitlab.school.org' },
      { NODE_ENV: 'production', PUBLIC_URL: 'https://localhost', MAIL_FROM: 'ops@school.example' },
      { NODE_ENV: 'production', MAIL_FROM: 'Kitlab <kitlab@example.com>' },
      { NODE_ENV: 'production', MAIL_FROM: 'root@localhost' },
    ];
    for (const env of unreachable) {
      expect(() => loadConfig(env)).toThrowError(ConfigError);
      expect(() => loadConfig(env)).toThrowError(
        /PUBLIC_URL: push services must be able to reach whoever runs this server \(the VAPID subject\).*MAIL_FROM's mailto:/,
      );
    }
  });

  it('starts in production with an https site or a real mail address, and anywhere else', () => {
    const reachable = [
      { NODE_ENV: 'production', PUBLIC_URL: 'https://kitlab.school.org' },
      { NODE_ENV: 'production', MAIL_FROM: 'Kitlab <kitlab@school.org>' },
      { NODE_ENV: 'development' },
      { NODE_ENV: 'test' },
    ];
    for (const env of reachable) expect(() => loadConfig(env)).not.toThrow();
  });
});
