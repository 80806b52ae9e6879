export { logDeviceInfoOnce } from './utils/log-device-info';
export { isIgnoredRenderError, logRenderError } from './utils/log-render-error';
