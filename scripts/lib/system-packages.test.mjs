import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, CHROMIUM_WITH_NOTIFICATIONS_PATH } from './chromium.mjs';
import { missingChromiumPackages, missingPackages } from './system-packages.mjs';
import { TLS_FRONT_PACKAGE_FILES } from './tls-front-packages.mjs';

describe('missingChromiumPackages', () => {
  it('names nothing when every package has left its file', () => {
    expect(missingChromiumPackages(() => true)).toEqual([]);
  });

  it('names each package whose file is absent, and only those', () => {
    const installed = new Set([CHROMIUM_PATH]);
    expect(missingChromiumPackages((file) => installed.has(file))).toEqual([
      'chromium',
      'fonts-liberation',
    ]);
  });

  it('asks for the full browser when only the headless shell is there', () => {
    const missing = missingChromiumPackages((file) => file !== CHROMIUM_WITH_NOTIFICATIONS_PATH);
    expect(missing).toEqual(['chromium']);
  });
});

describe('missingPackages', () => {
  it("names the TLS front's packages whose file is absent", () => {
    const installed = new Set([TLS_FRONT_PACKAGE_FILES.openssl]);
    expect(missingPackages(TLS_FRONT_PACKAGE_FILES, (file) => installed.has(file))).toEqual([
      'nginx-light',
    ]);
    expect(missingPackages(TLS_FRONT_PACKAGE_FILES, () => true)).toEqual([]);
  });
});
