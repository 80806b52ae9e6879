interface GatheredOptions<I, O> {
  /** Runs a batch; answers one output per input, in the inputs' order. */
  run: (inputs: readonly I[]) => Promise<readonly O[]>;
  /** The largest batch. */
  most: number;
  /**
   * Whether a batch that failed so may run again one call at a time (always, without it): a write
   * may only when the failure says nothing was written.
   */
  runAgainAfter?: (error: unknown) => boolean;
}

interface Pending<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (reason: unknown) => void;
}

/** The gathered calls in batches of at most `most`, in the order they were made. */
function batchesOf<T>(pending: readonly T[], most: number): T[][] {
  const batches: T[][] = [];
  for (let from = 0; from < pending.length; from += most) {
    batches.push(pending.slice(from, from + most));
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

/**
 * A batch that failed is run again one call at a time, so one bad call fails only itself; when it
 * may not run again, each of its calls fails.
 */
async function runBatch<I, O>(batch: readonly Pending<I, O>[], options: GatheredOptions<I, O>) {
  try {
    await settle(batch, options.run);
  } catch (error) {
    if (batch.length === 1 || !(options.runAgainAfter?.(error) ?? true)) {
      for (const call of batch) call.reject(error);
      return;
    }
    for (const call of batch) await runBatch([call], options);
  }
}

/**
 * `run` for one input at a time, whose calls made in one turn of the event loop run together, in
 * batches.
 * Requests answered at once (a class saving answers) each make one call; one statement for all of
 * them costs the API and the database one round trip instead of one each. A call waits at most
 * until the end of the turn it was made in.
 */
export function gatheredPerTurn<I, O>(options: GatheredOptions<I, O>): (input: I) => Promise<O> {
  let pending: Pending<I, O>[] = [];

  function flush() {
    const gathered = pending;
    pending = [];
    for (const batch of batchesOf(gathered, options.most)) void runBatch(batch, options);
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ input, resolve, reject });
    });
}

/**
 * `run` for one input at a time, one batch in flight: a call made while none runs starts one at
 * once, and the calls made while it runs go together in the next, in batches. Under load a batch
 * takes every call of about one batch's time, so its fixed cost (a transaction, its statements)
 * is shared; a call alone waits for nothing.
 */
export function gatheredWhileBusy<I, O>(options: GatheredOptions<I, O>): (input: I) => Promise<O> {
  const pending: Pending<I, O>[] = [];
  let busy = false;

  async function drain() {
    busy = true;
    while (pending.length > 0) {
      await runBatch(pending.splice(0, options.most), options);
    }
    busy = false;
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      pending.push({ input, resolve, reject });
      if (!busy) void drain();
    });
}
