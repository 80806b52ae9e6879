// autocannon's setupClient, run in its worker: each new connection takes the next unused sequence
// of requests from the file KITLAB_LOAD_SEQUENCES names, dealt afresh for each run.
//
// Each run starts a worker of its own (one worker a run), and a worker loads this module once: the
// file is read at the first connection and the next sequence counted here. Read and written again
// for each connection, a round of 1,760 returns spent some 400 ms of the load tool's CPU setting
// up its 32 connections, while the first of them were already sending.
const { readFileSync } = require('node:fs');

let sequences = null;
let next = 0;

module.exports = function setupClient(client) {
  sequences ??= JSON.parse(readFileSync(process.env.KITLAB_LOAD_SEQUENCES, 'utf8')).sequences;
  const sequence = sequences[next];
  if (!sequence) throw new Error('More connections than request sequences');
  next += 1;
  client.setRequests(sequence);
};
