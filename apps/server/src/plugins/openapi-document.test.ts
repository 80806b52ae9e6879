import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { OPENAPI_PATH, operationIdOf } from './openapi-document.js';

/** The document is checked by other people's tools: a linter and a client generator. */
const run = promisify(execFile);
const require = createRequire(import.meta.url);
const binOf = (pkg: string, bin: string) =>
  join(dirname(require.resolve(`${pkg}/package.json`)), bin);

let t: TestApp;
let folder: string;
let documentFile: string;
let document: {
  paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>>;
};
beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(answer.statusCode).toBe(200);
  folder = mkdtempSync(join(tmpdir(), 'kitlab-openapi-'));
  documentFile = join(folder, 'openapi.json');
  writeFileSync(documentFile, answer.body);
  document = answer.json();
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it('passes redocly lint with its recommended rules, trailing slashes allowed', async () => {
    const config = join(folder, 'redocly.yaml');
    writeFileSync(config, 'extends:\n  - recommended\nrules:\n  no-path-trailing-slash: off\n');
    const lint = await run(
      process.execPath,
      [binOf('@redocly/cli', 'bin/cli.js'), 'lint', documentFile, '--config', config],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' } },
    ).catch((failure: { stdout: string; stderr: string }) => failure);
    const output = `${lint.stdout}\n${lint.stderr}`;
    expect(output).not.toMatch(/\d+ errors?\b/);
    expect(output).toMatch(/Woohoo|valid|You have \d+ warnings?/i);
  }, 60_000);

  it('says per operation whether it needs the sign-in token', () => {
    const login = document.paths['/api/accounts/login']?.post;
    expect(login?.security).toEqual([]);
    const profile = document.paths['/api/accounts/account-settings']?.get;
    expect(profile?.security).toEqual([{ signInToken: [] }]);
  });

  it('gives every operation a unique id', () => {
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('post', '/api/v1/contents/answers/{id}/answer/')).toBe(
      'postV1ContentsAnswersIdAnswer',
    );
  });

  it('generates a client with openapi-typescript that type-checks', async () => {
    const types = astToString(await openapiTS(new URL(`file://${documentFile}`)));
    writeFileSync(join(folder, 'api.ts'), types);
    // Uses the recursive lesson blocks, which once pointed at a schema the document lacked.
    writeFileSync(
      join(folder, 'client.ts'),
      [
        "import type { components, paths } from './api';",
        "type Topic = paths['/api/kits/teacher/library/topic']['get']['responses'][200]['content']['application/json'];",
        "type Block = components['schemas']['LessonBlock'];",
        "type Login = paths['/api/accounts/login']['post']['requestBody'];",
        'export type Used = [Topic, Block, Login];',
        "const refused: components['schemas']['Error'] = { detail: 'No.', code: 'invalid' };",
        'export default refused;',
      ].join('\n'),
    );
    await run(process.execPath, [
      binOf('typescript', 'bin/tsc'),
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--target',
      'es2022',
      '--module',
      'nodenext',
      join(folder, 'client.ts'),
    ]).catch((failure: { stdout: string }) => {
      throw new Error(`the generated client does not type-check:\n${failure.stdout}`);
    });
  }, 120_000);
});
