export { withClient } from '../../../lib/test-query-client';
