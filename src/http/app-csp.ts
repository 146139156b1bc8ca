/**
 * The content security policy of the web app's pages: they load only this origin's files and talk
 * only to this origin's API. The Worker sends it with the page it serves at `/`, and the build writes
 * it into the static assets' `_headers` (vite.config.ts), so every page of the app carries the same.
 */
export const APP_CSP: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", "data:", "blob:"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The policy as a header value: `default-src 'self'; script-src 'self'; ...`. */
export function cspHeader(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(" ")}`)
    .join("; ");
}

/** The browser features no page of the service uses, each turned off by `Permissions-Policy`. */
export const APP_PERMISSIONS = ["camera", "microphone", "geolocation", "payment", "usb", "serial", "bluetooth", "midi", "magnetometer", "gyroscope", "accelerometer", "display-capture"];

/** The policy as a header value: `camera=(), microphone=(), ...`. */
export const permissionsHeader = (features: string[]): string => features.map((feature) => `${feature}=()`).join(", ");
