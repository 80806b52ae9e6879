/** Waits until `done` holds, checking every 200 ms; throws with `explain()` if it never does. */
export async function eventually(done: () => Promise<boolean>, explain: () => string) {
  for (let i = 0; i < 300; i += 1) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`never happened:\n${explain()}`);
}
