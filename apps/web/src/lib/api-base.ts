/** Every call goes to this base; the server (and the dev proxy) answer under it. */
export const API_BASE = '/api';
