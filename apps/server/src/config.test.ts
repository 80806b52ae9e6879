import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, shouldSeedDemo } from './config.js';

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
    expect(shouldSeedDemo(loadConfig({}))).toBe(true);
    expect(shouldSeedDemo(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(shouldSeedDemo(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }))).toBe(true);
  });

  it('lets requests shift the clock only when asked, and never in production', () => {
    expect(loadConfig({}).TEST_CLOCK_SHIFT).toBe(false);
    expect(loadConfig({ TEST_CLOCK_SHIFT: 'true' }).TEST_CLOCK_SHIFT).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_SHIFT: 'true' })).toThrow(
      /TEST_CLOCK_SHIFT: must not be set when NODE_ENV is production/,
    );
  });
});
