// autocannon's setupClient, run in its worker: each new connection takes the next unused sequence
// of requests from the file KITLAB_LOAD_SEQUENCES names, dealt afresh for each run.
const { readFileSync, writeFileSync } = require('node:fs');

module.exports = function setupClient(client) {
  const file = process.env.KITLAB_LOAD_SEQUENCES;
  const shared = JSON.parse(readFileSync(file, 'utf8'));
  const sequence = shared.sequences[shared.next];
  if (!sequence) throw new Error('More connections than request sequences');
  writeFileSync(file, JSON.stringify({ ...shared, next: shared.next + 1 }));
  client.setRequests(sequence);
};
