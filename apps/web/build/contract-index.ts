import type { Plugin } from 'vite';

const CONTRACT_INDEX = /[\\/]packages[\\/]contract[\\/]src[\\/]index\.ts$/;
const SETS_PLAIN_MESSAGES = /^applyPlainIssueMessages\(\);$/m;

/**
 * The contract's index sets zod's plain messages when imported. In the web build that one act
 * would put zod in the first script of every page that reads a constant of the contract, so the
 * build leaves it out and the forms' one check (`checkFields`, lib/form-errors.ts) sets them before
 * it reads a message. The build fails if the index stops doing it this way, so the two stay in
 * step.
 */
export function contractIndexWithoutMessages(): Plugin {
  return {
    name: 'kitlab:contract-index-without-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_INDEX.test(id)) return null;
      if (!SETS_PLAIN_MESSAGES.test(code)) {
        this.error('The contract index no longer calls applyPlainIssueMessages() on its own line');
      }
      return { code: code.replace(SETS_PLAIN_MESSAGES, ''), map: null };
    },
  };
}
