/** The devices settings page (push notifications), linked from account settings. */
export const DEVICES_PATH = '/settings/devices';
