import { OkSchema } from '#contract/common';
import { type MobileDevice, RegisteredDeviceSchema, VapidPublicKeySchema } from '#contract/notifications';
import { apiRequest } from './client';

/** Push notifications (online only): the server's key and this device's subscription. */
export function getVapidPublicKey() {
  return apiRequest('/notifications/vapid-public-key', VapidPublicKeySchema);
}

export function registerPushDevice(device: MobileDevice) {
  return apiRequest('/notifications/mobile-device', RegisteredDeviceSchema, { method: 'POST', body: device });
}

export function unregisterPushDevice(endpoint: string, options: { timeoutMs?: number } = {}) {
  return apiRequest('/notifications/mobile-device', OkSchema, {
    method: 'DELETE',
    body: { endpoint },
    // Also called while signing out: a refused session then is expected, not news.
    endSessionOnRefusal: false,
    timeoutMs: options.timeoutMs,
  });
}
