export { type LogDeviceResult, logDevice } from '../../../lib/device-log';
