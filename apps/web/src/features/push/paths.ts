export { DEVICES_PATH } from '../../lib/paths/devices';
