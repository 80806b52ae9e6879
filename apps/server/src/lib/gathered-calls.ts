interface GatheredOptions<I, O> {
  /** Runs a batch; answers one output per input, in the inputs' order. */
  run: (inputs: readonly I[]) => Promise<readonly O[]>;
  /**
   * Inputs of one key never share a batch: the later waits for the earlier's batch to end.
   * Without it, any inputs may share one.
   */
  keyOf?: (input: I) => string;
  /** The largest batch. */
  most: number;
}

interface Pending<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (reason: unknown) => void;
}

/**
 * Batches of the gathered calls: each call goes to the first batch after its key's last one
 * that has room, so calls of one key keep their order across batches.
 */
function batchesOf<I, O>(
  pending: readonly Pending<I, O>[],
  keyOf: GatheredOptions<I, O>['keyOf'],
  most: number,
) {
  const batches: Pending<I, O>[][] = [];
  const lastBatchOfKey = new Map<string, number>();
  for (const call of pending) {
    const key = keyOf?.(call.input);
    let place = key === undefined ? 0 : (lastBatchOfKey.get(key) ?? -1) + 1;
    while ((batches[place]?.length ?? 0) >= most) place++;
    const batch = batches[place] ?? [];
    batches[place] = batch;
    batch.push(call);
    if (key !== undefined) lastBatchOfKey.set(key, place);
  }
  return batches;
}

async function settle<I, O>(batch: readonly Pending<I, O>[], run: GatheredOptions<I, O>['run']) {
  const outputs = await run(batch.map((call) => call.input));
  if (outputs.length !== batch.length) {
    throw new Error(`a batch of ${batch.length} answered ${outputs.length}`);
  }
  for (const [i, call] of batch.entries()) call.resolve(outputs[i] as O);
}

/** A batch that failed is run again one call at a time, so one bad call fails only itself. */
async function runBatch<I, O>(batch: readonly Pending<I, O>[], run: GatheredOptions<I, O>['run']) {
  try {
    await settle(batch, run);
  } catch (error) {
    if (batch.length === 1) {
      batch[0]?.reject(error);
      return;
    }
    for (const call of batch) await runBatch([call], run);
  }
}

/**
 * A call whose calls made in one turn of the event loop run together, as batches of `run`.
 * Requests answered at once (a class saving answers) each make one call; one statement for all of
 * them costs the API and the database one round trip instead of one each. A call waits at most
 * until the end of the turn it was made in.
 */
export function gatheredPerTurn<I, O>(options: GatheredOptions<I, O>): (input: I) => Promise<O> {
  let pending: Pending<I, O>[] = [];

  async function flush() {
    const gathered = pending;
    pending = [];
    for (const batch of batchesOf(gathered, options.keyOf, options.most)) {
      await runBatch(batch, options.run);
    }
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      if (pending.length === 0) setImmediate(() => void flush());
      pending.push({ input, resolve, reject });
    });
}
