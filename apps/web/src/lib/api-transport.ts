import { fetchTransport } from '@kitlab/contract';
import { API_BASE } from './api-base';

/**
 * The browser's fetch to the API, with no session handling around it. It looks `fetch` up on
 * every call rather than once, so a page (or a test) that replaces it is heard.
 */
export const apiTransport = fetchTransport(API_BASE, (input, init) => fetch(input, init));
