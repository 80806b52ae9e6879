import { Agent, request } from 'node:http';
import type { LoadRequest } from '../lib/http-load.js';
import { percentile } from '../lib/measure.js';

export interface TimedCalls {
  calls: number;
  perSecond: number;
  p50: number;
  p95: number;
  /** Answers outside 2xx. */
  failed: number;
  /** Calls sent, the untimed second's included (what the CPU counted was spent on). */
  sent: number;
}

function send(agent: Agent, base: string, call: LoadRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${base}${call.path}`,
      { method: call.method, headers: call.headers, agent },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(call.body);
  });
}

/**
 * The call sent over real HTTP by `connections` loops, each sending its next call once the
 * last is answered, for a second untimed and then `seconds`: the rate and the p50 and p95 of the
 * calls answered after that second, up to the last answer. Not bench/lib's load tool, as that
 * gives no p95, the goal's figure; the server runs in a process of its own, so this process's
 * work does not take the server's event loop.
 */
export async function timeCalls(
  base: string,
  call: LoadRequest,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<TimedCalls> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failed = 0;
  let sent = 0;
  const warmUntil = performance.now() + 1_000;
  const stopAt = warmUntil + seconds * 1_000;
  let lastAnswer = stopAt;
  const loop = async () => {
    while (performance.now() < stopAt) {
      const sentAt = performance.now();
      const status = await send(agent, base, call);
      const answeredAt = performance.now();
      sent += 1;
      // A slow call sent during the untimed second still counts once answered after it.
      if (answeredAt < warmUntil) continue;
      latencies.push(answeredAt - sentAt);
      lastAnswer = Math.max(lastAnswer, answeredAt);
      if (status < 200 || status >= 300) failed += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, loop));
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return {
    calls: latencies.length,
    perSecond: (latencies.length * 1000) / (lastAnswer - warmUntil),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    failed,
    sent,
  };
}
