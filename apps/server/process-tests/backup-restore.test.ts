import { afterAll, describe, expect, it } from 'vitest';
import { apiAt, DEMO } from './support/api.js';
import { backupCommand } from './support/backup-command.js';
import { answerQuizQuestion, savedAnswers, startDemoQuiz } from './support/classwork.js';
import { freshDataTarget } from './support/data-target.js';
import { startServer } from './support/server-process.js';
import { downloadUpload, PHOTO, uploadPhoto } from './support/uploads.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function fresh(name: string) {
  const data = await freshDataTarget(name);
  cleanups.push(data.remove);
  return data;
}

describe('backup and restore', () => {
  it('backs up a running school with answers and uploads, and restores it elsewhere', async () => {
    const original = await fresh('backup');
    const server = await startServer(original.target);
    cleanups.push(async () => server.child.exitCode === null && server.stop('SIGKILL'));
    const api = apiAt(server.url);
    const quiz = await startDemoQuiz(api);
    const question = await answerQuizQuestion(api, quiz, 1);
    const photoKey = await uploadPhoto(api, server.url, quiz.studentToken);
    const file = `${original.target.dataDir}/../kitlab-${Date.now()}.backup`;
    cleanups.push(async () => (await import('node:fs')).rmSync(file, { force: true }));

    const backedUp = await backupCommand(original.target, ['backup', file]);
    expect(backedUp.code, backedUp.output).toBe(0);
    expect((await server.stop('SIGTERM')).code).toBe(0);

    const copy = await fresh('restore');
    const restored = await backupCommand(copy.target, ['restore', file]);
    expect(restored.code, restored.output).toBe(0);
    const again = await backupCommand(copy.target, ['restore', file]);
    expect(again.code).toBe(2);
    expect(again.output).toMatch(/already (holds a database|has tables); add --force/);

    const restarted = await startServer(copy.target);
    cleanups.push(async () => restarted.child.exitCode === null && restarted.stop('SIGKILL'));
    const restoredApi = apiAt(restarted.url);
    const student = await restoredApi.signIn(DEMO.student);
    const answers = await savedAnswers(restoredApi, { ...quiz, studentToken: student.token });
    expect(answers.get(question.id)).toEqual([question.options[1]]);
    expect(await downloadUpload(restoredApi, restarted.url, student.token, photoKey)).toEqual(
      PHOTO,
    );
    console.log(
      `backup of the demo district on ${original.label}: ${backedUp.seconds.toFixed(1)} s ` +
        `while the server ran; restore: ${restored.seconds.toFixed(1)} s`,
    );
    expect((await restarted.stop('SIGTERM')).code).toBe(0);
  });
});
