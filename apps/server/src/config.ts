import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// address')
      .optional(),
    DEMO_PASSWORD: z
      .string()
      .min(8, 'must be at least 8 characters')
      .max(64)
      .default('kitlab-demo'),
    TOKEN_VERSION: z.coerce.number().int().min(1).default(1),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')
      .optional(),
    /** Seed the demo district even when NODE_ENV is production. */
    SEED_DEMO: booleanFlag.optional(),
    /** Hours a sign-in token stays valid. */
    TOKEN_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 7),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Trust X-Forwarded-For from a reverse proxy in front of the API. */
    TRUST_PROXY: booleanFlag.default(false),
    WEB_DIST: z.string().optional(),
    /** Address of the web app as users reach it, for links in emails. */
    PUBLIC_URL: z.string().url().optional(),
    MAIL_FROM: z.string().min(3).default('Kitlab <no-reply@kitlab.test>'),
    /**
     * Let each request move the server's clock with the X-Test-Clock-Shift header, so browser
     * journeys can run on a date of their choosing. Never in production.
     */
    TEST_CLOCK_SHIFT: booleanFlag.default(false),
    /** An external learning record store that receives every statement (xAPI 1.0.3). */
    LRS_URL: z.string().url().optional(),
    LRS_KEY: z.string().optional(),
    LRS_SECRET: z.string().optional(),
    /**
     * Push service hosts (names or IP addresses, comma-separated) pushed to even though they are,
     * or resolve to, addresses that are not public: tests' and private push services.
     */
    PUSH_ALLOWED_HOSTS: z
      .string()
      .default('')
      .transform((hosts) =>
        hosts
          .split(',')
          .map((host) => host.trim())
          .filter(Boolean),
      ),
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV !== 'production') return;
    const subject = vapidSubject(config);
    if (isReachableVapidSubject(subject)) return;
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: `push services must be able to reach whoever runs this server (the VAPID subject), and without an https PUBLIC_URL that is MAIL_FROM's ${subject}, which nobody can receive mail at: set PUBLIC_URL to the site's https address, or MAIL_FROM to an address someone reads`,
    });
  })
  .refine((config) => !(config.TEST_CLOCK_SHIFT && config.NODE_ENV === 'production'), {
    path: ['TEST_CLOCK_SHIFT'],
    message: 'must not be set when NODE_ENV is production',
  });

export type Config = z.infer<typeof configSchema>;

/** Settings whose values are never echoed in an error. */
const SECRET_SETTINGS = new Set([
  'DEMO_PASSWORD',
  'DATABASE_URL',
  'SMTP_URL',
  'LRS_KEY',
  'LRS_SECRET',
]);

export class ConfigError extends Error {}

/** Parses the environment once; an invalid value names the variable and what is wrong with it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || 'environment';
    const value = typeof present[name] === 'string' ? ` (got "${present[name]}")` : '';
    const shown = SECRET_SETTINGS.has(name) ? '' : value;
    return `  ${name}: ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return (config.PUBLIC_URL ?? `http://${shownHost}:${config.PORT}`).replace(/\/$/, '');
}

/** The MAIL_FROM address alone, whether written `Name <address>` or bare. */
function mailAddress(mailFrom: string): string {
  return (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}

/**
 * Who push services may contact about our pushes (RFC 8292 `sub`): the app's public address when
 * it is a real https site, else a mailto: of MAIL_FROM (push services refuse http and localhost).
 */
export function vapidSubject(
  config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'MAIL_FROM'>,
): string {
  const site = new URL(publicUrl(config));
  if (site.protocol === 'https:' && site.hostname !== 'localhost') return site.origin;
  return `mailto:${mailAddress(config.MAIL_FROM)}`;
}

/** Names reserved never to be anyone's on the internet (RFC 2606, 6761, 6762). */
const RESERVED_DOMAIN = /(^|\.)(test|example|invalid|localhost|local|example\.(com|net|org))$/i;

/** Whether a VAPID subject could reach anyone: an https site, or mail to a real domain. */
function isReachableVapidSubject(subject: string): boolean {
  if (!subject.startsWith('mailto:')) return true;
  const domain = subject.slice(subject.lastIndexOf('@') + 1);
  return domain.includes('.') && !RESERVED_DOMAIN.test(domain);
}

export function shouldSeedDemo(config: Config): boolean {
  return config.SEED_DEMO ?? config.NODE_ENV !== 'production';
}
